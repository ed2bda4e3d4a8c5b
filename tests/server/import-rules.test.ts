// The import rules of biome.json (decision 081) fail on a deliberate violation: the repository's
// own configuration is run on a small tree laid out like the repository, where each rule has one
// file that breaks it and the imports the rule allows sit in files that must stay clean.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");

/** File → its text. Imports only need to exist for the cycle rule, which follows them. */
const TREE: Record<string, string> = {
  // The server → client rule: any client file but the generated ones (a module shared before
  // contract/ too), and what it may import: contract/ and client/src/gql.
  "server/src/http/new-page.ts": `import { readCart } from "../../../client/src/lib/cart.ts";\nexport const page = readCart;\n`,
  "server/src/http/old-place.ts": `import { isEmail } from "../../../client/src/lib/validation.ts";\nexport const check = isEmail;\n`,
  "server/src/http/allowed.ts": [
    `import { isEmail } from "../../../contract/validation.ts";`,
    `import { readListParams } from "../../../contract/list-params.ts";`,
    `import type { ProductSort } from "../../../client/src/gql/graphql.ts";`,
    `export const used = [isEmail, readListParams] as unknown as ProductSort;`,
  ].join("\n"),
  // The server never imports scripts/ (backup, restore, the migrator: decision 086).
  "server/src/http/backup-route.ts": `import { backupShop } from "../../../scripts/ops/backup.ts";\nexport const route = backupShop;\n`,
  // The contract imports only itself and the generated documents: nothing else of the client or the server.
  "contract/reach.ts": `import { readCart } from "../client/src/lib/cart.ts";\nimport { send } from "../server/src/http/static.ts";\nexport const a = [readCart, send];\n`,
  "contract/allowed.ts": [
    `import { matchPage } from "./pages.ts";`,
    `import type { ProductSort } from "../client/src/gql/graphql.ts";`,
    `export const used = matchPage as unknown as ProductSort;`,
  ].join("\n"),
  // The storage → http rule.
  "server/src/storage/served.ts": `import { IMMUTABLE } from "../http/static.ts";\nexport const header = IMMUTABLE;\n`,
  "server/src/storage/allowed.ts": `import { IMMUTABLE } from "../lib/files.ts";\nexport const header = IMMUTABLE;\n`,
  // A feature importing another, next door or the long way round.
  "client/src/features/cart/next-door.ts": `import { readListParams } from "../catalogue/list-params.ts";\nexport const a = readListParams;\n`,
  "client/src/features/cart/long-way.ts": `import { readListParams } from "../../features/catalogue/list-params.ts";\nexport const a = readListParams;\n`,
  "client/src/features/cart/allowed.ts": [
    `import { formatFCFA } from "../../../../contract/format.ts";`,
    `import { Panel } from "../../components/ui/Panel.tsx";`,
    `import { graphql } from "../../gql";`,
    `import { helper } from "./helper.ts";`,
    `export const used = [formatFCFA, Panel, graphql, helper];`,
  ].join("\n"),
  // components/ and lib/ never import features/ or app/.
  "client/src/components/ui/Widget.tsx": `import { CartPage } from "../../features/cart/CartPage.tsx";\nexport const Widget = CartPage;\n`,
  "client/src/lib/shell.ts": `import { App } from "../app/App.tsx";\nexport const shell = App;\n`,
  "client/src/lib/allowed.ts": `import { Panel } from "../components/ui/Panel.tsx";\nimport { whatsappLink } from "./whatsapp-link.ts";\nexport const used = [Panel, whatsappLink];\n`,
  // No cycles, type-only ones included.
  "server/src/services/one.ts": `import { two } from "./two.ts";\nexport const one = () => two;\n`,
  "server/src/services/two.ts": `import type { one } from "./one.ts";\nexport const two = 2;\nexport type One = typeof one;\n`,
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}
let dir = "";
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-import-rules-"));
  const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // Exits 1 on the violations: its report is what is read.
  const { stdout } = await promisify(execFile)(biome, ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: dir,
  }).catch((e) => e);
  diagnostics = JSON.parse(stdout).diagnostics;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const of = (file: string) => diagnostics.filter((d) => d.location.path === file).map((d) => `${d.category}: ${d.message}`);

describe("import rules (biome.json, decision 081)", () => {
  it("refuses a server import of any client file but gql/, and allows contract/ and gql/", () => {
    for (const file of ["server/src/http/new-page.ts", "server/src/http/old-place.ts"]) {
      expect(of(file), file).toEqual([expect.stringMatching(/^lint\/style\/noRestrictedImports: The server imports from the client only/)]);
    }
    expect(of("server/src/http/allowed.ts")).toEqual([]);
  });

  it("refuses a server import of scripts/", () => {
    expect(of("server/src/http/backup-route.ts")).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: The server never imports scripts\//),
    ]);
  });

  it("refuses a contract import of the client (but gql/) or the server", () => {
    expect(of("contract/reach.ts")).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: contract\/ is read by the server/),
      expect.stringMatching(/^lint\/style\/noRestrictedImports: contract\/ is read by the server/),
    ]);
    expect(of("contract/allowed.ts")).toEqual([]);
  });

  it("refuses an import of http/ in the storage", () => {
    expect(of("server/src/storage/served.ts")).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: The storage never imports http/),
    ]);
    expect(of("server/src/storage/allowed.ts")).toEqual([]);
  });

  it("refuses a feature's import of another feature, and allows lib, components, gql and its own files", () => {
    for (const file of ["client/src/features/cart/next-door.ts", "client/src/features/cart/long-way.ts"]) {
      expect(of(file), file).toEqual([expect.stringMatching(/^lint\/style\/noRestrictedImports: A feature never imports another feature/)]);
    }
    expect(of("client/src/features/cart/allowed.ts")).toEqual([]);
  });

  it("refuses imports of features/ or app/ in components/ and lib/", () => {
    for (const file of ["client/src/components/ui/Widget.tsx", "client/src/lib/shell.ts"]) {
      expect(of(file), file).toEqual([
        expect.stringMatching(/^lint\/style\/noRestrictedImports: client\/src\/components and client\/src\/lib never import/),
      ]);
    }
    expect(of("client/src/lib/allowed.ts")).toEqual([]);
  });

  it("refuses an import cycle, a type-only one too", () => {
    expect(of("server/src/services/one.ts")).toEqual(["lint/suspicious/noImportCycles: This import is part of a cycle."]);
    expect(of("server/src/services/two.ts")).toEqual(["lint/suspicious/noImportCycles: This import is part of a cycle."]);
  });
});
