// Issue 11: names of categories, and of sub-types within a category, are unique whatever the case
// and the accents, enforced by the database: parallel creations cannot slip past a check.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { openDatabase } from "../../server/src/db/open.ts";
import { applyMigrations, MIGRATIONS_DIR } from "../../server/src/db/migrate.ts";

const TAKEN = "Une catégorie porte déjà ce nom.";
const CREATE = `mutation($i: CategoryInput!) { createCategory(input: $i) { id } }`;
const UPDATE = `mutation($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { id sousTypes { nom } } }`;

describeEachDatabase("unique category and sub-type names", (kind) => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
  });
  afterAll(() => app?.stop());

  const rest = async (method: string, p: string, json: unknown) => {
    const res = await fetch(`${app.url}/api/v1${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };

  it("twenty parallel GraphQL creations of one name (any case, any accents) create one category", async () => {
    const names = Array.from({ length: 20 }, (_, i) => ["Été Chic", "été chic", "ETE  CHIC", "Ete chic"][i % 4]);
    const answers = await Promise.all(names.map((nom) => gql(app, CREATE, { i: { nom } }, bearer(token))));
    expect(answers.filter((a) => a.data?.createCategory).length).toBe(1);
    for (const a of answers.filter((x) => x.errors)) {
      expect([a.status, a.errors![0].message, a.errors![0].extensions?.code]).toEqual([200, TAKEN, "CONFLICT"]); // GraphQL: code, not status
    }
    expect(await app.prisma.category.count({ where: { sortName: "ete chic" } })).toBe(1);
  });

  it("twenty parallel REST creations of one name create one category; the others get 409", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rest("POST", "/types", { nom: i % 2 ? "Bazin Riche" : "bazin riché" })),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect([a.status, a.body.message]).toEqual([409, TAKEN]);
  });

  it("refuses renaming a category to another's name, and lets a category keep its own", async () => {
    const a = (await gql(app, CREATE, { i: { nom: "Pagnes" } }, bearer(token))).data.createCategory.id;
    await gql(app, CREATE, { i: { nom: "Sacs" } }, bearer(token));
    const r = await gql(app, UPDATE, { id: a, i: { nom: "SACS" } }, bearer(token));
    expect([r.errors?.[0].extensions?.code, r.errors?.[0].message]).toEqual(["CONFLICT", TAKEN]);
    expect((await rest("PUT", `/types/${a}`, { nom: "sâcs" })).status).toBe(409);
    expect((await gql(app, UPDATE, { id: a, i: { nom: "PAGNES" } }, bearer(token))).data.updateCategory.id).toBe(a);
  });

  it("sub-type names are unique within a category without regard to accents, even under parallel updates", async () => {
    const id = (await gql(app, CREATE, { i: { nom: "Tenues" } }, bearer(token))).data.createCategory.id;
    const dup = await gql(app, UPDATE, { id, i: { sousTypes: [{ nom: "Été" }, { nom: "ete" }] } }, bearer(token));
    expect(dup.errors?.[0].message).toBe("Ce type existe déjà");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(app, UPDATE, { id, i: { sousTypes: [{ nom: i % 2 ? "Cérémonie" : "ceremonie" }] } }, bearer(token)),
      ),
    );
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect(answers.some((a) => a.data?.updateCategory)).toBe(true);
    expect(await app.prisma.subType.count({ where: { categoryId: id } })).toBe(1);
    // Another category may use the same sub-type name.
    const other = (await gql(app, CREATE, { i: { nom: "Soirée", sousTypes: [{ nom: "Cérémonie" }] } }, bearer(token))).data;
    expect(other.createCategory.id).toBeTruthy();
  });
});

it("the unique_names migration succeeds on a database that already holds duplicates (suffixed)", async () => {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((n) => n < "20261125"))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  const db = openDatabase("pglite:memory://");
  try {
    await applyMigrations(db.sql, before);
    await db.sql.exec(`
      INSERT INTO "Category" (id, name, "sortName", "updatedAt") VALUES
        ('c1', 'Robes', 'robes', now()), ('c2', 'robes', 'robes', now()), ('c3', 'Rôbes', 'robes', now());
      INSERT INTO "SubType" (id, name, "nameKey", "categoryId") VALUES
        ('s1', 'Été', 'été', 'c1'), ('s2', 'Ete', 'ete', 'c1'), ('s3', 'Été', 'été', 'c2');`);
    await applyMigrations(db.sql);
    const categories = await db.sql.query<{ id: string; name: string; sortName: string }>(
      `SELECT id, name, "sortName" FROM "Category" ORDER BY id`,
    );
    expect(categories.map((c) => c.name)).toEqual(["Robes", "robes (doublon 2)", "Rôbes (doublon 3)"]);
    expect(new Set(categories.map((c) => c.sortName)).size).toBe(3);
    const subTypes = await db.sql.query<{ name: string; nameKey: string }>(`SELECT name, "nameKey" FROM "SubType" ORDER BY id`);
    expect(subTypes).toEqual([
      { name: "Été", nameKey: "ete" },
      { name: "Ete (doublon 2)", nameKey: "ete (doublon 2)" },
      { name: "Été", nameKey: "ete" },
    ]);
    await expect(
      db.sql.exec(`INSERT INTO "Category" (id, name, "sortName", "updatedAt") VALUES ('c4', 'ROBES', 'robes', now())`),
    ).rejects.toThrow();
  } finally {
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
});
