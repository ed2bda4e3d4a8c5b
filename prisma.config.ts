import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7's CLI downloads a native schema engine before `generate` unless this names an existing file.
// That host is unreachable here; migrations run on the wasm engine (scripts/db.ts) instead, so the stub
// fails loudly if a native-engine command (`prisma migrate`, `prisma db`) is ever run.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "scripts/no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
