// Issue 11, files: private data directory, no links in a production log, no dot paths or symlinks
// served, uploads' original file names kept for administrators.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { loadConfig } from "../../server/src/env.ts";
import { createMailer } from "../../server/src/email/index.ts";
import { createStaticHandler } from "../../server/src/http/static.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

describe("data directory", () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-data-"));
  const dataDir = path.join(parent, "data");
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { DATA_DIR: dataDir, DATABASE_URL: `pglite:${path.join(dataDir, "pglite")}` });
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it("is created 0700 with its database, outbox and uploads; the secret is 0600", async () => {
    await gql(app, `mutation { requestPasswordReset(email: "${(await signInAs(app, "ADMIN")).email}") { success } }`);
    await app.services.background.settle();
    expect(mode(dataDir)).toBe("700");
    expect(mode(path.join(dataDir, "pglite"))).toBe("700");
    expect(mode(path.join(dataDir, "outbox"))).toBe("700");
    expect(mode(path.join(dataDir, "uploads"))).toBe("700");
    expect(mode(path.join(dataDir, "jwt-secret"))).toBe("600");
    const eml = fs.readdirSync(path.join(dataDir, "outbox"))[0];
    expect(mode(path.join(dataDir, "outbox", eml))).toBe("600");
  });
});

describe("links in the log", () => {
  const message = {
    to: "awa@boutique.test",
    subject: "Réinitialisation",
    text: "t",
    html: "<p>t</p>",
    link: "http://shop.test/admin/reset-password?token=secret123",
  };
  const logged = async (env: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-mail-"));
    const { logger, lines } = captureLogs();
    await createMailer(loadConfig({ DATA_DIR: dir, ...env }), logger).send(message);
    fs.rmSync(dir, { recursive: true, force: true });
    return lines.map((l) => JSON.stringify(l)).join("\n");
  };

  it("prints the link on a laptop, never when NODE_ENV=production", async () => {
    expect(await logged({})).toContain("token=secret123");
    const production = await logged({ NODE_ENV: "production" });
    expect(production).toContain("awa@boutique.test");
    expect(production).not.toContain("secret123");
  });
});

describe("static files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-static-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-outside-"));
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, ".vite"));
    fs.writeFileSync(path.join(root, ".vite", "manifest.json"), "{}");
    fs.writeFileSync(path.join(root, ".env"), "SECRET=1");
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "assets", "app.js"), "ok");
    fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(root, "assets", "lien.txt"));
    fs.symlinkSync(outside, path.join(root, "dossier"));
    const serve = createStaticHandler(root, { immutable: () => false });
    server = http.createServer((req, res) => {
      if (!serve(req, res, req.url!)) res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it("serves plain files, and neither dot paths nor symbolic links", async () => {
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
    for (const p of ["/.vite/manifest.json", "/.env", "/%2Eenv", "/assets/../.env", "/assets/lien.txt", "/dossier/secret.txt"]) {
      expect([p, (await fetch(`${base}${p}`)).status]).toEqual([p, 404]);
    }
  });
});

describe("the shop's dot paths and uploads' original names", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(() => app?.stop());

  it("answers 404 for /.vite/manifest.json and other dot paths", async () => {
    for (const p of ["/.vite/manifest.json", "/.git/config", "/produits/.env"])
      expect([p, (await fetch(`${app.url}${p}`)).status]).toEqual([p, 404]);
  });

  it("keeps originalName for signed-in administrators only", async () => {
    const category = await createCategory(app.prisma, "Sacs");
    const product = await createProduct(app.prisma, { name: "Sac en cuir", categoryId: category.id });
    await app.prisma.productImage.updateMany({ where: { productId: product.id }, data: { originalName: "IMG_2026-photo-privee.jpg" } });
    const QUERY = `query($id: ID!) { product(id: $id) { images { url originalName } } }`;
    const anonymous = await gql(app, QUERY, { id: product.id });
    expect(JSON.stringify(anonymous)).not.toContain("photo-privee");
    const { accessToken } = await signInAs(app, "ADMIN");
    expect((await gql(app, QUERY, { id: product.id }, bearer(accessToken))).data.product.images[0].originalName).toBe(
      "IMG_2026-photo-privee.jpg",
    );
    const rest = await (await fetch(`${app.url}/api/v1/produits/${product.id}`)).json();
    expect(rest.data.images).toHaveLength(1);
    expect(JSON.stringify(rest)).not.toContain("photo-privee");
  });
});
