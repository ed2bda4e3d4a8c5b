/** 12500 -> "12 500 FCFA" (French grouping with a plain space, no decimals). Written by hand:
 * creating an Intl.NumberFormat costs ~60 ms on a slow phone, before the first price shows. */
export function formatFCFA(amount: number): string {
  const n = Math.round(amount);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${n < 0 ? "-" : ""}${digits} FCFA`;
}
