// Issue 13 item 3 (decision 038): the installable shop and its service worker, on a phone and on
// desktop. The other specs block service workers (playwright.config.ts); these let them run.
import { expect, test } from "./hydrated.ts";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { SUPER_ADMIN, loginByEmail, openMenu } from "./admin-helpers.ts";
import { launchOptions } from "./playwright.config.ts";

// launchOptions, a worker's option, set here gives this file a worker and a browser of its own
// (Playwright starts another worker for the next file): once, Chromium died as this file's last
// context closed (a service worker updated, then offline) and the next file failed on the dead
// browser (issue 23).
test.use({ serviceWorkers: "allow", launchOptions });

interface Product {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
}

async function gql(request: APIRequestContext, query: string, variables?: object, token?: string) {
  const res = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}
const adminToken = async (request: APIRequestContext) =>
  (
    await gql(request, "mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }", {
      i: SUPER_ADMIN.email,
      p: SUPER_ADMIN.password,
    })
  ).login.accessToken as string;
const setPrice = async (request: APIRequestContext, token: string, id: string, prix: number) =>
  (
    await gql(
      request,
      "mutation($id: ID!, $prix: Int!) { updateProduct(id: $id, input: { prix: $prix }) { prixApresPromotion } }",
      { id, prix },
      token,
    )
  ).updateProduct.prixApresPromotion as number;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;
/** French grouping as the shop writes it (Intl puts a narrow no-break space; the shop a plain one). */
const fcfa = (n: number) => `${new Intl.NumberFormat("fr-FR").format(n).replace(/\s/g, "\u202f")}\u202fFCFA`;
/** The WhatsApp message is plain text: plain spaces (decision 066). */
const fcfaText = (n: number) => fcfa(n).replaceAll("\u202f", " ");

/** Opens the page and waits until the service worker answers its requests. */
async function visitControlled(page: Page, url = "/") {
  await page.goto(url);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

/** Every entry of the shop's caches, read from the page: address, cache, and text bodies. */
function cacheEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const res = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          body: /json|html/.test(res?.headers.get("content-type") ?? "") ? await res!.text() : "",
        });
      }
    }
    return entries;
  });
}

/** PNG width and height, from the IHDR chunk that follows the 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("the manifest is linked, names the shop and lists PNG icons of 192 and 512 px", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#23306b");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const res = await request.get(href!);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: "Boutique en Ligne", start_url: "/", scope: "/", display: "standalone", theme_color: "#23306b" });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  expect(
    icons
      .filter((i) => i.purpose === "any")
      .map((i) => i.sizes)
      .sort(),
  ).toEqual(["192x192", "512x512"]);
  expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const icon of [...icons, { src: apple!, sizes: "180x180", type: "image/png" }]) {
    const r = await request.get(icon.src);
    expect(r.headers()["content-type"], icon.src).toBe(icon.type);
    expect(pngSize(await r.body()), icon.src).toBe(icon.sizes);
  }
});

test("the service worker registers from /sw.js (no-cache) and controls the page after one reload", async ({ page, request }) => {
  await page.goto("/");
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL));
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(scriptURL);
});

test("offline after a first visit: home, a visited product and the cart open with the banner; the order waits for prices checked online", async ({
  page,
  context,
  request,
}) => {
  const { products } = await gql(
    request,
    "{ products(limit: 40, sortBy: prix) { items { id nom prixApresPromotion stock enRupture pourcentPromotion options { nom } } } }",
  );
  const product: Product = products.items.find(
    (p: Product & { enRupture: boolean; pourcentPromotion: number; options: unknown[] }) =>
      !p.enRupture && p.stock >= 3 && p.pourcentPromotion === 0 && p.options.length === 0,
  );
  test.slow(); // a whole journey: six page loads and three accessibility scans
  const token = await adminToken(request);
  const before = product.prixApresPromotion;
  try {
    await visitControlled(page);
    await page.goto(`/produits/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.nom);
    await page.getByRole("main").getByRole("button", { name: "Ajouter au panier" }).first().click();
    await expect(page.getByText(`1 x ${product.nom} ajouté(s) à votre panier.`)).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("order-link")).toBeVisible();

    await context.setOffline(true);
    const after = await setPrice(request, token, product.id, before + 1500); // the seller changes it meanwhile
    await page.goto("/");
    await expectOfflineBanner(page);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/produits/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.nom);
    await expect(page.getByRole("main").getByText(fcfa(before)).first()).toBeVisible(); // the page as it was seen
    await expectOfflineBanner(page);

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectOfflineBanner(page);
    await page.getByRole("button", { name: `Augmenter la quantité de ${product.nom}` }).click(); // the cart works offline
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    // The summary's button (on a phone the bottom bar repeats it: the optional details push it down).
    await expect(page.getByRole("button", { name: "Commander sur WhatsApp" }).first()).toBeDisabled();
    await expect(page.getByTestId("order-waiting")).toContainText("Vous êtes hors ligne");
    await expect(page.getByTestId("order-link")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    await expect(page.getByTestId("cart-changes")).toContainText(
      `Le prix de « ${product.nom} » est passé de ${fcfa(before)} à ${fcfa(after)}.`,
    );
    const href = await page.getByTestId("order-link").getAttribute("href");
    const text = decodeURIComponent(href!.split("?text=")[1]);
    expect(text).toContain(`2 x ${product.nom} — ${fcfaText(after)} = ${fcfaText(2 * after)}`);
    expect(text).toContain(`Total : ${fcfaText(2 * after)}`);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await setPrice(request, token, product.id, before);
  }
});

async function expectOfflineBanner(page: Page) {
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveAttribute("role", "status");
  await expect(banner).toContainText("Connexion perdue");
  await expect(banner).toContainText("Les prix seront vérifiés à nouveau avant la commande.");
  await expect(banner).toBeInViewport({ ratio: 1 });
  if (isMobile(page)) {
    // Right above the bottom bar when a page fills it, else at the screen's bottom; never under it.
    const bar = page.getByTestId("bottom-bar");
    const b = await banner.boundingBox();
    const bottom = (await bar.isVisible()) ? (await bar.boundingBox())!.y : page.viewportSize()!.height;
    expect(Math.abs(b!.y + b!.height - bottom)).toBeLessThanOrEqual(1);
  }
}

// The service worker's code decides what it keeps, whatever the screen: desktop only (the
// back-office's phone layout is admin-layout's, its phone login admin-auth's on desktop).
test("back-office pages and answers carrying tokens never reach the service worker's caches", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await visitControlled(page, "/pro");
  // A catalogue answer the worker keeps: the list's next page, asked by the page itself.
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await cacheEntries(page)).filter((e) => e.cache.startsWith("boutique-data-")).length).toBeGreaterThan(0);

  await loginByEmail(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openMenu(page, "Produits");
  await expect(page).toHaveURL(/\/admin\/produits/);
  await page.goto("/admin/compte");
  await expect(page.getByText("Super Administrateur")).toBeVisible();

  const entries = await cacheEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter((e) => new URL(e.url).pathname.startsWith("/admin")).map((e) => e.url)).toEqual([]);
  for (const secret of ["accessToken", "refreshToken", SUPER_ADMIN.email]) {
    expect(
      entries.filter((e) => e.body.includes(secret)).map((e) => e.url),
      secret,
    ).toEqual([]);
  }
});

/** A new deployment's worker: the built sw.js under another version, and pages with a marker.
 * The browser's own update check of /sw.js escapes Playwright's routing, so the new worker is
 * registered at the same path with a query (same scope: it replaces the installed one, as an
 * update does); that the version follows the build is unit-tested (service-worker-build.test.ts). */
