// The photo list of the product form: existing photos (edit mode) or newly chosen files, in the
// order they will have on the shop (the first one is the main photo).

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "gif"];
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
export const ACCEPT_ATTRIBUTE = ".jpeg,.jpg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif";

export type PickedImage =
  | { key: string; kind: "existing"; id: string; url: string; name: string }
  | { key: string; kind: "new"; file: File; url: string; name: string };

export interface FileRefusal { title: string; description: string }

/** SPEC §5 client-side checks; the server checks the bytes again. */
export function checkImageFile(file: { name: string; size: number; type: string }): FileRefusal | null {
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  const typeOk = file.type === "" || ACCEPTED_TYPES.includes(file.type);
  if (!file.name.includes(".") || !ACCEPTED_EXTENSIONS.includes(extension) || !typeOk) {
    return { title: "Format non accepté", description: `Le fichier ${file.name} n'est pas une image PNG, JPG, GIF ou WebP` };
  }
  if (file.size > MAX_IMAGE_BYTES) return { title: "Fichier trop volumineux", description: `Le fichier ${file.name} dépasse la limite de 5MB` };
  return null;
}

/** Adds accepted files after the new ones already chosen, up to 5; says what was left out. */
export function addFiles<T extends { name: string; size: number; type: string }>(newCount: number, files: readonly T[]) {
  const refused: FileRefusal[] = [];
  const accepted: T[] = [];
  for (const file of files) {
    const refusal = checkImageFile(file);
    if (refusal) refused.push(refusal);
    else if (newCount + accepted.length >= MAX_IMAGES) refused.push({ title: "Limite atteinte !", description: `${MAX_IMAGES} images au plus par produit` });
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

/** What the update sends: new files (they replace every existing photo, SPEC §4) in their order,
 * or else the existing photos' ids when they were re-ordered. */
export function imageChanges(existing: readonly PickedImage[], added: readonly PickedImage[], initialIds: readonly string[]): { files?: File[]; order?: string[] } {
  const files = added.flatMap((i) => (i.kind === "new" ? [i.file] : []));
  if (files.length) return { files };
  const order = existing.flatMap((i) => (i.kind === "existing" ? [i.id] : []));
  return order.join() === initialIds.join() ? {} : { order };
}
