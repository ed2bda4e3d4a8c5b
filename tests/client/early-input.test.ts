// The early-input script (decision 065): what it keeps before the code, what it lets through, and
// how it replays. Run on a fresh document each time, as the page's <head> runs it.
import { describe, expect, it } from "vitest";
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_HTML } from "../../contract/early-input.ts";

const SCRIPT = /<script>([\s\S]*)<\/script>/.exec(EARLY_INPUT_HTML)![1];
/** Longer than the script's wait between two replays where the browser has no idle callbacks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 60));

function pageWith(body: string, ssr = true) {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = `<div id="root"${ssr ? " data-ssr" : ""}>${body}</div>`;
  const win: Record<string, { release(): void }> = {};
  new Function("document", "window", SCRIPT)(doc, win);
  const click = (selector: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  const release = async () => {
    win[EARLY_INPUT_GLOBAL].release();
    for (let i = 0; i < 4; i++) await settled();
  };
  return { doc, click, release };
}

describe("taps before the code", () => {
  it("keeps a button's taps, marks it, and replays them in order, one at a time", async () => {
    const { doc, click, release } = pageWith('<button id="plus">+</button><button id="add">Ajouter au panier</button>');
    const seen: string[] = [];
    for (const id of ["plus", "add"]) doc.getElementById(id)!.addEventListener("click", () => seen.push(id));
    expect(click("#plus").defaultPrevented).toBe(true);
    click("#plus");
    click("#add");
    expect(seen).toEqual([]);
    expect(doc.getElementById("add")!.getAttribute("aria-busy")).toBe("true");
    expect(doc.getElementById("add")!.hasAttribute("data-tap")).toBe(true);

    const released = release();
    expect(seen).toEqual(["plus"]); // the first at once, each next one once the page has drawn it
    await released;
    expect(seen).toEqual(["plus", "plus", "add"]);
    expect(doc.querySelectorAll("[data-tap], [aria-busy]")).toHaveLength(0);
    // Once released, taps go to the page's own handlers.
    expect(click("#add").defaultPrevented).toBe(false);
    expect(seen).toEqual(["plus", "plus", "add", "add"]);
  });

  it("lets a link work as a link, unless taps are waiting before it", async () => {
    const { doc, click, release } = pageWith('<a id="cart" href="/cart">Panier</a><button id="add">Ajouter</button>');
    const seen: string[] = [];
    doc.getElementById("cart")!.addEventListener("click", (e) => {
      seen.push("cart");
      e.preventDefault();
    });
    doc.getElementById("add")!.addEventListener("click", () => seen.push("add"));
    click("#cart");
    expect(seen).toEqual(["cart"]);
    click("#add");
    click("#cart");
    expect(seen).toEqual(["cart"]);
    expect(doc.getElementById("cart")!.hasAttribute("data-tap")).toBe(true);
    await release();
    expect(seen).toEqual(["cart", "add", "cart"]);
  });

  it("lets a GET form with an address go, ignores a blank one, keeps other forms", async () => {
    const { doc, release } = pageWith(
      '<form id="search" action="/pro" method="get"><input name="search"></form><form id="price"><input name="minPrice" value="5000"></form>',
    );
    const submit = (id: string) => {
      const event = new Event("submit", { bubbles: true, cancelable: true });
      doc.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit("search")).toBe(true);
    (doc.querySelector("[name=search]") as HTMLInputElement).value = "robe";
    expect(submit("search")).toBe(false);
    const sent: string[] = [];
    doc.getElementById("price")!.addEventListener("submit", (e) => {
      e.preventDefault();
      sent.push("price");
    });
    expect(submit("price")).toBe(true);
    expect(sent).toEqual([]);
    await release();
    expect(sent).toEqual(["price"]);
  });

  it("keeps a choice in a select and makes it again once released", async () => {
    const { doc, release } = pageWith('<select id="sort"><option value="alphabet">A-Z</option><option value="prix">Prix</option></select>');
    const select = doc.getElementById("sort") as HTMLSelectElement;
    const chosen: string[] = [];
    select.addEventListener("change", () => chosen.push(select.value));
    select.value = "prix";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(chosen).toEqual([]);
    expect(select.getAttribute("aria-busy")).toBe("true");
    select.value = "alphabet"; // what a hydration drawing the server's value would do
    await release();
    expect(chosen).toEqual(["prix"]);
  });

  it("leaves pages the browser draws alone, and disabled buttons", () => {
    const drawn = pageWith('<button id="b">OK</button>', false);
    expect(drawn.click("#b").defaultPrevented).toBe(false);
    const ssr = pageWith('<button id="b" disabled>OK</button>');
    expect(ssr.click("#b").defaultPrevented).toBe(false);
  });

  it("replays a tap on a control React drew again on the one in its place, never on another", async () => {
    const buttons =
      '<button aria-label="Ouvrir le menu">≡</button><button>Ajouter</button><button>Ajouter</button><button>Partager</button>';
    const { doc, click, release } = pageWith(buttons);
    click('[aria-label="Ouvrir le menu"]');
    click("button:nth-of-type(3)");
    click("button:nth-of-type(4)");
    // Drawn again: the same controls, but the last one moved (another text in its place).
    doc.getElementById("root")!.innerHTML = buttons.replace("<button>Partager</button>", "<button>Autre</button><button>Partager</button>");
    const seen: string[] = [];
    doc.querySelectorAll("button").forEach((b, i) => b.addEventListener("click", () => seen.push(`${i} ${b.textContent}`)));
    await release();
    expect(seen).toEqual(["0 ≡", "2 Ajouter", "4 Partager"]);
  });

  it("waits for a control React draws again a moment later (a placeholder first), then replays the tap on it", async () => {
    const { doc, click, release } = pageWith(
      '<div id="grid"><button aria-label="Ajouter au panier">Ajouter au panier</button></div><a id="cart" href="/cart">Panier</a>',
    );
    const seen: string[] = [];
    doc.getElementById("cart")!.addEventListener("click", (e) => {
      seen.push("cart");
      e.preventDefault();
    });
    click("#grid button");
    click("#cart");
    // React redraws the part: a placeholder first, the cards a moment later. The test draws them
    // itself once it has seen nothing replayed: a 300 ms timer raced release()'s own timers and
    // drew them first at load 14 (decision 082).
    doc.getElementById("grid")!.innerHTML = "<p>Chargement…</p>";
    await release();
    expect(seen).toEqual([]); // the card's tap waits for its control; the link waits behind it
    doc.getElementById("grid")!.innerHTML = '<button aria-label="Ajouter au panier">Ajouter au panier</button>';
    doc.querySelector("#grid button")!.addEventListener("click", () => seen.push("add"));
    await expect.poll(() => seen, { timeout: 3000 }).toEqual(["add", "cart"]);
  });
});
