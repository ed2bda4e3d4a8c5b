// The installable shop (issue 13, decision 038): a manifest written from the configuration, icons
// drawn by the server, the CSP allowing the manifest and the service worker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestApp, type TestApp } from "./helpers.ts";
import { shortName } from "../../server/src/http/web-app.ts";

describe("web app manifest and icons", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { SHOP_NAME: "Chez Awa Couture & Beauté" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("names the shop from SHOP_NAME and describes how it opens", async () => {
    const res = await fetch(`${app.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "Chez Awa Couture & Beauté",
      short_name: "Chez",
      lang: "fr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#23306b",
      background_color: "#fbf8f3",
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });

  it("serves every icon it lists, and the Apple touch icon, as PNGs of their stated size", async () => {
    const { icons } = await (await fetch(`${app.url}/manifest.webmanifest`)).json();
    for (const { src, sizes } of [...icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
      const res = await fetch(app.url + src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`, src).toBe(`png ${sizes}`);
    }
    expect((await fetch(`${app.url}/icons/autre.png`)).status).toBe(404);
    // The tab's icon, which the page names (no browser asks for a missing /favicon.ico).
    const favicon = await fetch(`${app.url}/icons/favicon.svg`);
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    expect(await favicon.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect((await fetch(`${app.url}/manifest.webmanifest`, { method: "POST" })).status).toBe(405);
  });

  it("lets the page load the manifest and the service worker from the shop only", async () => {
    const csp = (await fetch(`${app.url}/manifest.webmanifest`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });

  it("marks a GraphQL answer to a caller with a token as theirs alone; anonymous reads stay storable", async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ categories { id } }" }),
      });
    expect((await ask({ authorization: "Bearer jeton-invalide" })).headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await ask({});
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBeNull();
  });

  it("shortens a long name for the home screen", () => {
    expect(shortName("Boutique en Ligne")).toBe("Boutique");
    expect(shortName("Ndeye Mode")).toBe("Ndeye Mode");
    expect(shortName("Mamadoukouyate Mode")).toBe("Mamadoukouy…");
  });
});
