import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";

const ORDER_MISMATCH = "L'ordre des images doit citer exactement les images du produit, chacune une fois.";
const colour = (background: string) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

/** A GraphQL multipart request, as Apollo's upload link sends it. */
async function upload(app: TestApp, token: string, query: string, variables: Record<string, unknown>, files: [Buffer, string][]) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  form.append("map", JSON.stringify(Object.fromEntries(files.map((_f, i) => [String(i), [`variables.images.${i}`]]))));
  files.forEach(([bytes, name], i) => form.append(String(i), new Blob([new Uint8Array(bytes)]), name));
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { ...bearer(token), "apollo-require-preflight": "true" },
    body: form,
  });
  return { status: res.status, ...(await res.json()) };
}

const REORDER = `mutation($id: ID!, $order: [ID!], $input: ProductInput!) {
  updateProduct(id: $id, input: $input, imageOrder: $order) { nom images { id originalName isPrimary } imagePrincipale { originalName } }
}`;

describeEachDatabase("updateProduct(imageOrder): re-ordering existing photos", (kind) => {
  let app: TestApp;
  let token = "";
  let productId = "";
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
    const cat = await gql(app, `mutation { createCategory(input: { nom: "Bijoux" }) { id } }`, {}, bearer(token));
    const created = await upload(
      app,
      token,
      `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { id originalName } } }`,
      { input: { nom: "Collier", prix: 9000, stock: 5, typeProduit: cat.data.createCategory.id }, images: [null, null, null] },
      [
        [await colour("#aa2222"), "rouge.png"],
        [await colour("#22aa22"), "vert.png"],
        [await colour("#2222aa"), "bleu.png"],
      ],
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    productId = created.data.createProduct.id;
    ids = Object.fromEntries(created.data.createProduct.images.map((i: { id: string; originalName: string }) => [i.originalName, i.id]));
  });
  afterAll(() => app?.stop());

  const reorder = (order: unknown, input: Record<string, unknown> = {}) =>
    gql(app, REORDER, { id: productId, order, input }, bearer(token));

  it("puts the images in the given order, the first one becoming the main photo, with other changes in the same write", async () => {
    const r = await reorder([ids["bleu.png"], ids["rouge.png"], ids["vert.png"]], { nom: "Collier doré" });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.updateProduct.nom).toBe("Collier doré");
    expect(r.data.updateProduct.images.map((i: { originalName: string; isPrimary: boolean }) => [i.originalName, i.isPrimary])).toEqual([
      ["bleu.png", true],
      ["rouge.png", false],
      ["vert.png", false],
    ]);
    // originalName is for signed-in administrators; the public main photo is the same image.
    const pub = await gql(app, `query($id: ID!) { product(id: $id) { imagePrincipale { id } } }`, { id: productId });
    expect(pub.data.product.imagePrincipale.id).toBe(ids["bleu.png"]);
    const activity = await gql(app, `{ recentActivity(limit: 1) { title } }`, {}, bearer(token));
    expect(activity.data.recentActivity[0].title).toBe("Produit « Collier doré » modifié (images réordonnées)");
  });

  it("refuses an order that is not exactly the product's images, and changes nothing", async () => {
    const before = await gql(
      app,
      `query($id: ID!) { product(id: $id) { nom images { id originalName } } }`,
      { id: productId },
      bearer(token),
    );
    const wrong = [
      [ids["bleu.png"], ids["rouge.png"]], // one missing
      [ids["bleu.png"], ids["rouge.png"], ids["rouge.png"]], // a repeat
      [ids["bleu.png"], ids["rouge.png"], ids["vert.png"], "inconnu"], // a stranger
      [ids["bleu.png"], ids["rouge.png"], "inconnu"],
      Array.from({ length: 6 }, (_v, i) => `id${i}`),
    ];
    for (const order of wrong) {
      const r = await reorder(order, { nom: "Ne doit pas changer" });
      expect([r.errors?.[0].message, r.errors?.[0].extensions?.code]).toEqual([ORDER_MISMATCH, "BAD_USER_INPUT"]);
    }
    expect(
      await gql(app, `query($id: ID!) { product(id: $id) { nom images { id originalName } } }`, { id: productId }, bearer(token)),
    ).toEqual(before);
  });

  it("refuses another product's image id", async () => {
    const other = await gql(
      app,
      `mutation($c: ID!) { createProduct(input: { nom: "Bague", prix: 100, stock: 5, typeProduit: $c }) { id } }`,
      { c: (await gql(app, `query($id: ID!) { product(id: $id) { typeProduit { id } } }`, { id: productId })).data.product.typeProduit.id },
      bearer(token),
    );
    const r = await gql(app, REORDER, { id: other.data.createProduct.id, order: [ids["bleu.png"]], input: {} }, bearer(token));
    expect(r.errors?.[0].message).toBe(ORDER_MISMATCH);
  });

  it("refuses an order sent with new files (new files come in the chosen order and replace the old ones)", async () => {
    const r = await upload(
      app,
      token,
      `mutation($id: ID!, $images: [File!], $order: [ID!]) { updateProduct(id: $id, input: {}, images: $images, imageOrder: $order) { id } }`,
      { id: productId, images: [null], order: [ids["bleu.png"], ids["rouge.png"], ids["vert.png"]] },
      [[await colour("#ffffff"), "blanc.png"]],
    );
    expect([r.errors?.[0].message, r.errors?.[0].extensions?.code]).toEqual([
      "Les nouvelles images sont envoyées dans l'ordre voulu : l'ordre des images existantes ne s'envoie pas avec elles.",
      "BAD_USER_INPUT",
    ]);
    const after = await gql(app, `query($id: ID!) { product(id: $id) { images { originalName } } }`, { id: productId }, bearer(token));
    expect(after.data.product.images.map((i: { originalName: string }) => i.originalName)).toEqual(["bleu.png", "rouge.png", "vert.png"]);
  });

  it("needs an administrator", async () => {
    const r = await gql(app, REORDER, { id: productId, order: [ids["vert.png"], ids["bleu.png"], ids["rouge.png"]], input: {} });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
