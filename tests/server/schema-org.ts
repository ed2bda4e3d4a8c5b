// schema.org's vocabulary as the schema-dts package types it (generated from schema.org's own
// definitions): each JSON-LD block is written as a TypeScript value of the type its "@type" names
// and checked by the TypeScript compiler. An unknown type, an unknown property or a value of the
// wrong type is a compile error, reported against the block it came from.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.join(import.meta.dirname, "../..");
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isType = (t: unknown): t is string => typeof t === "string" && /^[A-Z][A-Za-z0-9]*$/.test(t);

/** The block as a TypeScript expression. A nested action ("SearchAction"…) is checked on its own,
 * as schema.org's action constraints allow ("query-input", WithActionConstraints), and referred to
 * by name: the parent then checks it as an Action. */
function expression(value: Json, hoisted: string[], block: number): string {
  if (Array.isArray(value)) return `[${value.map((v) => expression(v, hoisted, block)).join(", ")}]`;
  // U+2028 and U+2029 end a line for the compiler's error positions: escaped, one line a block.
  if (value === null || typeof value !== "object")
    return JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  const fields = Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${expression(v, hoisted, block)}`)
    .join(", ");
  const type = value["@type"];
  if (!(isType(type) && type.endsWith("Action"))) return `{ ${fields} }`;
  const name = `block${block}Action${hoisted.length}`;
  hoisted.push(`const ${name} = { ${fields} } satisfies S.WithActionConstraints<S.${type}>;`);
  return name;
}

/** The compiler's errors for each block (an empty list: the block is valid schema.org). */
export async function schemaOrgErrors(blocks: Record<string, unknown>[]): Promise<string[][]> {
  const dir = fs.mkdtempSync(path.join(ROOT, "node_modules/.cache/schema-org-"));
  try {
    const lines = blocks.map((block, i) => {
      const hoisted: string[] = [];
      const type = block["@type"];
      const value = expression(block as Json, hoisted, i);
      // One line a block: an error's line number names its block.
      return `${hoisted.join(" ")} export const block${i}: S.WithContext<S.${isType(type) ? type : "NotAType"}> = ${value};`;
    });
    fs.writeFileSync(path.join(dir, "check.ts"), ['import type * as S from "schema-dts";', ...lines, ""].join("\n"));
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "es2022",
          module: "esnext",
          moduleResolution: "bundler",
          types: [],
          skipLibCheck: true,
        },
        files: ["check.ts"],
      }),
    );
    const output = await promisify(execFile)(process.execPath, [TSC, "-p", dir, "--pretty", "false"], { cwd: dir }).then(
      ({ stdout }) => stdout,
      (err: { stdout?: string; code?: number }) => {
        if (!err.stdout) throw err;
        return err.stdout;
      },
    );
    const errors: string[][] = blocks.map(() => []);
    for (const m of output.matchAll(/check\.ts\((\d+),\d+\): (error TS\d+: .*)/g)) {
      const block = Number(m[1]) - 2;
      if (!errors[block]) throw new Error(`Erreur hors des blocs : ${m[0]}`);
      errors[block].push(m[2]);
    }
    if (!errors.flat().length && /error/i.test(output)) throw new Error(`tsc : ${output}`);
    return errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
