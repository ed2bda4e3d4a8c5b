// The order the cart sends (decisions 070, 072): the reference kept with the cart until the order
// leaves, the shopper's optional details remembered in the browser, the record's body, and the tap
// that sends it without ever holding back the wa.me link. Loaded by the cart page only.
import type { CartLine } from "./cart.ts";
import { AREA_LABELS } from "./order-status.ts";
import { formatOrderReference, newOrderReference, normalizeOrderReference } from "../../../contract/order-reference.ts";
import { flushOutbox, idbOutbox, keepOrder, outcome, OUTBOX, postOrder } from "../sw/outbox.ts";

export type DeliveryArea = "dakar" | "regions";
/** What the shopper typed, as typed (kept so between visits). */
export interface CustomerInput {
  nom: string;
  telephone: string;
  zone: "" | DeliveryArea;
  adresse: string;
}
/** The details that go into the message and the record: only the filled and valid ones. */
export interface Customer {
  nom?: string;
  telephone?: string;
  zone?: DeliveryArea;
  adresse?: string;
}

export const CUSTOMER_LIMITS = { nom: 80, adresse: 300 } as const;
export const EMPTY_CUSTOMER: CustomerInput = { nom: "", telephone: "", zone: "", adresse: "" };

/** Line breaks and control characters (NUL included) become spaces; runs of spaces one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
const clean = (text: string) => text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();

/** '77 123 45 67', '+221 77-123-45-67', '00221771234567' → '+221771234567'; anything else null.
 * A Senegalese number: 9 digits after +221. The length is checked before anything is scanned. */
export function normalizePhone(text: string): string | null {
  if (text.length > 30) return null;
  let digits = text.replace(/[\s.\-()]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith("+")) digits = `+221${digits}`;
  return /^\+221\d{9}$/.test(digits) ? digits : null;
}

/** '+221771234567' → '+221 77 123 45 67'. */
export const formatPhone = (phone: string) => phone.replace(/^\+221(\d{2})(\d{3})(\d{2})(\d{2})$/, "+221 $1 $2 $3 $4");

export type CustomerErrors = Partial<Record<keyof CustomerInput, string>>;

/** French messages for the fields that cannot be used as typed (an empty field is fine). */
export function customerErrors(c: CustomerInput): CustomerErrors {
  const errors: CustomerErrors = {};
  if (clean(c.nom).length > CUSTOMER_LIMITS.nom) errors.nom = `Le nom ne peut pas dépasser ${CUSTOMER_LIMITS.nom} caractères.`;
  if (c.telephone.trim() && !normalizePhone(c.telephone))
    errors.telephone = "Veuillez saisir un numéro sénégalais valide : 9 chiffres après +221, par exemple 77 123 45 67.";
  if (clean(c.adresse).length > CUSTOMER_LIMITS.adresse)
    errors.adresse = `L'adresse ne peut pas dépasser ${CUSTOMER_LIMITS.adresse} caractères.`;
  return errors;
}

/** The filled and valid details, cleaned; the others are left out (nothing is required). */
export function customerOf(c: CustomerInput): Customer {
  const errors = customerErrors(c);
  const out: Customer = {};
  const nom = clean(c.nom);
  if (nom && !errors.nom) out.nom = nom;
  const phone = normalizePhone(c.telephone);
  if (phone) out.telephone = phone;
  if (c.zone === "dakar" || c.zone === "regions") out.zone = c.zone;
  const adresse = clean(c.adresse);
  if (adresse && !errors.adresse) out.adresse = adresse;
  return out;
}

/** The message's lines for the details given (decision 072), before the total. */
export function customerLines(c: Customer): string[] {
  return [
    c.nom && `Nom : ${c.nom}`,
    c.telephone && `Téléphone : ${formatPhone(c.telephone)}`,
    c.zone && `Zone de livraison : ${AREA_LABELS[c.zone]}`,
    c.adresse && `Adresse : ${c.adresse}`,
  ].filter((l): l is string => !!l);
}

