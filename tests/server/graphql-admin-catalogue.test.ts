import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { upload } from "./multipart.ts";

const png = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: "#2d3b8a" } })
    .png()
    .toBuffer();

describeEachDatabase("GraphQL back-office catalogue operations", (kind) => {
  let app: TestApp;
  let token = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
  });
  afterAll(() => app?.stop());

  it("refuses anonymous callers", async () => {
    const r = await gql(app, `mutation { createCategory(input: { nom: "X" }) { id } }`);
    expect([r.status, r.errors?.[0].extensions?.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await gql(app, `{ dashboardStats { title } }`)).status).toBe(401);
  });

  it("creates and updates categories with the same rules as REST", async () => {
    const bad = await gql(
      app,
      `mutation { createCategory(input: { nom: "Sacs", sousTypes: [{ nom: "Cabas" }, { nom: "CABAS" }] }) { id } }`,
      {},
      bearer(token),
    );
    expect(bad.errors?.[0].message).toBe("Ce type existe déjà");
    const c = await gql(
      app,
      `mutation { createCategory(input: { nom: "Sacs", sousTypes: [{ nom: "Cabas" }] }) { id nom sousTypes { nom } } }`,
      {},
      bearer(token),
    );
    expect(c.data.createCategory.sousTypes).toEqual([{ nom: "Cabas" }]);
    const u = await gql(
      app,
      `mutation($id: ID!) { updateCategory(id: $id, input: { sousTypes: [{ nom: "Cabas" }, { nom: "Pochettes" }] }) { nom nbSousTypes } }`,
      { id: c.data.createCategory.id },
      bearer(token),
    );
    expect(u.data.updateCategory).toEqual({ nom: "Sacs", nbSousTypes: 2 });
  });

  it("creates a product with uploaded images, replaces them, deletes it; the dashboard sees it all", async () => {
    const cat = await gql(app, `mutation { createCategory(input: { nom: "Beauté" }) { id } }`, {}, bearer(token));
    const create = await upload(
      app,
      token,
      `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id prixApresPromotion images { originalName url } } }`,
      {
        input: { nom: "Karité", prix: 4000, stock: 5, pourcentPromotion: 25, typeProduit: cat.data.createCategory.id },
        images: [null, null],
      },
      { "variables.images.0": [await png(), "pot.png"], "variables.images.1": [await png(), "pot2.png"] },
    );
    expect(create.errors, JSON.stringify(create.errors)).toBeUndefined();
    expect(create.data.createProduct.prixApresPromotion).toBe(3000);
    expect(create.data.createProduct.images.map((i: any) => i.originalName)).toEqual(["pot.png", "pot2.png"]);
    const id = create.data.createProduct.id;
    const fake = await upload(
      app,
      token,
      `mutation($id: ID!, $images: [File!]) { updateProduct(id: $id, input: {}, images: $images) { id } }`,
      { id, images: [null] },
      { "variables.images.0": [Buffer.from("pas une image"), "x.png"] },
    );
    expect(fake.errors?.[0].message).toBe("Le fichier x.png n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).");
    const replaced = await upload(
      app,
      token,
      `mutation($id: ID!, $images: [File!]) { updateProduct(id: $id, input: { aLaUne: true }, images: $images) { aLaUne images { originalName } } }`,
      { id, images: [null] },
      { "variables.images.0": [await png(), "nouveau.png"] },
    );
    expect(replaced.data.updateProduct).toEqual({ aLaUne: true, images: [{ originalName: "nouveau.png" }] });
    const top = await gql(
      app,
      `{ topProducts(by: promotion, limit: 5) { nom } dashboardStats { title value } recentActivity(limit: 3) { title } }`,
      {},
      bearer(token),
    );
    expect(top.data.topProducts).toEqual([{ nom: "Karité" }]);
    expect(top.data.dashboardStats.find((s: any) => s.title === "En promotion").value).toBe(1);
    expect(top.data.recentActivity[0].title).toBe("Produit « Karité » modifié (images remplacées)");
    expect((await gql(app, `mutation($id: ID!) { deleteProduct(id: $id) }`, { id }, bearer(token))).data.deleteProduct).toBe(true);
    expect((await gql(app, `mutation($id: ID!) { deleteProduct(id: $id) }`, { id }, bearer(token))).errors?.[0].message).toBe(
      "Produit introuvable",
    );
  });
});
