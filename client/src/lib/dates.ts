// Dates in the back-office: French, in the shop's time zone's reading (the browser's locale time).
const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" });
const dayTime = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

export const formatDate = (iso: string) => day.format(new Date(iso));
export const formatDateTime = (iso: string) => dayTime.format(new Date(iso));
