// Each `graphql(`…`)` call of the client replaced at build time by an import of the document
// codegen made for it (client/src/gql/graphql.ts exports one constant per operation and
// fragment): what the client preset's Babel optimizer does. Without it every page would carry
// gql.ts's map of every document of the shop, the back-office's included (not tree-shakeable): a
// page now carries only its own (decision 072). Same objects, so nothing else changes.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const GENERATED = path.join(import.meta.dirname, "src/gql/graphql.ts");
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /export const (\w+) = \{"kind":"Document","definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)"(?:,"operation":"\w+")?,"name":\{"kind":"Name","value":"(\w+)"\}/g;

/** Operation or fragment name → the constant codegen exported for it. */
export function documentConstants(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(DEFINITION)].map((m) => [m[2], m[1]]));
}

/** The module with its graphql() calls replaced; null when it has none or one is unknown (left as it is). */
export function replaceGraphqlCalls(code: string, constants: Map<string, string>, generatedPath: string, onUnknown: (source: string) => void = () => {}): string | null {
  if (!code.includes("graphql(")) return null;
  const imports = new Map<string, string>();
  let unknown = false;
  const out = code.replace(CALL, (call, source: string) => {
    const name = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(source)?.[1];
    const constant = name && constants.get(name);
    if (!constant) { unknown = true; onUnknown(source.trim().slice(0, 60)); return call; }
    const local = `__gql_${constant}`;
    imports.set(constant, local);
    return local;
  });
  if (unknown || !imports.size) return null;
  const line = `import { ${[...imports].map(([c, l]) => `${c} as ${l}`).join(", ")} } from ${JSON.stringify(generatedPath)};\n`;
  return line + out;
}

export function graphqlDocuments(): Plugin {
  let constants = new Map<string, string>();
  return {
    name: "boutique-graphql-documents",
    apply: "build",
    buildStart() { constants = documentConstants(fs.readFileSync(GENERATED, "utf8")); },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(path.join(import.meta.dirname, "src")) || file.startsWith(path.dirname(GENERATED))) return null;
      const out = replaceGraphqlCalls(code, constants, GENERATED, (doc) => this.warn(`${path.relative(import.meta.dirname, file)} : document absent de src/gql (npm run codegen) : ${doc}`));
      return out === null ? null : { code: out, map: null };
    },
  };
}
