// Recent activity reads 'il y a 5 minutes' for the last week, then a French date.
const relative = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });
const dated = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

export function timeAgo(iso: string, now = Date.now()) {
  const then = new Date(iso).getTime();
  let amount = Math.round((then - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return unit === "second" ? "à l'instant" : relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return dated.format(then);
}
