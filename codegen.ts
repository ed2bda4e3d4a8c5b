import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the client: graphql() calls next to the components that use them.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
      config: { scalars: { DateTime: "string", File: "File" }, enumsAsTypes: true, useTypeImports: true },
    },
  },
};
export default config;
