// 'Exporter (CSV)' (decision 072): the back-office's exports are REST answers behind the bearer
// token, so a plain link cannot fetch them; the file is fetched with the token, then saved under
// the name the server gives (or `fallbackName`).
import { tokenStore } from "./auth/tokens.ts";
import { timeoutFetch } from "./http.ts";

/** The query string of a filter set: empty values left out. */
export function exportQuery(filters: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== null && v !== undefined && v !== "") params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function fileName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  try {
    return match ? decodeURIComponent(match[1]) : fallback;
  } catch {
    return fallback;
  }
}

/** Throws an Error with the server's French message (or a default) when the export is refused. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const token = tokenStore.access();
  const res = await timeoutFetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || "Erreur lors de l'export");
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName(res.headers.get("content-disposition"), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
