// Order statuses as people read them (decision 072): the shopper's timeline and the seller's badges.
export type OrderStatus = "nouvelle" | "confirmee" | "livree" | "annulee";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  nouvelle: "Reçue",
  confirmee: "Confirmée",
  livree: "Livrée",
  annulee: "Annulée",
};
/** The back-office says 'Nouvelle' where the shopper reads 'Reçue'. */
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  nouvelle: "Nouvelle",
  confirmee: "Confirmée",
  livree: "Livrée",
  annulee: "Annulée",
};
export const AREA_LABELS: Record<"dakar" | "regions", string> = { dakar: "Dakar", regions: "Autres régions" };
export const STATUS_PALETTE: Record<OrderStatus, string> = { nouvelle: "orange", confirmee: "blue", livree: "green", annulee: "red" };

export interface TimelineDates {
  creeLe: string;
  confirmeeLe?: string | null;
  livreeLe?: string | null;
  annuleeLe?: string | null;
}
export interface TimelineStep {
  label: string;
  at: string | null;
  done: boolean;
  current: boolean;
  cancelled?: boolean;
}

/** Reçue → Confirmée → Livrée, or Reçue (→ Confirmée) → Annulée. */
export function timeline(statut: OrderStatus, d: TimelineDates): TimelineStep[] {
  if (statut === "annulee") {
    return [
      { label: "Reçue", at: d.creeLe, done: true, current: false },
      ...(d.confirmeeLe ? [{ label: "Confirmée", at: d.confirmeeLe, done: true, current: false }] : []),
      { label: "Annulée", at: d.annuleeLe ?? null, done: true, current: true, cancelled: true },
    ];
  }
  const rank = { nouvelle: 0, confirmee: 1, livree: 2 }[statut];
  return [
    { label: "Reçue", at: d.creeLe, done: true, current: rank === 0 },
    { label: "Confirmée", at: d.confirmeeLe ?? null, done: rank >= 1, current: rank === 1 },
    { label: "Livrée", at: d.livreeLe ?? null, done: rank >= 2, current: rank === 2 },
  ];
}

// Africa/Dakar is UTC all year: the server's render and the browser's hydration read the same.
// Made on first use (a formatter costs tens of ms on a slow phone; the cart never needs one).
let dayTime: Intl.DateTimeFormat | null = null;
export function orderDateTime(iso: string): string {
  dayTime ??= new Intl.DateTimeFormat("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Africa/Dakar",
  });
  return dayTime.format(new Date(iso));
}