/** A stored value read back safely (anything malformed gives the empty form). */
export function parseCustomer(raw: string | null): CustomerInput {
  try {
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!v || typeof v !== "object") return EMPTY_CUSTOMER;
    const o = v as Record<string, unknown>;
    const text = (x: unknown, max: number) => (typeof x === "string" ? x.slice(0, max) : "");
    return {
      nom: text(o.nom, 200),
      telephone: text(o.telephone, 30),
      zone: o.zone === "dakar" || o.zone === "regions" ? o.zone : "",
      adresse: text(o.adresse, 600),
    };
  } catch {
    return EMPTY_CUSTOMER;
  }
}

/** Storage keys, beside the cart's. */
export const orderKeys = (cartKey: string) => ({
  reference: `${cartKey}_commande`,
  customer: `${cartKey}_client`,
  sent: `${cartKey}_commande_envoyee`,
});

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private browsing: kept in memory only */
  }
};

/** The reference kept with the cart, made now when there is none (stored form). */
export function cartReference(cartKey: string): string {
  const key = orderKeys(cartKey).reference;
  const kept = normalizeOrderReference(read(key));
  if (kept) return kept;
  const made = newOrderReference();
  write(key, made);
  return made;
}

/** A new reference for the cart (its content changed since its order was sent). */
export function renewCartReference(cartKey: string): string {
  const made = newOrderReference();
  write(orderKeys(cartKey).reference, made);
  return made;
}

/** What an order records, without its reference: a tap on the same cart again is the same order. */
export const orderContent = (lines: CartLine[], customer: Customer) => orderBody("", lines, customer);

/** The tap sent `reference` with this content: it stays the cart's while the content does. */
export const markOrderSent = (cartKey: string, reference: string, content: string) =>
  write(orderKeys(cartKey).sent, JSON.stringify({ reference, content }));

/** The reference for the cart as it is: the kept one, or a new one once the kept one was sent with
 * other content (the server keeps the first order of a reference: a changed cart is a new order). */
export function referenceForContent(cartKey: string, content: string): string {
  const kept = cartReference(cartKey);
  try {
    const sent = JSON.parse(read(orderKeys(cartKey).sent) ?? "null") as { reference?: unknown; content?: unknown } | null;
    if (sent?.reference === kept && sent.content !== content) return renewCartReference(cartKey);
  } catch {
    /* unreadable: nothing was sent under the kept reference */
  }
  return kept;
}

export const readCustomer = (cartKey: string) => parseCustomer(read(orderKeys(cartKey).customer));
export const saveCustomer = (cartKey: string, c: CustomerInput) => write(orderKeys(cartKey).customer, JSON.stringify(c));

/** The record's body (decision 070): the lines as the message shows them, the details given. */
export function orderBody(reference: string, lines: CartLine[], customer: Customer): string {
  return JSON.stringify({
    reference: formatOrderReference(reference),
    lignes: lines.map((l) => ({
      produitId: l.productId,
      ...(l.selectedVariant ? { varianteId: l.selectedVariant } : {}),
      quantite: l.quantity,
      prixUnitaire: l.unitPrice,
    })),
    ...(Object.keys(customer).length ? { client: customer } : {}),
  });
}

/** Asks whoever can send the kept orders to do it now: the service worker when one runs (it also
 * registers a background sync), else this page. */
export async function wakeOutbox(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const worker = registration?.active;
    if (worker) {
      worker.postMessage({ type: OUTBOX.syncTag });
      await (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync
        ?.register(OUTBOX.syncTag)
        .catch(() => undefined);
      return;
    }
  } catch {
    /* no worker: this page sends them */
  }
  await flushOutbox();
}

/** The tap: POSTs the order with keepalive (leaving the page does not cut it); no answer, a server
 * error or a throttle keeps it in the outbox for later. "sent" once the server answered for good. */
export async function sendOrder(reference: string, body: string): Promise<"sent" | "kept" | "lost"> {
  let status = 0;
  try {
    status = (await postOrder(body)).status;
  } catch {
    status = 0;
  }
  if (outcome(status) === "done") return "sent";
  try {
    if (!(await keepOrder(idbOutbox, reference, body))) return "lost";
  } catch {
    return "lost";
  }
  void wakeOutbox();
  return "kept";
}
