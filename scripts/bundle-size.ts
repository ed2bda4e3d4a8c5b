// The storefront's initial JavaScript: every script Chromium loads for a page of the built shop,
// measured gzip-compressed (what the ≤ 200 KB budget of the storefront counts).
// Usage: npm run bundle-size [-- http://127.0.0.1:3000/]   (the shop must be running)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

export async function initialScripts(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const dist = path.resolve(import.meta.dirname, "../client/dist");
    return [...scripts].map((p) => {
      const body = fs.readFileSync(path.join(dist, p));
      return { file: p, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    });
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith("bundle-size.ts")) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/";
  const files = await initialScripts(url);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${f.file}`);
  const total = files.reduce((n, f) => n + f.gzip, 0);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gzip au total pour ${url} (objectif ≤ 200 KB)`);
}
