// 'Dupliquer' (issue 29 item 3, decision 093): the product form opened on a copy of another
// product. Its photos are fetched back as files (the largest size the shop keeps) and sent as new
// ones, so the copy owns its files and deleting either product leaves the other's photos alone.
import type { PickedImage } from "./image-list.ts";

const NAME_MAX = 200;
const SUFFIX = " (copie)";

/** "Robe bazin" → "Robe bazin (copie)", within the name's 200 characters. */
export const copyName = (nom: string) => `${nom.slice(0, NAME_MAX - SUFFIX.length)}${SUFFIX}`;

const EXTENSIONS: Record<string, string> = { "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" };

/** Each photo as a new file of the form, in order with its colour; the ones that could not be
 * fetched are counted in `missing`. */
export async function copyPhotos(images: { id: string; url: string; originalName?: string | null; couleur?: string | null }[]) {
  const fetched = await Promise.all(
    images.map(async (image, i): Promise<PickedImage | null> => {
      try {
        const res = await fetch(image.url, { credentials: "same-origin" });
        if (!res.ok) return null;
        const blob = await res.blob();
        const extension = EXTENSIONS[blob.type];
        if (!extension) return null;
        const base = (image.originalName ?? "").replace(/\.[^.]*$/, "").slice(0, 80) || `photo-${i + 1}`;
        const file = new File([blob], `${base}.${extension}`, { type: blob.type });
        return {
          key: `copie-${image.id}`,
          kind: "new",
          file,
          url: URL.createObjectURL(file),
          name: file.name,
          colour: image.couleur ?? null,
        };
      } catch {
        return null;
      }
    }),
  );
  const photos = fetched.filter((p): p is PickedImage => p !== null);
  return { photos, missing: images.length - photos.length };
}
