// Sizes, colours and their stock (issue 25, decision 068), over real HTTP on both databases: the
// rules of services/product-variants.ts through GraphQL and REST (JSON and multipart), the sums, the
// size filter and its caches, per-photo editing, and the database's own refusal of negative stock.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { bearer, signInAs } from "./session.ts";
import { expectContract } from "./contract.ts";
import { upload } from "./multipart.ts";
import { failingStorage } from "./failing-storage.ts";

const VARIANTS = "stock enRupture options { nom valeurs } variantes { id taille couleur stock actif disponible }";
const CREATE = `mutation($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id ${VARIANTS} images { id couleur isPrimary originalName } } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { updateProduct(id: $id, input: $input, images: $images, photos: $photos) { id ${VARIANTS} images { id couleur isPrimary originalName } } }`;

const SIZES = { nom: "Taille", valeurs: ["S", "M", "L"] };
const COLOURS = { nom: "Couleur", valeurs: ["Bleu", "Rouge"] };
/** Every combination of S/M/L x Bleu/Rouge with its stock. */
const grid = (stock: (size: string, colour: string) => number) =>
  SIZES.valeurs.flatMap((taille) => COLOURS.valeurs.map((couleur) => ({ taille, couleur, stock: stock(taille, couleur) })));
const photo = (background: string) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

