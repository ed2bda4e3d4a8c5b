// The build's graphql() replacement (client/graphql-documents-plugin.ts, decision 072): every call
// becomes an import of the document codegen made, so no page carries the map of all documents.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentConstants, replaceGraphqlCalls } from "../../client/graphql-documents-plugin.ts";

const generated = fs.readFileSync(path.resolve(import.meta.dirname, "../../client/src/gql/graphql.ts"), "utf8");

describe("graphql() calls replaced by their generated documents", () => {
  const constants = documentConstants(generated);
  it("finds every operation and fragment codegen made", () => {
    expect(constants.get("StoreShell")).toBe("StoreShellDocument");
    expect(constants.get("ProductCard_product")).toBe("ProductCard_ProductFragmentDoc");
    expect(constants.size).toBe((generated.match(/^export const \w+(Document|FragmentDoc) = \{"kind":"Document"/gm) ?? []).length);
  });

  it("imports the document in place of the call, and leaves a module with an unknown document alone", () => {
    const code = "import { graphql } from '../gql';\nconst Q = graphql(`\n  query StoreShell { boutique { nom } }\n`);\nconst F = graphql(`fragment ProductCard_product on Product { id }`);";
    const out = replaceGraphqlCalls(code, constants, "/x/gql/graphql.ts")!;
    expect(out).toContain('import { StoreShellDocument as __gql_StoreShellDocument, ProductCard_ProductFragmentDoc as __gql_ProductCard_ProductFragmentDoc } from "/x/gql/graphql.ts";');
    expect(out).toContain("const Q = __gql_StoreShellDocument;");
    expect(out).not.toContain("graphql(`");
    const unknown: string[] = [];
    expect(replaceGraphqlCalls("graphql(`query Nope { a }`)", constants, "/x", (d) => unknown.push(d))).toBeNull();
    expect(unknown).toEqual(["query Nope { a }"]);
    expect(replaceGraphqlCalls("const a = 1;", constants, "/x")).toBeNull();
  });
});
