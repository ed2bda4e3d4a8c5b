// Order references (issue 26, decision 070): 8 characters from an alphabet without look-alikes
// (no 0/O, 1/I/L), made in the browser, shown `K7M2-QX9P`, stored without the dash in upper case.
// One module for both sides: the cart makes them, the server and the tracking page read them.

export const ORDER_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ORDER_REFERENCE_LENGTH = 8;
export const INVALID_ORDER_REFERENCE = "Référence de commande invalide";

const ALPHABET_SIZE = ORDER_REFERENCE_ALPHABET.length; // 31
/** The largest multiple of 31 below 256: bytes at or above it are drawn again (no modulo bias). */
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET_SIZE) * ALPHABET_SIZE;

/** A new reference, stored form (`K7M2QX9P`), from `crypto.getRandomValues` by rejection sampling. */
export function newOrderReference(): string {
  let out = "";
  const bytes = new Uint8Array(16);
  while (out.length < ORDER_REFERENCE_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b < UNBIASED_LIMIT && out.length < ORDER_REFERENCE_LENGTH) out += ORDER_REFERENCE_ALPHABET[b % ALPHABET_SIZE];
    }
  }
  return out;
}

const STORED = new RegExp(`^[${ORDER_REFERENCE_ALPHABET}]{${ORDER_REFERENCE_LENGTH}}$`);

/** The stored form of a reference typed or sent with or without its dash, any case (surrounding
 * spaces ignored); null for anything else. The length is checked before any pattern. */
export function normalizeOrderReference(text: unknown): string | null {
  if (typeof text !== "string" || text.length > 20) return null;
  const trimmed = text.trim().toUpperCase();
  const bare = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(trimmed) ? trimmed.replace("-", "") : trimmed;
  return STORED.test(bare) ? bare : null;
}

/** `K7M2QX9P` → `K7M2-QX9P` (a reference already shown with its dash stays as it is). */
export function formatOrderReference(ref: string): string {
  const bare = normalizeOrderReference(ref) ?? ref;
  return bare.length === ORDER_REFERENCE_LENGTH ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
}
