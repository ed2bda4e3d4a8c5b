// npm run schema:print: writes schema.graphql from the Pothos schema (committed; a test fails when stale).
import fs from "node:fs";
import { printSchema, lexicographicSortSchema } from "graphql";
import { schema } from "../server/src/graphql/schema/index.ts";

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(new URL("../schema.graphql", import.meta.url), printedSchema());
  console.log("schema.graphql written");
}
