// CSV for a French spreadsheet (issue 26): UTF-8 with a BOM, `;` between cells, CRLF between rows,
// every cell quoted when it holds `;`, a quote or a line break. A cell that a spreadsheet would read
// as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a quote: an
// order's customer name cannot run a formula on the seller's computer.
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
const BOM = "\uFEFF";

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "oui" : "non") : String(value);
  // Numbers are written as numbers (a negative amount stays one); text that looks like a formula is defused.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: string[], rows: CsvCell[][]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
