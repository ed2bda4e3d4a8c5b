import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EMPTY_DRAFT,
  parseInteger,
  pathAfterCreate,
  pricePreview,
  productInput,
  subTypeAfterCategoryChange,
  validateDraft,
} from "../../client/src/features/admin-products/product-form-logic.ts";
import {
  checkImageFile,
  looksLikeImage,
  moveItem,
  photoChanges,
  photosChanged,
  pickFiles,
  replaceAt,
  type PickedImage,
} from "../../client/src/features/admin-products/image-list.ts";
import { uploadFetch, uploadPercent } from "../../client/src/lib/upload-fetch.ts";
import { API_TIMEOUT_MS } from "../../client/src/lib/http.ts";

describe("product form rules (SPEC §5)", () => {
  it("gives the first message that applies, name then price then category", () => {
    expect(validateDraft(EMPTY_DRAFT)).toBe("Le nom du produit est requis");
    expect(validateDraft({ ...EMPTY_DRAFT, name: "   " })).toBe("Le nom du produit est requis");
    expect(validateDraft({ ...EMPTY_DRAFT, name: "Boubou", price: "0" })).toBe("Le prix doit être supérieur à 0");
    expect(validateDraft({ ...EMPTY_DRAFT, name: "Boubou", price: "douze" })).toBe("Le prix doit être supérieur à 0");
    expect(validateDraft({ ...EMPTY_DRAFT, name: "Boubou", price: "12000" })).toBe("Veuillez sélectionner une catégorie");
    expect(validateDraft({ ...EMPTY_DRAFT, name: "Boubou", price: "12000", categoryId: "c1", stock: "4" })).toBeNull();
  });

  it("parses integers from text, 0 otherwise", () => {
    expect([parseInteger(" 12500 "), parseInteger(""), parseInteger("12.5"), parseInteger("1e3"), parseInteger("9".repeat(40))]).toEqual([
      12500, 0, 0, 0, 0,
    ]);
  });

  it("previews the final price and the saving only with a promotion", () => {
    expect(pricePreview(10000, 25)).toEqual({ finalPrice: 7500, savings: 2500 });
    expect(pricePreview(999, 33)).toEqual({ finalPrice: 669, savings: 330 }); // round(669.33)
    expect(pricePreview(1000, 150)).toEqual({ finalPrice: 0, savings: 1000 }); // clamped to 100
    expect(pricePreview(10000, 0)).toBeNull();
    expect(pricePreview(0, 20)).toBeNull();
  });

  it("resets the sub-type to the new category's first one, or none", () => {
    expect(subTypeAfterCategoryChange({ sousTypes: [{ id: "s1" }, { id: "s2" }] })).toBe("s1");
    expect(subTypeAfterCategoryChange({ sousTypes: [] })).toBe("");
    expect(subTypeAfterCategoryChange(undefined)).toBe("");
  });

  it("returns to the list the form was opened from", () => {
    expect(pathAfterCreate({ categoryId: "c", typeId: "t" })).toBe("/admin/categories/c/type/t/produits");
    expect(pathAfterCreate({ categoryId: "c" })).toBe("/admin/categories/c/produits");
    expect(pathAfterCreate({})).toBe("/admin/produits");
  });

  it("sends trimmed text, integers, a promotion within 0-100 and no sub-type as null", () => {
    expect(
      productInput({ ...EMPTY_DRAFT, name: " Sac ", description: " cuir ", price: "5000", promotion: "120", categoryId: "c" }),
    ).toEqual({
      nom: "Sac",
      description: "cuir",
      prix: 5000,
      pourcentPromotion: 100,
      aLaUne: false,
      enRupture: false,
      brouillon: false,
      typeProduit: "c",
      sousTypeProduit: null,
      stock: 0,
      options: [],
      variantes: [],
    });
  });
});

