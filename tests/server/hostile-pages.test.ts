// Storefront pages built from hostile catalogue text: "$" sequences in names and descriptions are
// data, not String.replace patterns (issue 11: "$`" and "$'" copied the document two or three times).
import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtClientRoot, describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const PATTERNS = "$& $` $' $1 $$ $<name> $0";
const PRELOADED = /<script id="preloaded-answers" type="application\/json">(.*?)<\/script>/s;

describeEachDatabase("storefront pages with $ patterns in the catalogue", (kind) => {
  let app: TestApp;
  let root = "";
  let productId = "";
  beforeAll(async () => {
    root = builtClientRoot();
    app = await startTestApp(kind, { ROOT: root });
    const category = await createCategory(app.prisma, `Cat ${PATTERNS}`, [`S ${PATTERNS}`.slice(0, 30)]);
    productId = (
      await createProduct(app.prisma, { name: `Sac ${PATTERNS}`, description: `Desc ${PATTERNS}`, categoryId: category.id, featured: true })
    ).id;
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(["/", "/pro", "/produits/{id}"])("%s is one document with its preloaded data intact", async (page) => {
    const res = await fetch(app.url + page.replace("{id}", productId));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    const answers = JSON.stringify(JSON.parse(PRELOADED.exec(html)![1]));
    expect(answers).toContain(JSON.stringify(`Cat ${PATTERNS}`));
    if (page !== "/") expect(answers).toContain(JSON.stringify(`Sac ${PATTERNS}`));
  });

  it("the product page's title and description carry the text as written", async () => {
    const html = await (await fetch(`${app.url}/produits/${productId}`)).text();
    expect(html).toContain("<title>Sac $&#38; $` $&#39; $1 $$ $&#60;name&#62; $0 — ");
    expect(html).toContain(`<meta name="description" content="Desc $&#38; $\` $&#39; $1 $$ $&#60;name&#62; $0" />`);
  });
});
