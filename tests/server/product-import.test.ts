// Catalogue import (issue 29 item 4, decision 094): the check writes nothing and answers every
// error by line and column in French; hostile files (encodings, sizes, formulas, quotes, NUL
// bytes, ZIP bombs and traversal names) are refused with a French 400/413, never a 500; the
// confirm writes all lines or none.
import sharp from "sharp";
import { zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { IMPORT_LIMITS } from "../../server/src/services/import-limits.ts";

const FIELDS =
  "empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees detail { ligne action nom erreurs { ligne colonne message } }";
const CHECK = `mutation($fichier: File!) { verifierImportProduits(fichier: $fichier) { ${FIELDS} } }`;
const CONFIRM = `mutation($fichier: File!, $empreinte: String!) { importerProduits(fichier: $fichier, empreinte: $empreinte) { ${FIELDS} } }`;
const HEADER = "Référence;Nom;Catégorie;Sous-type;Prix (FCFA);Promotion (%);Prix final (FCFA);Stock;Indicateurs;Description";
const BOM = "\uFEFF";

const csv = (lines: string[], bom = true) => Buffer.from(`${bom ? BOM : ""}${lines.join("\r\n")}\r\n`, "utf8");
const photo = (color: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describeEachDatabase("Catalogue import", (kind) => {
  let app: TestApp;
  let token = "";
  let kept: { id: string };

  beforeAll(async () => {
    app = await startTestApp(kind);
    const mode = await createCategory(app.prisma, "Mode", ["Robes", "Pagnes"]);
    await createCategory(app.prisma, "Beauté");
    kept = await createProduct(app.prisma, { name: "Boubou brodé", categoryId: mode.id, price: 15_000, stock: 3 });
  });
  afterAll(() => app?.stop());
  // Each test its own administrator: the throttle counts each one's checks (the last test tries it).
  beforeEach(async () => {
    token = (await signInAs(app, "ADMIN")).accessToken;
  });

  const send = (query: string, bytes: Buffer, name: string, variables: Record<string, unknown> = {}, t = token) =>
    upload(app, t, query, { fichier: null, ...variables }, { "variables.fichier": [bytes, name] });
  const check = async (bytes: Buffer, name = "produits.csv", t = token) => send(CHECK, bytes, name, {}, t);
  /** The check's refusal of a whole file: its French message, and never an unexpected error. */
  const refusal = async (bytes: Buffer, name = "produits.csv") => {
    const r = await check(bytes, name);
    expect(r.data?.verifierImportProduits ?? null, JSON.stringify(r)).toBeNull();
    expect(["BAD_USER_INPUT", "PAYLOAD_TOO_LARGE"]).toContain(r.errors[0].extensions.code);
    return r.errors[0].message as string;
  };
  const counts = async () => ({ products: await app.prisma.product.count(), audit: await app.prisma.auditEntry.count() });
  const rest = (path: string, form: FormData, t = token) =>
    fetch(`${app.url}/api/v1${path}`, { method: "POST", headers: t ? bearer(t) : {}, body: form }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));

  it("checks without writing, then creates and modifies every line in one go (French numbers, `,` or `;`)", async () => {
    const file = csv([
      HEADER,
      `;Robe wax;mode;robes;12 500;10;;4;À la une;Coton`,
      `;Pagne tissé;Mode;Pagnes;"15 000,00";0;;1.500;;`,
      `${kept.id};Boubou brodé et perlé;Mode;;"18 000";;;0;En rupture, En promotion;Brodé main`,
      `;;;;;;;;;`,
    ]);
    const before = await counts();
    const checked = await check(file);
    expect(checked.errors, JSON.stringify(checked.errors)).toBeUndefined();
    const plan = checked.data.verifierImportProduits;
    expect(plan).toMatchObject({ importe: false, lignes: 3, aCreer: 2, aModifier: 1, lignesEnErreur: 0, lignesNonAffichees: 0 });
    expect(plan.detail.map((l: { ligne: number; action: string; nom: string }) => [l.ligne, l.action, l.nom])).toEqual([
      [2, "créer", "Robe wax"],
      [3, "créer", "Pagne tissé"],
      [4, "modifier", "Boubou brodé et perlé"],
    ]);
    expect(await counts()).toEqual(before);

    const done = await send(CONFIRM, file, "produits.csv", { empreinte: plan.empreinte });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data.importerProduits).toMatchObject({ importe: true, aCreer: 2, aModifier: 1 });
    const robe = await app.prisma.product.findFirstOrThrow({ where: { name: "Robe wax" }, include: { subType: true } });
    expect(robe).toMatchObject({ price: 12_500, promotionPercent: 10, finalPrice: 11_250, stock: 4, featured: true, description: "Coton" });
    expect(robe.subType?.name).toBe("Robes");
    expect(await app.prisma.product.findFirstOrThrow({ where: { name: "Pagne tissé" } })).toMatchObject({ price: 15_000, stock: 1500 });
    expect(await app.prisma.product.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({
      name: "Boubou brodé et perlé",
      price: 18_000,
      stock: 0,
      outOfStock: true,
      description: "Brodé main",
    });
    expect(await counts()).toEqual({ products: before.products + 2, audit: before.audit + 3 });

    // A comma-separated file without BOM is read the same way.
    const commas = await check(Buffer.from(`Nom,Catégorie,Prix,Stock\nCollier,Beauté,"2 000",5\n`, "utf8"));
    expect(commas.data.verifierImportProduits).toMatchObject({ lignes: 1, aCreer: 1, lignesEnErreur: 0 });
  });

  it("answers every error of every line with its line, its column and a French message", async () => {
    const file = csv([
      HEADER,
      `;Robe;Mode;;12,5;10;;4;;`,
      `;Robe;Mode;;12000;150;;-3;;`,
      `;Robe;Chaussures;;12000;0;;4;;`,
      `;Robe;Mode;Jupes;12000;0;;4;;`,
      `inconnue;Robe;Mode;;12000;0;;4;;`,
      `;"=HYPERLINK(""http://x"";""y"")";Mode;;12000;0;;4;;@SUM(A1)`,
      `;+221 77;Mode;;12000;0;;4;Soldé;`,
      `;Robe\0;Mode;;12000;0;;4;;`,
      `;;Mode;;;0;;;;`,
      `;Robe;Mode;;12000;0;;4;;;en trop`,
      `;'=Robe;Mode;;12000;0;;4;;'-x`,
    ]);
    const before = await counts();
    const plan = (await check(file)).data.verifierImportProduits;
    expect(plan).toMatchObject({ lignes: 11, lignesEnErreur: 10 });
    const errors = plan.detail.flatMap((l: { erreurs: unknown[] }) => l.erreurs);
    expect(errors).toEqual([
      { ligne: 2, colonne: "Prix (FCFA)", message: "Le prix doit être un nombre entier de FCFA." },
      { ligne: 3, colonne: "Promotion (%)", message: "La promotion doit être un pourcentage entier entre 0 et 100." },
      { ligne: 3, colonne: "Stock", message: expect.stringMatching(/stock/i) },
      {
        ligne: 4,
        colonne: "Catégorie",
        message: "La catégorie « Chaussures » n'existe pas : créez-la d'abord dans Catégories (ou corrigez son nom).",
      },
      { ligne: 5, colonne: "Sous-type", message: "Le sous-type « Jupes » n'existe pas dans la catégorie « Mode »." },
      {
        ligne: 6,
        colonne: "Référence",
        message: "Référence « inconnue » inconnue : aucun produit ne l'a. Laissez-la vide pour créer le produit.",
      },
      { ligne: 7, colonne: "Nom", message: expect.stringContaining("commence par « = » : une formule de tableur n'est pas importée") },
      { ligne: 7, colonne: "Description", message: expect.stringContaining("commence par « @ »") },
      { ligne: 8, colonne: "Nom", message: expect.stringContaining("commence par « + »") },
      { ligne: 8, colonne: "Indicateurs", message: expect.stringContaining("Indicateur « Soldé » inconnu") },
      { ligne: 9, colonne: "Nom", message: "Caractère nul (\\0) refusé." },
      { ligne: 10, colonne: "Nom", message: "Le nom du produit est requis" },
      { ligne: 10, colonne: "Prix (FCFA)", message: "Le prix doit être supérieur à 0" },
      { ligne: 10, colonne: "Stock", message: "Le stock est requis." },
      { ligne: 11, colonne: null, message: expect.stringContaining("11 cellules pour 10 colonnes") },
    ]);
    // The export's defused text ('=…) is the text itself: line 12 is fine.
    expect(plan.detail.find((l: { ligne: number }) => l.ligne === 12)).toMatchObject({ nom: "=Robe", erreurs: [] });
    // Confirming a file with errors writes nothing and says so.
    const done = (await send(CONFIRM, file, "produits.csv", { empreinte: plan.empreinte })).data.importerProduits;
    expect(done).toMatchObject({ importe: false, lignesEnErreur: 10 });
    expect(await counts()).toEqual(before);
  });

  it("refuses hostile files whole, in French, naming the line", async () => {
    const latin1 = Buffer.from(`Nom;Catégorie;Prix;Stock\r\nRobe brodée;Mode;1000;1\r\n`, "latin1");
    expect(await refusal(latin1)).toMatch(/^Ligne 1 : le fichier n'est pas en UTF-8 .*CSV UTF-8/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`Nom;Catégorie;Prix;Stock\r\nRobe;Mode;1000;1\r\n`, "utf16le")]);
    expect(await refusal(utf16)).toMatch(/^Le fichier est en UTF-16/);
    expect(await refusal(Buffer.from(`Nom;Catégorie;Prix;Stock\r\n`, "utf16le"))).toMatch(/^Le fichier est en UTF-16/);
    expect(await refusal(Buffer.alloc(10 * 1024 * 1024, "a"))).toBe("Le fichier CSV dépasse 8 Mo : découpez-le en plusieurs fichiers.");
    expect(await refusal(csv(["Nom;Catégorie;Prix;Stock", `Robe;Mode;1000;${"1".repeat(1024 * 1024)}`]))).toBe(
      "Ligne 2 : ligne trop longue (20 000 caractères au plus).",
    );
    expect(await refusal(csv(["Nom;Catégorie;Prix;Stock", "Robe;Mode;1000;1", `"Robe;Mode;1000;1`, "Robe;Mode;1000;1"]))).toBe(
      `Ligne 3 : un guillemet (") ouvert n'est jamais fermé.`,
    );
    expect(await refusal(csv(["Nom;Catégorie;Prix;Stock", `Robe "longue";Mode;1000;1`]))).toMatch(/^Ligne 2 : guillemet mal placé/);
    const many = ["Nom;Catégorie;Prix;Stock", ...Array.from({ length: IMPORT_LIMITS.lines + 1 }, (_, i) => `Robe ${i};Mode;1000;1`)];
    expect(await refusal(csv(many))).toBe("Trop de lignes : 10 000 produits au plus par import.");
    expect(await refusal(csv(["Nom;Catégorie;Prix;Stock", `Robe;Mode;1000;1${";".repeat(30)}`]))).toBe(
      "Ligne 2 : trop de colonnes (34) : 20 au plus.",
    );
    expect(await refusal(csv(["Nom;Catégorie;Prix;Couleur"]))).toMatch(
      /^Ligne 1 : colonne « Couleur » inconnue\. Colonnes acceptées : Référence, Nom/,
    );
    expect(await refusal(csv(["Nom;Prix;Stock"]))).toBe("Ligne 1 : colonne manquante : Catégorie.");
    expect(await refusal(csv(["Nom;Catégorie;Prix;Stock"]))).toBe("Le fichier ne contient aucune ligne de produit sous l'en-tête.");
    expect(await refusal(csv(["Nom\0;Catégorie;Prix;Stock", "Robe;Mode;1000;1"]))).toBe("Ligne 1, colonne 1 : Caractère nul (\\0) refusé.");
    expect(await refusal(Buffer.alloc(0))).toBe("Le fichier est vide.");
  });

  it("reads a ZIP of the CSV and its photos, and refuses bombs, crowds and traversal names", async () => {
    const red = await photo("#c4552c");
    const good = zipSync({
      "catalogue.csv": csv(["Nom;Catégorie;Prix;Stock;Photos", "Sac photo;Beauté;9000;2;photos/rouge.jpg | bleu.jpg"]),
      photos: { "rouge.jpg": red },
      "bleu.jpg": await photo("#2c55c4"),
      "__MACOSX/._bleu.jpg": new Uint8Array([1, 2, 3]),
    });
    const plan = (await check(Buffer.from(good), "catalogue.zip")).data.verifierImportProduits;
    expect(plan).toMatchObject({ aCreer: 1, lignesEnErreur: 0 });
    const done = await send(CONFIRM, Buffer.from(good), "catalogue.zip", { empreinte: plan.empreinte });
    expect(done.data.importerProduits.importe).toBe(true);
    const bag = await app.prisma.product.findFirstOrThrow({
      where: { name: "Sac photo" },
      include: { images: { orderBy: { position: "asc" } } },
    });
    expect(bag.images.map((i) => [i.originalName, i.isPrimary])).toEqual([
      ["rouge.jpg", true],
      ["bleu.jpg", false],
    ]);

    // Per line: a missing photo, one too large, one that is no image, an address.
    const lines = zipSync({
      "c.csv": csv([
        "Nom;Catégorie;Prix;Stock;Photos",
        "A;Beauté;9000;2;absente.jpg",
        "B;Beauté;9000;2;lourde.jpg",
        "C;Beauté;9000;2;texte.jpg",
        "D;Beauté;9000;2;https://exemple.sn/a.jpg",
      ]),
      "lourde.jpg": new Uint8Array(6 * 1024 * 1024),
      "texte.jpg": Buffer.from("pas une image"),
    });
    const errors = (await check(Buffer.from(lines), "c.zip")).data.verifierImportProduits.detail.map(
      (l: { erreurs: { ligne: number; colonne: string; message: string }[] }) => l.erreurs[0],
    );
    expect(errors).toEqual([
      { ligne: 2, colonne: "Photos", message: "La photo « absente.jpg » n'est pas dans l'archive." },
      { ligne: 3, colonne: "Photos", message: "Le fichier lourde.jpg dépasse la limite de 5MB" },
      { ligne: 4, colonne: "Photos", message: "Le fichier texte.jpg n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)." },
      { ligne: 5, colonne: "Photos", message: expect.stringContaining("les photos par adresse (URL) ne sont pas importées") },
    ]);
    const plain = (await check(csv(["Nom;Catégorie;Prix;Stock;Photos", "A;Beauté;9000;2;a.jpg"]))).data.verifierImportProduits;
    expect(plain.detail[0].erreurs[0].message).toBe("Les photos s'importent dans une archive ZIP avec le CSV : « a.jpg » introuvable.");

    const header = csv(["Nom;Catégorie;Prix;Stock", "A;Beauté;9000;2"]);
    const started = Date.now();
    const bomb = zipSync({ "c.csv": header, "bombe.jpg": new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // Its honest header is refused unread (a line naming it: too large); a lying one, inflated, is stopped at 50 MB.
    const named = zipSync({
      "c.csv": csv(["Nom;Catégorie;Prix;Stock;Photos", "A;Beauté;9000;2;bombe.jpg"]),
      "bombe.jpg": new Uint8Array(60 * 1024 * 1024),
    });
    expect((await check(Buffer.from(named), "bombe.zip")).data.verifierImportProduits.detail[0].erreurs[0].message).toBe(
      "Le fichier bombe.jpg dépasse la limite de 5MB",
    );
    const lying = Buffer.from(bomb);
    const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    lying.writeUInt32LE(1, lying.indexOf(LOCAL_HEADER, 4) + 22); // the second entry's uncompressed size
    expect(await refusal(lying, "bombe.zip")).toBe("L'archive décompressée dépasse 50 Mo.");
    const csvBomb = zipSync({ "c.csv": new Uint8Array(20 * 1024 * 1024).fill(59) }, { level: 9 });
    expect(await refusal(Buffer.from(csvBomb), "bombe.zip")).toBe("Le fichier CSV dépasse 8 Mo : découpez-le en plusieurs fichiers.");
    expect(Date.now() - started).toBeLessThan(30_000);
    const crowd = zipSync({
      "c.csv": header,
      ...Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`p${i}.jpg`, new Uint8Array(1)])),
    });
    expect(await refusal(Buffer.from(crowd), "foule.zip")).toBe(
      "L'archive contient trop de fichiers : 201 au plus (le CSV et ses photos).",
    );
    for (const name of ["../evil.jpg", "/etc/passwd", "photos/../../x.jpg", "C:/x.jpg", "a\\b.jpg"])
      expect(await refusal(Buffer.from(zipSync({ "c.csv": header, [name]: new Uint8Array(1) })), "x.zip")).toMatch(
        /^L'archive contient un nom de fichier refusé/,
      );
    expect(await refusal(Buffer.from(zipSync({ "a.jpg": red })), "x.zip")).toBe("L'archive ne contient pas de fichier CSV.");
    expect(await refusal(Buffer.from(zipSync({ "a.csv": header, "b.csv": header })), "x.zip")).toBe(
      "L'archive contient plusieurs fichiers CSV (a.csv, b.csv) : un seul à la fois.",
    );
    expect(await refusal(Buffer.from("PK\u0003\u0004 pas une archive"), "x.zip")).toBe("L'archive ZIP est illisible ou endommagée.");
  });

  // More lines than the check shows (500): the size the bench measures (5 000, scripts/bench-import.ts)
  // is not a test's; the rule (one wrong line near the end writes nothing) is the same.
  it("writes nothing when one of the last of 1 200 lines is wrong, and all 1 200 once it is right", async () => {
    const total = 1200;
    const lines = (bad: boolean) => [
      "Nom;Catégorie;Sous-type;Prix (FCFA);Stock",
      ...Array.from({ length: total }, (_, i) => `Lot ${i + 1};Mode;Robes;${bad && i === total - 3 ? "douze" : 1000 + i};${i % 7}`),
    ];
    const before = await counts();
    const wrong = csv(lines(true));
    const plan = (await check(wrong)).data.verifierImportProduits;
    expect(plan).toMatchObject({ lignes: total, aCreer: total, lignesEnErreur: 1, lignesNonAffichees: total - IMPORT_LIMITS.shownLines });
    expect(plan.detail[0]).toMatchObject({
      ligne: total - 1,
      erreurs: [{ ligne: total - 1, colonne: "Prix (FCFA)", message: "Le prix doit être un nombre entier de FCFA." }],
    });
    expect((await send(CONFIRM, wrong, "lot.csv", { empreinte: plan.empreinte })).data.importerProduits.importe).toBe(false);
    expect(await counts()).toEqual(before);

    const right = csv(lines(false));
    // The fingerprint is the checked file's: another file is refused (409).
    const other = await send(CONFIRM, right, "lot.csv", { empreinte: plan.empreinte });
    expect(other.errors[0]).toMatchObject({
      message: "Ce n'est pas le fichier vérifié : vérifiez-le à nouveau avant d'importer.",
      extensions: { code: "CONFLICT" },
    });
    const empreinte = (await check(right)).data.verifierImportProduits.empreinte;
    const done = await send(CONFIRM, right, "lot.csv", { empreinte });
    expect(done.data.importerProduits).toMatchObject({ importe: true, aCreer: total });
    expect(await counts()).toEqual({ products: before.products + total, audit: before.audit + total });
    expect(await app.prisma.product.count({ where: { name: { startsWith: "Lot " }, subType: { name: "Robes" } } })).toBe(total);
  }, 180_000);

  it("round-trips the export: every line modifies its product, nothing changes", async () => {
    const exported = await fetch(`${app.url}/api/v1/produits/export.csv?search=boubou`, { headers: bearer(token) }).then((r) => r.text());
    expect(exported.split("\r\n")[0]).toBe(HEADER); // fetch's text() drops the BOM
    const before = await app.prisma.product.findUniqueOrThrow({ where: { id: kept.id } });
    const bytes = Buffer.from(exported, "utf8");
    const plan = (await check(bytes)).data.verifierImportProduits;
    expect(plan).toMatchObject({ lignes: 1, aModifier: 1, lignesEnErreur: 0 });
    expect((await send(CONFIRM, bytes, "export.csv", { empreinte: plan.empreinte })).data.importerProduits.importe).toBe(true);
    const after = await app.prisma.product.findUniqueOrThrow({ where: { id: kept.id } });
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  describe("REST and roles", () => {
    const form = (bytes: Buffer, empreinte?: string) => {
      const f = new FormData();
      if (empreinte) f.append("empreinte", empreinte);
      f.append("fichier", new Blob([new Uint8Array(bytes)]), "produits.csv");
      return f;
    };
    const file = csv(["Nom;Catégorie;Prix;Stock", "Sandales REST;Mode;7000;3"]);

    it("answers the same plan over /api/v1, and imports with the fingerprint", async () => {
      const checked = await rest("/produits/import/verification", form(file));
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ success: true, data: { aCreer: 1, lignesEnErreur: 0, importe: false } });
      const done = await rest("/produits/import", form(file, checked.body.data.empreinte));
      expect(done).toMatchObject({ status: 200, body: { success: true, message: "Import terminé : 1 produit(s) créé(s), 0 modifié(s)." } });
      const missing = await rest("/produits/import", form(file));
      expect(missing).toMatchObject({ status: 400, body: { success: false, field: "empreinte" } });
      const wrong = await rest("/produits/import", form(csv(["Nom;Catégorie;Prix;Stock", "X;Mode;0;3"]), checked.body.data.empreinte));
      expect(wrong.status).toBe(409);
      const json = await fetch(`${app.url}/api/v1/produits/import/verification`, {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
    });

    it("is an administrator's: anonymous callers get a 401 before the file is read, both roles may import", async () => {
      expect((await rest("/produits/import/verification", form(file), "")).status).toBe(401);
      const anonymous = await check(file, "produits.csv", "");
      expect(anonymous.status).toBe(401);
      const superAdmin = (await signInAs(app, "SUPER_ADMIN")).accessToken;
      expect((await check(file, "produits.csv", superAdmin)).data.verifierImportProduits.aCreer).toBe(1);
      // Photos keep their own limits: a second file in an import is refused.
      const two = await upload(
        app,
        token,
        CHECK,
        { fichier: null },
        { "variables.fichier": [file, "a.csv"], "variables.autre": [file, "b.csv"] },
      );
      expect(two.errors[0].message).toBe("Un seul fichier à importer (CSV ou ZIP).");
    });

    it("throttles one administrator's checks", async () => {
      const busy = (await signInAs(app, "ADMIN")).accessToken;
      for (let i = 0; i < IMPORT_LIMITS.perWindow; i++) expect((await check(file, "p.csv", busy)).errors).toBeUndefined();
      const refused = await check(file, "p.csv", busy);
      expect(refused.errors[0]).toMatchObject({
        message: "Trop d'imports en peu de temps : réessayez dans quelques minutes.",
        extensions: { code: "TOO_MANY_REQUESTS" },
      });
      // Another administrator is not held back.
      expect((await check(file)).errors).toBeUndefined();
    });
  });
});
