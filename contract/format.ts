/** Narrow no-break space: French typography's thousands separator, and it never breaks a line. */
export const NNBSP = "\u202f";

/** Written by hand: creating an Intl.NumberFormat costs ~60 ms on a slow phone, before the first price shows. */
function grouped(amount: number, space: string): string {
  const n = Math.round(amount);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, space);
  return `${n < 0 ? "-" : ""}${digits}${space}FCFA`;
}

/** 12500 → "12 500 FCFA" with narrow no-break spaces: an amount shown in a page or a link
 * preview never wraps inside the number (decision 066). */
export const formatFCFA = (amount: number) => grouped(amount, NNBSP);

/** 12500 → "12 500 FCFA" with plain spaces: the plain text of a message a shopper sends
 * (WhatsApp order, share), as DECISIONS writes it (decision 066). */
export const formatFCFAText = (amount: number) => grouped(amount, " ");