describe("image list", () => {
  const file = (name: string, size = 1000, type = "image/png") => ({ name, size, type });

  it("accepts jpeg, jpg, png, webp and gif up to 5 MB", () => {
    for (const name of ["a.jpeg", "a.JPG", "a.png", "a.webp", "a.gif"]) expect(checkImageFile(file(name, 5 * 1024 * 1024, ""))).toBeNull();
    expect(checkImageFile(file("photo.png", 5 * 1024 * 1024 + 1))).toEqual({
      title: "Fichier trop volumineux",
      description: "Le fichier photo.png dépasse la limite de 5MB",
    });
    expect(checkImageFile(file("doc.pdf", 10, "application/pdf"))?.title).toBe("Format non accepté");
    expect(checkImageFile(file("image.png", 10, "text/plain"))?.title).toBe("Format non accepté");
    expect(checkImageFile(file("png", 10))?.title).toBe("Format non accepté");
  });

  const png = (name: string) =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: "image/png" });

  it("adds files up to 5 photos in all, refusing by name and by content when picked, in the order picked", async () => {
    const text = new File(["ceci n'est pas une image"], "faux.png", { type: "image/png" });
    const { accepted, refused } = await pickFiles(3, [
      png("a.png"),
      new File(["x"], "b.txt", { type: "text/plain" }),
      text,
      png("c.png"),
      png("d.png"),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(["a.png", "c.png"]);
    expect(refused).toEqual([
      { title: "Format non accepté", description: "Le fichier b.txt n'est pas une image PNG, JPG, GIF ou WebP" },
      { title: "Format non accepté", description: "Le fichier faux.png n'est pas une image PNG, JPG, GIF ou WebP" },
      { title: "Limite atteinte !", description: "5 images au plus par produit" },
    ]);
  });

  it("knows PNG, JPEG, GIF and WebP by their first bytes", () => {
    const bytes = (...b: (number | string)[]) =>
      new Uint8Array(b.flatMap((x) => (typeof x === "string" ? [...x].map((c) => c.charCodeAt(0)) : [x])));
    expect(
      [
        bytes(0xff, 0xd8, 0xff, 0xe0),
        bytes("GIF89a"),
        bytes("GIF87a"),
        bytes("RIFF", 0, 0, 0, 0, "WEBP"),
        bytes(0x89, "PNG\r\n", 0x1a, "\n"),
      ].map(looksLikeImage),
    ).toEqual([true, true, true, true, true]);
    expect([bytes("RIFF", 0, 0, 0, 0, "WAVE"), bytes("%PDF-1.7"), bytes()].map(looksLikeImage)).toEqual([false, false, false]);
  });

  it("moves an item, and leaves the list alone for impossible moves", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 3)).toEqual(["a", "b", "c"]);
  });

  it("sends every photo in order, kept ones by id and new ones by file index, each with its colour", () => {
    const kept = (id: string, colour: string | null = null): PickedImage => ({
      key: id,
      kind: "existing",
      id,
      url: `/u/${id}`,
      name: id,
      colour,
    });
    const added = (name: string, colour: string | null = null): PickedImage => ({
      key: name,
      kind: "new",
      file: new File(["x"], name),
      url: "blob:x",
      name,
      colour,
    });
    const initial = [kept("1"), kept("2", "Bleu")];
    expect(photosChanged(initial, initial)).toBe(false);
    expect(photosChanged([kept("1", "Rouge"), kept("2", "Bleu")], initial)).toBe(true);
    expect(photosChanged([kept("2", "Bleu")], initial)).toBe(true);
    // The first photo replaced on its own: same place, same colour, a new file.
    const replaced = replaceAt(initial, 1, added("vert.png"));
    const sent = photoChanges([added("a.png", "Rouge"), ...replaced]);
    expect(sent.files.map((f) => f.name)).toEqual(["a.png", "vert.png"]);
    expect(sent.photos).toEqual([
      { nouvelle: 0, couleur: "Rouge" },
      { id: "1", couleur: null },
      { nouvelle: 1, couleur: "Bleu" },
    ]);
  });
});

/** Just enough of XMLHttpRequest for uploadFetch. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null; onload: (() => void) | null } =
    { onprogress: null, onload: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  headers: Record<string, string> = {};
  status = 0;
  statusText = "";
  responseText = "";
  aborted = false;
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\nx-test: 1\r\n";
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe("upload fetch", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const form = () => {
    const f = new FormData();
    f.append("operations", "{}");
    return f;
  };

  it("reports progress and answers a fetch Response", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const seen: number[] = [];
    const pending = uploadFetch("/graphql", {
      method: "POST",
      body: form(),
      headers: { "apollo-require-preflight": "true" },
      onUploadProgress: (p) => seen.push(uploadPercent(p)),
    });
    const xhr = FakeXhr.last;
    expect(xhr.headers).toEqual({ "apollo-require-preflight": "true" });
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(200, '{"data":{"ok":true}}');
    const res = await pending;
    expect(seen).toEqual([25, 100]);
    expect([res.status, res.headers.get("content-type"), await res.json()]).toEqual([200, "application/json", { data: { ok: true } }]);
  });

  it("times out after 10 s without progress, but not while the upload keeps moving", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const pending = uploadFetch("/graphql", { method: "POST", body: form() });
    const outcome = pending.then(
      () => "answered",
      (e: Error) => e.message,
    );
    const xhr = FakeXhr.last;
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(API_TIMEOUT_MS - 1000);
      xhr.progress(i * 100, 1000);
    }
    expect(xhr.aborted).toBe(false); // 45 s in, still sending
    vi.advanceTimersByTime(API_TIMEOUT_MS);
    expect(await outcome).toBe("Délai d'attente dépassé");
    expect(xhr.aborted).toBe(true);
  });

  it("once the photos are sent, gives the server 10 s per photo to answer", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const body = form();
    body.append("1", new Blob(["a"]), "a.png");
    body.append("2", new Blob(["b"]), "b.png");
    const outcome = uploadFetch("/graphql", { method: "POST", body }).then(
      () => "answered",
      (e: Error) => e.message,
    );
    const xhr = FakeXhr.last;
    xhr.progress(1000, 1000);
    xhr.upload.onload?.();
    vi.advanceTimersByTime(2 * API_TIMEOUT_MS - 1);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBe("Délai d'attente dépassé");
  });

  it("answers a dead network with 'Erreur réseau'", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const pending = uploadFetch("/graphql", { method: "POST", body: form() });
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toThrow("Erreur réseau");
  });

  it("sends requests without files through the usual fetch", async () => {
    const fetchSpy = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchSpy);
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
    await uploadFetch("/graphql", { method: "POST", body: "{}", onUploadProgress: () => {} });
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(FakeXhr.last).toBeUndefined();
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0);
  });
});
