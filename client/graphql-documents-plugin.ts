// Each `graphql(`…`)` call of the client replaced at build time by the document codegen made for it
// (client/src/gql/graphql.ts has one per operation and fragment), written into the calling module:
// what the client preset's Babel optimizer does, one step further. Without it every page would
// carry the documents of the whole shop, the back-office's included: gql.ts's map of them all is not
// tree-shakeable, and graphql.ts is one module the storefront and the back-office share, so its
// documents would all stay in the chunk the home page loads. A page now carries only its own
// (decision 072). The same documents, so nothing else changes.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const GENERATED = path.join(import.meta.dirname, "src/gql/graphql.ts");
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION =
  /^export const \w+ = (\{"kind":"Document","definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)"(?:,"operation":"\w+")?,"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Operation or fragment name → its document (JSON text, as codegen wrote it). */
export function generatedDocuments(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(DEFINITION)].map((m) => [m[2], m[1]]));
}

/** The module with its graphql() calls replaced; null when it has none or one is unknown (left as
 * it is, with gql.ts's map: `onUnknown` says which). */
export function replaceGraphqlCalls(
  code: string,
  documents: Map<string, string>,
  onUnknown: (source: string) => void = () => {},
): string | null {
  if (!code.includes("graphql(")) return null;
  let unknown = false;
  let replaced = 0;
  const out = code.replace(CALL, (call, source: string) => {
    const name = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(source)?.[1];
    const document = name && documents.get(name);
    if (!document) {
      unknown = true;
      onUnknown(source.trim().slice(0, 60));
      return call;
    }
    replaced++;
    return `(${document})`;
  });
  return unknown || !replaced ? null : out;
}

export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: "boutique-graphql-documents",
    apply: "build",
    buildStart() {
      documents = generatedDocuments(fs.readFileSync(GENERATED, "utf8"));
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(path.join(import.meta.dirname, "src")) || file.startsWith(path.dirname(GENERATED)))
        return null;
      const out = replaceGraphqlCalls(code, documents, (doc) =>
        this.warn(`${path.relative(import.meta.dirname, file)} : document absent de src/gql (npm run codegen) : ${doc}`),
      );
      return out === null ? null : { code: out, map: null };
    },
  };
}