describeEachDatabase("sizes, colours and stock", (kind) => {
  let app: TestApp;
  let token = "";
  let categoryId = "";
  const storage = failingStorage();
  const auth = () => bearer(token);

  beforeAll(async () => {
    app = await startTestApp(kind, {}, undefined, storage.wrap);
    token = (await signInAs(app, "ADMIN")).accessToken;
    categoryId = (await createCategory(app.prisma, "Vêtements")).id;
  });
  afterAll(() => app?.stop());

  const rest = async (method: string, p: string, body?: { json?: unknown; form?: FormData }, withToken = true) => {
    const headers: Record<string, string> = withToken ? auth() : {};
    if (body?.json !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${app.url}/api/v1${p}`, {
      method,
      headers,
      body: body?.form ?? (body?.json !== undefined ? JSON.stringify(body.json) : undefined),
    });
    const json = await res.json();
    expectContract(method, p, res.status, json);
    return { status: res.status, body: json };
  };
  const create = (input: Record<string, unknown>) =>
    gql(app, CREATE, { input: { typeProduit: categoryId, prix: 15000, ...input } }, auth());
  const files = () =>
    fs
      .readdirSync(path.join(app.dataDir, "uploads", "products"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".webp"))
      .sort();

  it("sums the active combinations' stock, keeps the seller's order, and answers the same over GraphQL and REST", async () => {
    const r = await create({
      nom: "Robe wax Dakar",
      options: [SIZES, COLOURS],
      variantes: [
        ...grid((s, c) => (s === "L" ? 0 : c === "Bleu" ? 4 : 1)).slice(0, 5),
        { taille: "l", couleur: "ROUGE", stock: 9, actif: false },
      ],
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const p = r.data.createProduct;
    expect([p.stock, p.enRupture, p.options]).toEqual([10, false, [SIZES, COLOURS]]);
    expect(p.variantes.map((v: any) => [v.taille, v.couleur, v.stock, v.actif, v.disponible])).toEqual([
      ["S", "Bleu", 4, true, true],
      ["S", "Rouge", 1, true, true],
      ["M", "Bleu", 4, true, true],
      ["M", "Rouge", 1, true, true],
      ["L", "Bleu", 0, true, false],
      ["L", "Rouge", 9, false, false],
    ]);
    const got = await rest("GET", `/produits/${p.id}`, undefined, false);
    expect(got.body.data).toMatchObject({ stock: 10, enRupture: false, options: [SIZES, COLOURS] });
    expect(got.body.data.variantes).toEqual(p.variantes);

    // Colours first now, Rouge before Bleu: the same combinations keep their ids.
    const ids = new Map(p.variantes.map((v: any) => [`${v.taille}/${v.couleur}`, v.id]));
    const u = await gql(
      app,
      UPDATE,
      {
        id: p.id,
        input: {
          options: [
            { nom: "Couleur", valeurs: ["Rouge", "Bleu"] },
            { nom: "Taille", valeurs: ["M", "S"] },
          ],
          variantes: grid(() => 0).filter((v) => v.taille !== "L"),
        },
      },
      auth(),
    );
    expect(u.errors, JSON.stringify(u.errors)).toBeUndefined();
    const after = u.data.updateProduct;
    expect([after.stock, after.enRupture]).toEqual([0, true]);
    expect(after.variantes.map((v: any) => [`${v.taille}/${v.couleur}`, v.id === ids.get(`${v.taille}/${v.couleur}`)])).toEqual([
      ["M/Rouge", true],
      ["S/Rouge", true],
      ["M/Bleu", true],
      ["S/Bleu", true],
    ]);
    // Back in stock: no longer out of stock, since the seller never ticked 'En rupture'.
    const back = await gql(
      app,
      UPDATE,
      {
        id: p.id,
        input: {
          options: [SIZES],
          variantes: [
            { taille: "S", stock: 2 },
            { taille: "M", stock: 0 },
            { taille: "L", stock: 1 },
          ],
        },
      },
      auth(),
    );
    expect([back.data.updateProduct.stock, back.data.updateProduct.enRupture]).toEqual([3, false]);
    // Without options again: a plain stock is required.
    const plain = await gql(app, UPDATE, { id: p.id, input: { options: [], stock: 7 } }, auth());
    expect([plain.data.updateProduct.stock, plain.data.updateProduct.variantes, plain.data.updateProduct.options]).toEqual([7, [], []]);
  });

  it("refuses every wrong stock, option and combination with a French 400 over GraphQL, JSON and multipart, and writes nothing", async () => {
    const sized = (await create({ nom: "Chemise", options: [SIZES], variantes: SIZES.valeurs.map((taille) => ({ taille, stock: 1 })) }))
      .data.createProduct;
    const count = () => app.prisma.product.count();
    const before = await count();
    const many = (n: number, prefix = "V") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["no stock", { nom: "Pagne" }, "stock", "Le stock est requis."],
      ["negative stock", { nom: "Pagne", stock: -1 }, "stock", "Le stock doit être un nombre entier positif."],
      ["too much stock", { nom: "Pagne", stock: 1_000_001 }, "stock", "Le stock doit être un nombre entier positif."],
      [
        "three options",
        { nom: "Pagne", options: [SIZES, COLOURS, SIZES], variantes: [] },
        "options",
        "Un produit a au plus deux options : Taille et Couleur.",
      ],
      [
        "unknown option",
        { nom: "Pagne", options: [{ nom: "Matière", valeurs: ["Coton"] }], variantes: [] },
        "options",
        "Les options possibles sont Taille et Couleur.",
      ],
      ["option twice", { nom: "Pagne", options: [SIZES, SIZES], variantes: [] }, "options", "L'option Taille apparaît deux fois."],
      [
        "no value",
        { nom: "Pagne", options: [{ nom: "Taille", valeurs: [] }], variantes: [] },
        "options",
        "L'option Taille doit avoir au moins une valeur.",
      ],
      [
        "21 values",
        { nom: "Pagne", options: [{ nom: "Taille", valeurs: many(21) }], variantes: [] },
        "options",
        "L'option Taille ne peut pas avoir plus de 20 valeurs.",
      ],
      [
        "empty value",
        { nom: "Pagne", options: [{ nom: "Couleur", valeurs: ["Bleu", "  "] }], variantes: [] },
        "options",
        "Une valeur de l'option Couleur est vide.",
      ],
      [
        "long value",
        { nom: "Pagne", options: [{ nom: "Couleur", valeurs: ["B".repeat(31)] }], variantes: [] },
        "options",
        "Une valeur de l'option Couleur ne peut pas dépasser 30 caractères.",
      ],
      [
        "same value twice",
        { nom: "Pagne", options: [{ nom: "Couleur", valeurs: ["Écru", "ecru"] }], variantes: [] },
        "options",
        "La valeur « ecru » apparaît deux fois dans l'option Couleur.",
      ],
      [
        "61 combinations",
        {
          nom: "Pagne",
          options: [
            { nom: "Taille", valeurs: many(8) },
            { nom: "Couleur", valeurs: many(8, "C") },
          ],
          variantes: [],
        },
        "options",
        "Un produit a au plus 60 combinaisons de tailles et couleurs (64 demandées).",
      ],
      [
        "options alone",
        { nom: "Pagne", options: [SIZES] },
        "variantes",
        "Avec des options, le champ variantes (la liste des combinaisons et de leur stock) est requis.",
      ],
      [
        "combinations alone",
        { nom: "Pagne", stock: 1, variantes: [{ taille: "S", stock: 1 }] },
        "variantes",
        "Les combinaisons s'envoient avec leurs options.",
      ],
      [
        "missing combination",
        { nom: "Pagne", options: [SIZES, COLOURS], variantes: grid(() => 1).slice(1) },
        "variantes",
        "Il manque le stock de la combinaison Taille S, Couleur Bleu.",
      ],
      [
        "combination twice",
        { nom: "Pagne", options: [SIZES, COLOURS], variantes: [...grid(() => 1), { taille: "s", couleur: "bleu", stock: 2 }] },
        "variantes",
        "La combinaison Taille S, Couleur Bleu apparaît deux fois.",
      ],
      [
        "unknown size",
        { nom: "Pagne", options: [SIZES], variantes: [{ taille: "XL", stock: 1 }] },
        "variantes",
        "La taille « XL » d'une combinaison n'est pas une valeur de l'option Taille.",
      ],
      [
        "colour without the option",
        { nom: "Pagne", options: [SIZES], variantes: SIZES.valeurs.map((taille) => ({ taille, couleur: "Bleu", stock: 1 })) },
        "variantes",
        "Une combinaison cite une couleur alors que le produit n'a pas d'option Couleur.",
      ],
      [
        "negative combination stock",
        { nom: "Pagne", options: [SIZES], variantes: SIZES.valeurs.map((taille) => ({ taille, stock: -2 })) },
        "variantes",
        "Le stock doit être un nombre entier positif.",
      ],
      [
        "photo without its file",
        { nom: "Pagne", stock: 1, photos: [{ nouvelle: 0 }] },
        "photos",
        "Le champ nouvelle d'une photo doit être le rang (0 à 0) d'un fichier envoyé, cité une fois.",
      ],
    ];
    for (const [what, input, field, message] of cases) {
      const { photos, ...fields } = input;
      const g = await gql(
        app,
        CREATE,
        { input: { typeProduit: categoryId, prix: 15000, ...fields }, ...(photos ? { photos } : {}) },
        auth(),
      );
      expect([what, g.errors?.[0].message, g.errors?.[0].extensions?.code, g.errors?.[0].extensions?.field]).toEqual([
        what,
        message,
        "BAD_USER_INPUT",
        field,
      ]);
      const j = await rest("POST", "/produits", { json: { typeProduit: categoryId, prix: 15000, ...input } });
      expect([what, j.status, j.body.message, j.body.field]).toEqual([what, 400, message, field]);
    }
    // Wrong JSON types (REST JSON, where GraphQL's own types do not stand in the way).
    const typed: [unknown, string, string][] = [
      [{ stock: "beaucoup" }, "stock", "Le stock doit être un nombre entier positif."],
      [{ stock: 2.5 }, "stock", "Le stock doit être un nombre entier positif."],
      [{ stock: [3] }, "stock", "Le stock doit être un nombre entier positif."],
      [{ stock: 1, options: { nom: "Taille" } }, "options", "Le champ options doit être une liste."],
      [
        { options: [{ nom: "Taille", valeurs: "S" }], variantes: [] },
        "options",
        "Les valeurs de l'option Taille doivent être une liste de textes.",
      ],
      [
        { options: [{ nom: "Taille", valeurs: [38] }], variantes: [] },
        "options",
        "Les valeurs de l'option Taille doivent être des textes.",
      ],
      [{ options: [SIZES], variantes: ["S"] }, "variantes", "Chaque combinaison est un objet { taille, couleur, stock, actif }."],
      [
        {
          options: [SIZES],
          variantes: SIZES.valeurs
            .map((taille) => ({ taille, stock: "2" }))
            .slice(0, 2)
            .concat([{ taille: "L" } as never]),
        },
        "variantes",
        "Le stock de la combinaison Taille L est requis.",
      ],
      [
        { options: [SIZES], variantes: SIZES.valeurs.map((taille) => ({ taille, stock: 1, actif: "non" })) },
        "variantes",
        "Le champ actif d'une combinaison doit valoir true ou false.",
      ],
      [{ stock: 1, photos: { nouvelle: 0 } }, "photos", "Le champ photos doit être une liste."],
    ];
    for (const [input, field, message] of typed) {
      const j = await rest("POST", "/produits", { json: { nom: "Pagne", typeProduit: categoryId, prix: 15000, ...(input as object) } });
      expect([JSON.stringify(input), j.status, j.body.message, j.body.field]).toEqual([JSON.stringify(input), 400, message, field]);
    }
    // Multipart: JSON text in the fields; bad JSON, and a NUL escaped inside it, are refused.
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ nom: "Pagne", prix: "15000", typeProduit: categoryId, ...fields })) f.append(k, v);
      return f;
    };
    const multipart: [Record<string, string>, string, string][] = [
      [{ stock: "-3" }, "stock", "Le stock doit être un nombre entier positif."],
      [{ options: "[{nom:Taille}]", variantes: "[]" }, "options", "Le champ options doit être du JSON valide."],
      [
        { options: JSON.stringify([{ nom: "Taille", valeurs: ["S\u0000"] }]), variantes: "[]" },
        "options",
        "Le texte envoyé contient un caractère nul (\\0) : refusé.",
      ],
      [
        { options: JSON.stringify([SIZES]), variantes: JSON.stringify([{ taille: "S", stock: 1 }]) },
        "variantes",
        "Il manque le stock de la combinaison Taille M.",
      ],
    ];
    for (const [fields, field, message] of multipart) {
      const m = await rest("POST", "/produits", { form: form(fields) });
      expect([JSON.stringify(fields), m.status, m.body.message, m.body.field]).toEqual([JSON.stringify(fields), 400, message, field]);
    }
    const ok = await rest("POST", "/produits", {
      form: form({
        options: JSON.stringify([COLOURS]),
        variantes: JSON.stringify([
          { couleur: "bleu", stock: "2" },
          { couleur: "Rouge", stock: 3 },
        ]),
      }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      stock: 5,
      options: [COLOURS],
      variantes: [
        { taille: null, couleur: "Bleu", stock: 2, disponible: true },
        { couleur: "Rouge", stock: 3 },
      ],
    });
    expect(await count()).toBe(before + 1);
    // A product with combinations: its stock is theirs.
    const alone = await rest("PUT", `/produits/${sized.id}`, { json: { stock: 50 } });
    expect([alone.status, alone.body.message]).toEqual([400, "Ce produit a des tailles ou couleurs : son stock se règle par combinaison."]);
    expect((await app.prisma.product.findUniqueOrThrow({ where: { id: sized.id } })).stock).toBe(3);
  });

  it("has the database refuse a stock below zero, whatever writes it", async () => {
    const p = await createProduct(app.prisma, { name: "Sandale", categoryId });
    await expect(app.prisma.product.update({ where: { id: p.id }, data: { stock: -1 } })).rejects.toThrow(/Product_stock_check|check/i);
    await expect(
      app.prisma.productVariant.create({ data: { productId: p.id, size: "38", sizeKey: "38", stock: -1, position: 0 } }),
    ).rejects.toThrow(/ProductVariant_stock_check|check/i);
    expect((await app.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(10);
  });

  it("filters lists by size in stock (GraphQL and REST, cached answers dropped when a combination's stock changes), lists a category's sizes, and filters admin lists by stock", async () => {
    const shoes = await createCategory(app.prisma, "Chaussures");
    const make = async (nom: string, variantes: { taille: string; stock: number; actif?: boolean }[]) => {
      const r = await gql(
        app,
        CREATE,
        {
          input: {
            nom,
            prix: 20000,
            typeProduit: shoes.id,
            options: [{ nom: "Taille", valeurs: variantes.map((v) => v.taille) }],
            variantes,
          },
        },
        auth(),
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data.createProduct.id as string;
    };
    const babouche = await make("Babouche", [
      { taille: "38", stock: 2 },
      { taille: "40", stock: 0 },
    ]);
    await make("Mocassin", [
      { taille: "40", stock: 5, actif: false },
      { taille: "42", stock: 1 },
    ]);
    await gql(app, CREATE, { input: { nom: "Cirage", prix: 1000, stock: 3, typeProduit: shoes.id } }, auth());
    const names = async (size: string) => {
      const g = await gql(app, `query($c: ID, $s: String) { products(categoryId: $c, size: $s) { items { nom } pagination { total } } }`, {
        c: shoes.id,
        s: size,
      });
      const r = await rest("GET", `/produits?categorie=${shoes.id}&taille=${encodeURIComponent(size)}`, undefined, false);
      expect(r.body.data.map((p: { nom: string }) => p.nom)).toEqual(g.data.products.items.map((p: { nom: string }) => p.nom));
      expect(r.body.pagination.total).toBe(g.data.products.pagination.total);
      return g.data.products.items.map((p: { nom: string }) => p.nom);
    };
    expect([await names("38"), await names("40"), await names("42"), await names("44"), await names("")]).toEqual([
      ["Babouche"],
      [],
      ["Mocassin"],
      [],
      ["Babouche", "Cirage", "Mocassin"],
    ]);
    // Answered from the caches now; selling the last 38s must drop them.
    expect(await names("38")).toEqual(["Babouche"]);
    await gql(
      app,
      UPDATE,
      {
        id: babouche,
        input: {
          options: [{ nom: "Taille", valeurs: ["38", "40"] }],
          variantes: [
            { taille: "38", stock: 0 },
            { taille: "40", stock: 4 },
          ],
        },
      },
      auth(),
    );
    expect([await names("38"), await names("40")]).toEqual([[], ["Babouche"]]);

    const sizes = await gql(app, `query($c: ID) { productSizes(categoryId: $c) }`, { c: shoes.id });
    expect(sizes.data.productSizes).toEqual(["38", "40", "42"]);
    expect((await rest("GET", `/produits/tailles?categorie=${shoes.id}`, undefined, false)).body.data).toEqual(["38", "40", "42"]);
    expect((await rest("GET", `/produits/tailles?categorie=${categoryId}`, undefined, false)).body.data).toEqual(
      expect.arrayContaining(["S", "M", "L"]),
    );

    const long = await gql(app, `{ products(size: "${"x".repeat(31)}") { items { id } } }`);
    expect(long.errors?.[0].message).toBe("La taille ne peut pas dépasser 30 caractères.");

    const stockList = `query($c: ID, $s: StockFilter) { products(categoryId: $c, stock: $s) { items { nom } } }`;
    const admin = async (s: string) =>
      (await gql(app, stockList, { c: shoes.id, s }, auth())).data.products.items.map((p: { nom: string }) => p.nom);
    expect([await admin("rupture"), await admin("bas")]).toEqual([[], ["Cirage", "Mocassin"]]);
    expect((await gql(app, stockList, { c: shoes.id, s: "bas" })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await rest("GET", `/produits?stock=bas`, undefined, false)).status).toBe(401);
    expect((await rest("GET", `/produits?stock=beaucoup`)).body.message).toBe("Filtre de stock inconnu : utilisez rupture ou bas.");
    expect((await rest("GET", `/produits?categorie=${shoes.id}&stock=bas`)).body.data.map((p: { nom: string }) => p.nom)).toEqual([
      "Cirage",
      "Mocassin",
    ]);
  });

  it("removes, replaces and re-colours one photo at a time; a failed upload loses nothing", async () => {
    const made = await upload(
      app,
      token,
      CREATE,
      {
        input: {
          nom: "Boubou",
          prix: 30000,
          typeProduit: categoryId,
          options: [COLOURS],
          variantes: [
            { couleur: "Bleu", stock: 1 },
            { couleur: "Rouge", stock: 1 },
          ],
        },
        images: [null, null, null],
        photos: [{ nouvelle: 2, couleur: "rouge" }, { nouvelle: 0, couleur: "Bleu" }, { nouvelle: 1 }],
      },
      {
        "variables.images.0": [await photo("#2244aa"), "bleu.png"],
        "variables.images.1": [await photo("#888888"), "gris.png"],
        "variables.images.2": [await photo("#aa2222"), "rouge.png"],
      },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const product = made.data.createProduct;
    expect(product.images.map((i: any) => [i.originalName, i.couleur, i.isPrimary])).toEqual([
      ["rouge.png", "Rouge", true],
      ["bleu.png", "Bleu", false],
      ["gris.png", null, false],
    ]);
    const [rouge, bleu, gris] = product.images.map((i: { id: string }) => i.id);
    const filesBefore = files();

    // The upload of the replacement fails: every photo and file stays.
    storage.failOnWrite(1);
    const failed = await upload(
      app,
      token,
      UPDATE,
      { id: product.id, input: {}, images: [null], photos: [{ id: bleu }, { nouvelle: 0, couleur: "Rouge" }] },
      { "variables.images.0": [await photo("#cc3333"), "rouge2.png"] },
    );
    storage.reset();
    expect(failed.errors?.length).toBe(1);
    expect(files()).toEqual(filesBefore);
    expect((await app.prisma.productImage.findMany({ where: { productId: product.id } })).length).toBe(3);

    // Grey removed, red replaced, blue first: only the two old photos' files go, after the commit.
    const done = await upload(
      app,
      token,
      UPDATE,
      {
        id: product.id,
        input: {},
        images: [null],
        photos: [
          { id: bleu, couleur: "Bleu" },
          { nouvelle: 0, couleur: "Rouge" },
        ],
      },
      { "variables.images.0": [await photo("#cc3333"), "rouge2.png"] },
    );
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data.updateProduct.images.map((i: any) => [i.id === bleu, i.originalName, i.couleur, i.isPrimary])).toEqual([
      [true, "bleu.png", "Bleu", true],
      [false, "rouge2.png", "Rouge", false],
    ]);
    const keysOf = async (ids: string[]) =>
      (await app.prisma.productImage.findMany({ where: { id: { in: ids } } })).map((i) => i.storageKey);
    expect(await keysOf([rouge, gris])).toEqual([]);
    const now = files();
    expect(now.filter((f) => !filesBefore.includes(f)).length).toBeGreaterThan(0);
    expect(filesBefore.filter((f) => !now.includes(f)).length).toBe((filesBefore.length / 3) * 2);

    // Removing a colour a photo shows is refused until the photo changes; photo ids of another product too.
    const drop = await gql(
      app,
      UPDATE,
      { id: product.id, input: { options: [{ nom: "Couleur", valeurs: ["Bleu"] }], variantes: [{ couleur: "Bleu", stock: 1 }] } },
      auth(),
    );
    expect(drop.errors?.[0].message).toBe(
      "Une photo montre la couleur « Rouge », qui n'est plus une couleur du produit : changez la couleur de la photo ou retirez-la.",
    );
    const other = (await create({ nom: "Autre", stock: 1 })).data.createProduct.id;
    const stranger = await gql(app, UPDATE, { id: other, input: {}, photos: [{ id: bleu }] }, auth());
    expect(stranger.errors?.[0].message).toBe("Une photo citée n'est pas une image de ce produit.");
    const green = await gql(app, UPDATE, { id: product.id, input: {}, photos: [{ id: bleu, couleur: "Vert" }] }, auth());
    expect(green.errors?.[0].message).toBe("La couleur de la photo n° 1 n'est pas une couleur du produit.");
    const kept = await gql(
      app,
      UPDATE,
      {
        id: product.id,
        input: { options: [{ nom: "Couleur", valeurs: ["Bleu"] }], variantes: [{ couleur: "Bleu", stock: 1 }] },
        photos: [{ id: bleu, couleur: "Bleu" }],
      },
      auth(),
    );
    expect(kept.errors, JSON.stringify(kept.errors)).toBeUndefined();
    expect(kept.data.updateProduct.images.map((i: any) => i.couleur)).toEqual(["Bleu"]);
  });
});
