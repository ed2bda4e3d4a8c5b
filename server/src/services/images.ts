// Product photos: at most 5, 5 MB each, type read from the bytes (JPEG, PNG, WebP, GIF), decoded
// and re-encoded (orientation applied, metadata stripped) into square WebP renditions.
import crypto from "node:crypto";
import { AppError, badInput } from "../lib/errors.ts";
import type { FileStorage } from "../storage/index.ts";

export const IMAGE_LIMITS = { count: 5, bytes: 5 * 1024 * 1024 } as const;
/** Pages choose among the widths up to PAGE_IMAGE_WIDTH (srcset); the larger one is requested only
 * by the full-screen photo view, where it can be zoomed (decision 039). */
export const PAGE_IMAGE_WIDTH = 800;
export const IMAGE_WIDTHS = [200, 480, PAGE_IMAGE_WIDTH, 1600] as const;

export interface UploadedImage {
  name: string;
  bytes: Buffer;
}
export interface StoredImageRow {
  position: number;
  isPrimary: boolean;
  alt: string;
  originalName: string;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  size: number;
}

export function sniffImageType(b: Buffer): "jpeg" | "png" | "gif" | "webp" | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString("latin1"))) return "gif";
  if (b.length >= 12 && b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return null;
}

export const TOO_MANY_IMAGES = `${IMAGE_LIMITS.count} images au plus par produit.`;
export const tooLargeImage = (name: string) => new AppError("PAYLOAD_TOO_LARGE", `Le fichier ${name} dépasse la limite de 5MB`, "images");

/** Checks count, size and type of every file before anything is decoded or stored. */
export function checkUploads(files: UploadedImage[]) {
  if (files.length > IMAGE_LIMITS.count) throw badInput(TOO_MANY_IMAGES, "images");
  for (const f of files) {
    if (f.bytes.length > IMAGE_LIMITS.bytes) throw tooLargeImage(f.name);
    if (f.bytes.length === 0 || !sniffImageType(f.bytes))
      throw badInput(`Le fichier ${f.name} n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).`, "images");
  }
}

async function encode(file: UploadedImage) {
  // Loaded on the first photo, not at start: sharp and libvips weigh ~18 MB of resident memory (decision 049).
  const { default: sharp } = await import("sharp");
  try {
    const base = sharp(file.bytes, { failOn: "error", limitInputPixels: 40_000_000 }).rotate();
    const meta = await base.metadata();
    const side = Math.min(meta.autoOrient?.width ?? meta.width ?? 0, meta.autoOrient?.height ?? meta.height ?? 0);
    if (!side) throw new Error("no size");
    const widths = IMAGE_WIDTHS.filter((w) => w <= side || w === IMAGE_WIDTHS[0]);
    // The photo is decoded once, into its largest square; the smaller widths are cut from that
    // square. Each width decoded from the original cost four decodes of a 39-megapixel PNG at once.
    const largest = widths.at(-1)!;
    const square = await base.resize(largest, largest, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: square.info.width, height: square.info.height, channels: square.info.channels };
    const renditions = [];
    for (const w of widths)
      renditions.push({ width: w, body: await sharp(square.data, { raw }).resize(w, w).webp({ quality: 78 }).toBuffer() });
    return { renditions, side: largest };
  } catch {
    throw badInput(`Le fichier ${file.name} est illisible ou endommagé.`, "images");
  }
}

/** Encodes then stores the files; on any failure removes what it already wrote. */
export async function storeImages(
  storage: FileStorage,
  productKey: string,
  files: UploadedImage[],
  alt: string,
): Promise<{ rows: StoredImageRow[]; keys: string[] }> {
  checkUploads(files);
  // One photo at a time: five decoded at once held five full-size images (issue 22: +150 MB).
  const encoded = [];
  for (const file of files) encoded.push(await encode(file));
  const keys: string[] = [];
  try {
    const rows = [];
    for (const [i, e] of encoded.entries()) {
      const storageKey = `products/${productKey}/${crypto.randomBytes(6).toString("hex")}`;
      for (const r of e.renditions) {
        const key = `${storageKey}-${r.width}.webp`;
        await storage.put(key, r.body, "image/webp");
        keys.push(key);
      }
      rows.push({
        position: i,
        isPrimary: i === 0,
        alt: alt.slice(0, 200),
        originalName: files[i].name.slice(0, 200),
        storageKey,
        widths: e.renditions.map((r) => r.width),
        width: e.side,
        height: e.side,
        size: files[i].bytes.length,
      });
    }
    return { rows, keys };
  } catch (error) {
    await storage.remove(keys);
    throw error;
  }
}

export const imageFileKeys = (images: { storageKey: string; widths: number[] }[]) =>
  images.flatMap((i) => i.widths.map((w) => `${i.storageKey}-${w}.webp`));
