// The test runs seed the demo shop several times each (seed tests, the end-to-end shop), and its
// 470 photos are ~95 s of CPU each time (issue 23). With DEMO_PHOTO_CACHE (tests only), a photo
// drawn once is kept there under a hash of what it draws and read back by the next seed. The tests
// name a directory per version of the drawing code and of sharp, and bound it (tests/cache.ts).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

type Rendition = { width: number; body: Buffer };

/** `draw()`'s renditions, read from `dir` when an earlier seed kept them there, else drawn and kept. */
export async function keptRenditions(
  dir: string | undefined,
  drawing: string,
  widths: readonly number[],
  draw: () => Promise<Rendition[]>,
): Promise<Rendition[]> {
  if (!dir) return draw();
  const base = path.join(dir, crypto.createHash("sha256").update(drawing).digest("hex").slice(0, 32));
  const file = (width: number) => `${base}-${width}.webp`;
  try {
    return await Promise.all(widths.map(async (width) => ({ width, body: await fs.readFile(file(width)) })));
  } catch {
    /* not kept yet (or kept by half by a seed running beside this one) */
  }
  const renditions = await draw();
  await fs.mkdir(dir, { recursive: true });
  // Written aside, then renamed: a seed running beside this one never reads half a photo.
  await Promise.all(
    renditions.map(async (r) => {
      const aside = `${file(r.width)}.${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
      await fs.writeFile(aside, r.body);
      await fs.rename(aside, file(r.width));
    }),
  );
  return renditions;
}
