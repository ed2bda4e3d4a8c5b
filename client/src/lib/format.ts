const fcfa = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** 12500 -> "12 500 FCFA" (French grouping with a plain space, no decimals). */
export function formatFCFA(amount: number): string {
  return `${fcfa.format(Math.round(amount)).replace(/[\u202f\u00a0]/g, " ")} FCFA`;
}
