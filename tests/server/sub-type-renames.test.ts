// Issue 22 item 6: renaming a sub-type keeps it (GraphQL and the admin form send its id with the new
// name), and a sub-type that products still use is never deleted: a French 409 names it and its
// product count, nothing written (decision 062). REST's list of names keeps its meaning.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const UPDATE = `mutation($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { nom sousTypes { id nom } } }`;
const CREATE = `mutation($i: CategoryInput!) { createCategory(input: $i) { id } }`;
const PAGNE_USED = "Impossible de supprimer le type « Pagne » : 3 produits l'utilisent.";

describeEachDatabase("sub-type renames keep their products", (kind) => {
  let app: TestApp;
  let token = "";
  let n = 0;
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
  });
  afterAll(() => app?.stop());

  const update = (id: string, i: Record<string, unknown>) => gql(app, UPDATE, { id, i }, bearer(token));
  const rest = async (method: string, p: string, json: unknown) => {
    const res = await fetch(`${app.url}/api/v1${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  /** A category "Tissus n" with the sub-types Pagne (3 products) and Bazin (none), and one product without a sub-type. */
  async function tissus() {
    const c = await createCategory(app.prisma, `Tissus ${++n}`, ["Pagne", "Bazin"]);
    const [pagne, bazin] = c.subTypes;
    for (const name of ["Wax", "Kita", "Batik"])
      await createProduct(app.prisma, { name: `${name} ${n}`, categoryId: c.id, subTypeId: pagne.id });
    await createProduct(app.prisma, { name: `Coupon ${n}`, categoryId: c.id });
    return { id: c.id, name: c.name, pagne: pagne.id, bazin: bazin.id };
  }
  const subTypesOf = async (categoryId: string) =>
    (await app.prisma.subType.findMany({ where: { categoryId }, orderBy: { position: "asc" }, select: { id: true, name: true } })).map(
      (s) => [s.id, s.name],
    );
  const inPagne = (pagne: string) => app.prisma.product.count({ where: { subTypeId: pagne } });

  it("GraphQL: a rename sent with the sub-type's id keeps its id and its products", async () => {
    const t = await tissus();
    const r = await update(t.id, {
      sousTypes: [
        { id: t.pagne, nom: "Pagnes" },
        { id: t.bazin, nom: "Bazin" },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateCategory.sousTypes).toEqual([
      { id: t.pagne, nom: "Pagnes" },
      { id: t.bazin, nom: "Bazin" },
    ]);
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it("GraphQL: swapping two names, reordering, renaming A to B while adding a new A and case-only renames keep every product", async () => {
    const t = await tissus();
    const swapped = await update(t.id, {
      sousTypes: [
        { id: t.pagne, nom: "Bazin" },
        { id: t.bazin, nom: "Pagne" },
      ],
    });
    expect(swapped.data.updateCategory.sousTypes).toEqual([
      { id: t.pagne, nom: "Bazin" },
      { id: t.bazin, nom: "Pagne" },
    ]);
    const reordered = await update(t.id, {
      sousTypes: [
        { id: t.bazin, nom: "Pagne" },
        { id: t.pagne, nom: "Bazin" },
      ],
    });
    expect(reordered.data.updateCategory.sousTypes).toEqual([
      { id: t.bazin, nom: "Pagne" },
      { id: t.pagne, nom: "Bazin" },
    ]);
    // Back to Pagne/Bazin, then Pagne becomes Pagnes while a new, empty Pagne is added.
    await update(t.id, {
      sousTypes: [
        { id: t.pagne, nom: "Pagne" },
        { id: t.bazin, nom: "Bazin" },
      ],
    });
    const renamedAndAdded = await update(t.id, {
      sousTypes: [{ id: t.pagne, nom: "Pagnes" }, { nom: "Pagne" }, { id: t.bazin, nom: "Bazin" }],
    });
    const [pagnes, added] = renamedAndAdded.data.updateCategory.sousTypes;
    expect([pagnes, added.nom]).toEqual([{ id: t.pagne, nom: "Pagnes" }, "Pagne"]);
    expect(added.id).not.toBe(t.pagne);
    const caseOnly = await update(t.id, { sousTypes: [{ id: t.pagne, nom: "PAGNES" }, { id: added.id, nom: "pagne" }, { nom: "bazin" }] });
    expect(caseOnly.data.updateCategory.sousTypes).toEqual([
      { id: t.pagne, nom: "PAGNES" },
      { id: added.id, nom: "pagne" },
      { id: t.bazin, nom: "bazin" },
    ]);
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it("GraphQL: removing a sub-type that products use is refused in French, naming it and the count, and nothing is written", async () => {
    const t = await tissus();
    const before = await subTypesOf(t.id);
    const r = await update(t.id, { nom: "Étoffes", sousTypes: [{ id: t.bazin, nom: "Bazins" }, { nom: "Soie" }] });
    expect([r.errors?.[0].message, r.errors?.[0].extensions?.code]).toEqual([PAGNE_USED, "CONFLICT"]);
    expect(await subTypesOf(t.id)).toEqual(before);
    expect((await app.prisma.category.findUniqueOrThrow({ where: { id: t.id } })).name).toBe(t.name);
    expect(await inPagne(t.pagne)).toBe(3);
    // One product: the singular.
    await app.prisma.product.deleteMany({ where: { subTypeId: t.pagne, name: { not: `Wax ${n}` } } });
    expect((await update(t.id, { sousTypes: [] })).errors?.[0].message).toBe(
      "Impossible de supprimer le type « Pagne » : 1 produit l'utilise.",
    );
  });

  it("GraphQL: an unused sub-type is removed; an id that is not one of the category's sub-types is refused", async () => {
    const t = await tissus();
    const r = await update(t.id, { sousTypes: [{ id: t.pagne, nom: "Pagne" }] });
    expect(r.data.updateCategory.sousTypes).toEqual([{ id: t.pagne, nom: "Pagne" }]);
    expect(await app.prisma.subType.count({ where: { id: t.bazin } })).toBe(0);
    const gone = await update(t.id, {
      sousTypes: [
        { id: t.pagne, nom: "Pagne" },
        { id: t.bazin, nom: "Bazin" },
      ],
    });
    expect([gone.errors?.[0].message, gone.errors?.[0].extensions?.code]).toEqual([
      "Le type « Bazin » n'existe pas ou plus dans cette catégorie : rechargez la page.",
      "CONFLICT",
    ]);
    const other = await tissus();
    const foreign = await update(t.id, {
      sousTypes: [
        { id: t.pagne, nom: "Pagne" },
        { id: other.bazin, nom: "Bazin" },
      ],
    });
    expect(foreign.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(
      (await gql(app, CREATE, { i: { nom: `Neuve ${n}`, sousTypes: [{ id: t.pagne, nom: "Pagne" }] } }, bearer(token))).errors?.[0]
        .extensions?.code,
    ).toBe("CONFLICT");
    for (const sousTypes of [
      [{ id: "x".repeat(65), nom: "A" }],
      [
        { id: t.pagne, nom: "A" },
        { id: t.pagne, nom: "B" },
      ],
    ]) {
      expect((await update(t.id, { sousTypes })).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await subTypesOf(t.id)).toEqual([[t.pagne, "Pagne"]]);
  });

  it("REST: a list of names keeps names in any case; a used name that disappears is a removal, refused with the same 409", async () => {
    const t = await tissus();
    const kept = await rest("PUT", `/types/${t.id}`, { nom: t.name, sousTypes: [{ nom: "PAGNE" }, { nom: "Bazin" }] });
    expect(kept.status).toBe(200);
    expect(kept.body.data.sousTypes.map((s: any) => [s._id, s.nom])).toEqual([
      [t.pagne, "PAGNE"],
      [t.bazin, "Bazin"],
    ]);
    const before = await subTypesOf(t.id);
    const renamedByList = await rest("PUT", `/types/${t.id}`, { nom: "Étoffes", sousTypes: [{ nom: "Pagnes" }, { nom: "Bazin" }] });
    expect(renamedByList).toMatchObject({
      status: 409,
      body: { success: false, message: "Impossible de supprimer le type « PAGNE » : 3 produits l'utilisent." },
    });
    expect(await subTypesOf(t.id)).toEqual(before);
    expect((await app.prisma.category.findUniqueOrThrow({ where: { id: t.id } })).name).toBe(t.name);
    // A plain list of strings still works: the unused Bazin goes.
    const strings = await rest("PUT", `/types/${t.id}`, { nom: t.name, sousTypes: ["Pagne"] });
    expect(strings.body.data.sousTypes.map((s: any) => [s._id, s.nom])).toEqual([[t.pagne, "Pagne"]]);
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it("REST: objects carrying the _id a GET returned rename in place", async () => {
    const t = await tissus();
    const got = (await (await fetch(`${app.url}/api/v1/types/${t.id}`)).json()).data;
    const sousTypes = got.sousTypes.map((s: any) => ({ ...s, nom: `${s.nom}s` }));
    const r = await rest("PUT", `/types/${t.id}`, { nom: got.nom, sousTypes });
    expect(r.body.data.sousTypes.map((s: any) => [s._id, s.nom])).toEqual([
      [t.pagne, "Pagnes"],
      [t.bazin, "Bazins"],
    ]);
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it("the database itself refuses to delete a sub-type that products use", async () => {
    const t = await tissus();
    await expect(app.prisma.subType.delete({ where: { id: t.pagne } })).rejects.toMatchObject({ code: "P2003" });
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it("parallel edits of one category each apply whole: no error, every product kept, the end state one of those sent", async () => {
    const t = await tissus();
    const lists = [
      [
        { id: t.pagne, nom: "Pagne" },
        { id: t.bazin, nom: "Bazin" },
      ],
      [
        { id: t.bazin, nom: "Pagne" },
        { id: t.pagne, nom: "Bazin" },
      ],
      [{ id: t.pagne, nom: "Bazin" }, { id: t.bazin, nom: "Pagne" }, { nom: "Soie" }],
    ];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => update(t.id, { sousTypes: lists[i % 3] })));
    for (const a of answers) expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    const end = await subTypesOf(t.id);
    expect(lists.map((l) => l.map((s) => s.nom))).toContainEqual(end.map(([, name]) => name));
    expect(end.filter(([id]) => id === t.pagne || id === t.bazin)).toHaveLength(2);
    expect(await inPagne(t.pagne)).toBe(3);
  });

  it.skipIf(kind === "pglite")(
    "a product attached while its sub-type's removal waits makes the removal refused, not the product detached",
    async () => {
      const t = await tissus();
      const coupon = await app.prisma.product.findFirstOrThrow({ where: { categoryId: t.id, subTypeId: null } });
      const other = new pg.Client({ connectionString: app.config.DATABASE_URL });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query(`UPDATE "Product" SET "subTypeId" = $1 WHERE id = $2`, [t.bazin, coupon.id]);
        let settled = false;
        const removal = update(t.id, { sousTypes: [{ id: t.pagne, nom: "Pagne" }] }).finally(() => {
          settled = true;
        });
        // The removal has counted Bazin's products (none committed) and now waits for this row lock.
        for (let waiting = 0; !waiting && !settled; ) {
          waiting = Number(
            (
              await app.prisma.$queryRawUnsafe<{ n: bigint }[]>(
                `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            )[0].n,
          );
        }
        await other.query("COMMIT");
        const r = await removal;
        expect([r.errors?.[0].message, r.errors?.[0].extensions?.code]).toEqual([
          "Impossible de supprimer le type « Bazin » : 1 produit l'utilise.",
          "CONFLICT",
        ]);
      } finally {
        await other.end();
      }
      expect((await app.prisma.product.findUniqueOrThrow({ where: { id: coupon.id } })).subTypeId).toBe(t.bazin);
    },
  );
});
