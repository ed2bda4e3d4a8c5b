// Checks REST answers against /api/v1/openapi.json (JSON Schema 2020-12 through Ajv).
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";
import { openApiDocument } from "../../server/src/rest/openapi.ts";

const doc = openApiDocument("http://shop.test");
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
for (const [name, schema] of Object.entries(doc.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);

/** "/produits/abc/recommendations" → "/produits/{id}/recommendations" */
function template(method: string, path: string) {
  const clean = path.replace(/\?.*$/, "").replace(/\/+$/, "") || "/";
  const found = Object.keys(doc.paths).find(
    (t) => new RegExp(`^${t.replace(/\{\w+\}/g, "[^/]+")}$`).test(clean) && (doc.paths as any)[t][method.toLowerCase()],
  );
  const exact = Object.keys(doc.paths).find((t) => t === clean && (doc.paths as any)[t][method.toLowerCase()]);
  return exact ?? found;
}

export function expectContract(method: string, path: string, status: number, body: unknown) {
  const t = template(method, path);
  expect(t, `${method} ${path} n'est pas documenté`).toBeDefined();
  const response = (doc.paths as any)[t!][method.toLowerCase()].responses[status];
  expect(response, `${method} ${t} ne documente pas le statut ${status}`).toBeDefined();
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return;
  const validate = ajv.compile(schema);
  expect(validate(body) ? [] : validate.errors, `${method} ${path} → ${status}`).toEqual([]);
}
