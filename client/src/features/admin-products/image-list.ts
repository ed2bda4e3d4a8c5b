// The photo list of the product form: kept photos and newly chosen files mixed, in the order they
// will have on the shop (the first one is the main photo). Each one can be removed, replaced or
// tagged with a colour on its own (decision 068's `photos` list).

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "gif"];
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
export const ACCEPT_ATTRIBUTE = ".jpeg,.jpg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif";

/** One photo of the form: kept from the product, or a newly chosen file; `colour` is the Couleur
 * value it shows (null: every colour). */
export type PickedImage =
  | { key: string; kind: "existing"; id: string; url: string; name: string; colour: string | null }
  | { key: string; kind: "new"; file: File; url: string; name: string; colour: string | null };

export interface FileRefusal {
  title: string;
  description: string;
}

const notAnImage = (name: string): FileRefusal => ({
  title: "Format non accepté",
  description: `Le fichier ${name} n'est pas une image PNG, JPG, GIF ou WebP`,
});

/** SPEC §5 client-side checks from the name, type and size; the server checks the bytes again. */
export function checkImageFile(file: { name: string; size: number; type: string }): FileRefusal | null {
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  const typeOk = file.type === "" || ACCEPTED_TYPES.includes(file.type);
  if (!file.name.includes(".") || !ACCEPTED_EXTENSIONS.includes(extension) || !typeOk) return notAnImage(file.name);
  if (file.size > MAX_IMAGE_BYTES)
    return { title: "Fichier trop volumineux", description: `Le fichier ${file.name} dépasse la limite de 5MB` };
  return null;
}

/** Whether a file's first bytes are those of a PNG, JPEG, GIF or WebP: a text file renamed .png is
 * refused when it is picked, not when the form is saved. */
export function looksLikeImage(head: Uint8Array): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0xff, 0xd8, 0xff]) ||
    starts(ascii("GIF87a")) ||
    starts(ascii("GIF89a")) ||
    (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8))
  );
}

/** The files whose first 12 bytes are an image's. */
async function imagesAmong<T extends Blob>(files: readonly T[]): Promise<T[]> {
  const heads = await Promise.all(files.map(async (f) => new Uint8Array(await f.slice(0, 12).arrayBuffer())));
  return files.filter((_, i) => looksLikeImage(heads[i]));
}

/** The files that may join `count` photos: an image by name, type, size and first bytes, and no
 * more than 5 photos in all; says why each other one was left out, in the order picked. */
export async function pickFiles<T extends Blob & { name: string }>(count: number, files: readonly T[]) {
  const checked = files.map((file) => ({ file, refusal: checkImageFile(file) }));
  const images = await imagesAmong(checked.filter((c) => !c.refusal).map((c) => c.file));
  const refused: FileRefusal[] = [];
  const accepted: T[] = [];
  for (const { file, refusal } of checked) {
    const why = refusal ?? (images.includes(file) ? null : notAnImage(file.name));
    if (why) refused.push(why);
    else if (count + accepted.length >= MAX_IMAGES)
      refused.push({ title: "Limite atteinte !", description: `${MAX_IMAGES} images au plus par produit` });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Moves one item to another index (the keyboard alternative to dragging). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The `photos` entry of each photo, in order: kept ones by id, new ones by their index among the
 * files sent (which go in the same order). */
export function photoChanges(photos: readonly PickedImage[]): {
  files: File[];
  photos: { id?: string; nouvelle?: number; couleur: string | null }[];
} {
  const files: File[] = [];
  const entries = photos.map((p) => {
    if (p.kind === "existing") return { id: p.id, couleur: p.colour };
    files.push(p.file);
    return { nouvelle: files.length - 1, couleur: p.colour };
  });
  return { files, photos: entries };
}

/** Whether the photos differ from those loaded (order, removal, new file or colour). */
export const photosChanged = (photos: readonly PickedImage[], initial: readonly PickedImage[]) =>
  photos.length !== initial.length || photos.some((p, i) => p.key !== initial[i].key || p.colour !== initial[i].colour);

/** A photo replaced in place by a new file (same position, same colour). */
export function replaceAt(photos: readonly PickedImage[], index: number, next: PickedImage): PickedImage[] {
  return photos.map((p, i) => (i === index ? { ...next, colour: p.colour } : p));
}
