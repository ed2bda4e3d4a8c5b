// The committed font files are what `npm run fonts` cuts from @fontsource (decision 057).
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { cutFonts, FONTS_DIR } from "../../scripts/fonts.ts";

it("client/src/fonts holds the fonts npm run fonts cuts, smaller than @fontsource's", async () => {
  const fonts = await cutFonts();
  expect([...fonts.keys()].sort()).toEqual(
    fs
      .readdirSync(FONTS_DIR)
      .filter((f) => f.endsWith(".woff2"))
      .sort(),
  );
  for (const [name, data] of fonts) {
    expect(fs.readFileSync(path.join(FONTS_DIR, name)).equals(data), `${name} is stale: run npm run fonts`).toBe(true);
    expect(data.length).toBeLessThan(20 * 1024);
  }
});