async function deployNewBuild(page: Page, context: BrowserContext, oldVersion: string, newVersion: string) {
  await context.route("**/sw.js?build=*", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replaceAll(oldVersion, newVersion) });
  });
  await context.route(
    (url) => url.pathname === "/" || url.pathname === "/cart",
    async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        body: (await res.text()).replace("</head>", `<meta name="build" content="${newVersion}" /></head>`),
      });
    },
  );
  await page.evaluate((v) => navigator.serviceWorker.register(`/sw.js?build=${v}`), newVersion);
}

test("an order whose record failed waits in the worker's outbox and the worker sends it (decision 072)", { tag: "@desktop-only" }, async ({
  page,
  context,
  request,
}) => {
  const { products } = await gql(
    request,
    "{ products(limit: 40) { items { id nom prixApresPromotion stock enRupture options { nom } } } }",
  );
  const p = (products.items as (Product & { enRupture: boolean; options: unknown[] })[]).find(
    (x) => !x.enRupture && x.stock > 0 && x.options.length === 0,
  )!;
  await visitControlled(page);
  await page.evaluate((line) => localStorage.setItem("boutique_cart", JSON.stringify([line])), {
    productId: p.id,
    name: p.nom,
    unitPrice: p.prixApresPromotion,
    imageUrl: null,
    stock: p.stock,
    quantity: 1,
  });
  await page.goto("/cart");
  await expect(page.getByTestId("order-link")).toBeAttached();
  const ref = (await page.getByTestId("order-reference").textContent())!;
  await context.route("https://wa.me/**", (r) => r.fulfill({ contentType: "text/html", body: "" }));
  await context.route("**/api/v1/commandes", (r) => r.abort("internetdisconnected"));
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("order-link").click()]);
  await popup.close();
  const kept = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open("boutique-commandes", 1);
          open.onsuccess = () => {
            const all = open.result.transaction("envois").objectStore("envois").getAllKeys();
            all.onsuccess = () => resolve(all.result as string[]);
          };
          open.onerror = () => resolve([]);
        }),
    );
  await expect.poll(kept).toContain(ref.replace("-", "")); // kept under its stored form
  await context.unroute("**/api/v1/commandes");
  // The worker, asked as the cart asks it when the connection returns, sends it and empties the outbox.
  await page.evaluate(() => navigator.serviceWorker.controller!.postMessage({ type: "commandes" }));
  await expect.poll(async () => (await request.get(`/api/v1/commandes/${ref}/suivi`)).status()).toBe(200);
  await expect.poll(kept).toEqual([]);
});

// The update is the service worker's code, whatever the screen: desktop only; the phone's own pages
// kept and served offline are the offline test's phone run.
test("a new build replaces the kept shell and drops the old caches", { tag: "@desktop-only" }, async ({ page, context }) => {
  await visitControlled(page);
  const names = await page.evaluate(() => caches.keys());
  const oldVersion = names.find((n) => n.startsWith("boutique-shell-"))!.slice("boutique-shell-".length);
  const newVersion = "e2e-nouvelle-version";

  await deployNewBuild(page, context, oldVersion, newVersion);
  await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toContain(`boutique-shell-${newVersion}`);
  await expect.poll(async () => (await page.evaluate(() => caches.keys())).filter((n) => n.includes(oldVersion))).toEqual([]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(newVersion);

  // The next visit gets the new shell: offline, a page never visited opens from it.
  await context.setOffline(true);
  await page.goto("/cart");
  await expect(page.locator('meta[name="build"]')).toHaveAttribute("content", newVersion);
  await expect(page.getByRole("heading", { name: "Votre panier est vide" })).toBeVisible();
});
