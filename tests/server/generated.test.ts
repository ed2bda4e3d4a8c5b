// Generated files are produced by scripts and committed: fail when someone forgot to regenerate.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { generate } from "@graphql-codegen/cli";
import { printedSchema } from "../../scripts/print-schema.ts";
import codegenConfig from "../../codegen.ts";

const root = path.resolve(import.meta.dirname, "../..");

it("schema.graphql is the printed Pothos schema (npm run schema:print)", () => {
  expect(fs.readFileSync(path.join(root, "schema.graphql"), "utf8")).toBe(printedSchema());
});

it("client/src/gql matches the documents and the schema (npm run codegen)", async () => {
  const outputs: { filename: string; content: string }[] = await generate({ ...codegenConfig, cwd: root, silent: true }, false);
  expect(outputs.length).toBeGreaterThan(0);
  for (const o of outputs) {
    const file = path.resolve(root, o.filename);
    expect(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(missing)", `${o.filename} is stale: run npm run codegen`).toBe(
      o.content,
    );
  }
});
