// GET /api/v1/openapi.json and a readable page of the same document at /api/v1/docs.
import { openApiDocument } from "./openapi.ts";
import { route, type RestRequest } from "./http.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function docsPage(doc: ReturnType<typeof openApiDocument>) {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const params = (op.parameters ?? []) as { name: string; in: string; description?: string }[];
        const responses = Object.entries(op.responses)
          .map(([code, r]) => `<li><code>${code}</code> ${escapeHtml((r as { description: string }).description)}</li>`)
          .join("");
        return (
          `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary)}</p>` +
          (op.security ? "<p><em>Authentification : en-tête Authorization: Bearer &lt;jeton&gt;</em></p>" : "") +
          (params.length
            ? `<h3>Paramètres</h3><ul>${params.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}) ${escapeHtml(p.description ?? "")}</li>`).join("")}</ul>`
            : "") +
          `<h3>Réponses</h3><ul>${responses}</ul></section>`
        );
      }),
    )
    .join("");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1b1a}h1{color:#23306b}section{border-top:1px solid #ddd;padding:.5rem 0}
h2{font-size:1.1rem}.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;background:#23306b;padding:0 .4rem}.m.post{background:#1b6b3a}.m.put{background:#8a5a00}.m.delete{background:#a3222d}code{background:#f3efe8;padding:0 .2rem}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p>Document OpenAPI 3.1 : <a href="openapi.json">openapi.json</a> · Base : <code>${escapeHtml(doc.servers[0].url)}</code></p>${sections}</body></html>`;
}

export const docsRoutes = [
  route("GET", "/openapi.json", async ({ services }: RestRequest) => ({ body: openApiDocument(services.config.PUBLIC_URL) })),
  route("GET", "/docs", async ({ services }: RestRequest) => ({ body: {}, html: docsPage(openApiDocument(services.config.PUBLIC_URL)) })),
];
