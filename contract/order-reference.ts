// The order's reference (decision 070): 8 characters without look-alikes (no 0/O, 1/I/L), made in
// the browser, shown 'K7M2-QX9P', stored without the dash in upper case. One module for the
// browser and the server (like product-options.ts), so both read a reference the same way.

export const ORDER_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ORDER_REFERENCE_LENGTH = 8;
export const INVALID_ORDER_REFERENCE = "Référence de commande invalide";

/** The largest multiple of the alphabet's size a byte can hold: bytes at or above it are drawn
 * again (rejection sampling), so every character is equally likely (no modulo bias). */
const LIMIT = 256 - (256 % ORDER_REFERENCE_ALPHABET.length);

/** A new reference, stored form ('K7M2QX9P'), from `crypto.getRandomValues`. */
export function newOrderReference(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let out = "";
  while (out.length < ORDER_REFERENCE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte >= LIMIT) continue;
      out += ORDER_REFERENCE_ALPHABET[byte % ORDER_REFERENCE_ALPHABET.length];
      if (out.length === ORDER_REFERENCE_LENGTH) break;
    }
  }
  return out;
}

const STORED = new RegExp(`^[${ORDER_REFERENCE_ALPHABET}]{${ORDER_REFERENCE_LENGTH}}$`);

/** 'k7m2-qx9p', ' K7M2QX9P ' → 'K7M2QX9P'; anything else (look-alikes included) → null.
 * The length is checked before any pattern: a hostile string is never scanned. */
export function normalizeOrderReference(text: unknown): string | null {
  if (typeof text !== "string" || text.length > 20) return null;
  const trimmed = text.trim().toUpperCase();
  const compact = trimmed.length === ORDER_REFERENCE_LENGTH + 1 && trimmed[4] === "-" ? trimmed.slice(0, 4) + trimmed.slice(5) : trimmed;
  return STORED.test(compact) ? compact : null;
}

/** 'K7M2QX9P' (or any accepted form) → 'K7M2-QX9P'; an invalid text is returned as it was. */
export function formatOrderReference(ref: string): string {
  const stored = normalizeOrderReference(ref);
  return stored ? `${stored.slice(0, 4)}-${stored.slice(4)}` : ref;
}
