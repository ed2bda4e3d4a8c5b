// The days the dashboard's order figures start from (Africa/Dakar is UTC), as YYYY-MM-DD: the
// server counts from them, the cards link to the orders list filtered from the same day.
const DAY = 86_400_000;

export function dashboardDays(now = new Date()) {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const day = (daysBack: number) => new Date(today - daysBack * DAY).toISOString().slice(0, 10);
  return { today: day(0), since7: day(6), since30: day(29) };
}

/** Midnight UTC of a YYYY-MM-DD day. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
