// The build's graphql() replacement (client/graphql-documents-plugin.ts, decision 072): every call
// becomes the document codegen made, written in place, so no page carries the others.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedDocuments, replaceGraphqlCalls } from "../../client/graphql-documents-plugin.ts";
import { ProductCard_ProductFragmentDoc, StoreShellDocument } from "../../client/src/gql/graphql.ts";

const generated = fs.readFileSync(path.resolve(import.meta.dirname, "../../client/src/gql/graphql.ts"), "utf8");

describe("graphql() calls replaced by their generated documents", () => {
  const documents = generatedDocuments(generated);
  it("reads every operation and fragment codegen made", () => {
    expect(JSON.parse(documents.get("StoreShell")!)).toEqual(StoreShellDocument);
    expect(JSON.parse(documents.get("ProductCard_product")!)).toEqual(ProductCard_ProductFragmentDoc);
    expect(documents.size).toBe((generated.match(/^export const \w+(Document|FragmentDoc) = \{"kind":"Document"/gm) ?? []).length);
  });

  it("writes the document in place of the call, and leaves a module with an unknown document alone", () => {
    const code =
      "import { graphql } from '../gql';\nconst Q = graphql(`\n  query StoreShell { boutique { nom } }\n`);\nconst F = graphql(`fragment ProductCard_product on Product { id }`);";
    const out = replaceGraphqlCalls(code, documents)!;
    expect(out).not.toContain("graphql(`");
    const [q, f] = [...out.matchAll(/const [QF] = \((.*)\);/g)].map((m) => JSON.parse(m[1]));
    expect(q).toEqual(StoreShellDocument);
    expect(f).toEqual(ProductCard_ProductFragmentDoc);
    const unknown: string[] = [];
    expect(replaceGraphqlCalls("graphql(`query Nope { a }`)", documents, (d) => unknown.push(d))).toBeNull();
    expect(unknown).toEqual(["query Nope { a }"]);
    expect(replaceGraphqlCalls("const a = 1;", documents)).toBeNull();
  });
});
