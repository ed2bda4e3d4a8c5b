// GraphQL multipart requests (operations + map + files), as Apollo's upload link sends them.
import type { TestApp } from "./helpers.ts";
import { bearer } from "./session.ts";

export async function upload(
  app: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, [Buffer, string]>,
) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  form.append("map", JSON.stringify(Object.fromEntries(Object.keys(files).map((path, i) => [String(i), [path]]))));
  Object.values(files).forEach(([bytes, name], i) => form.append(String(i), new Blob([new Uint8Array(bytes)]), name));
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { ...(token ? bearer(token) : {}), "graphql-require-preflight": "1" },
    body: form,
  });
  return { status: res.status, ...(await res.json()) };
}
