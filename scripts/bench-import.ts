// npm run bench:import: the catalogue import of 5 000 lines (issue 29 item 4, target < 60 s on the
// 2-core machine), over real HTTP against the composed app, as the import screen sends it: the
// check (GraphQL multipart), then the confirm with the same file. Embedded PGlite, then PostgreSQL
// when a server answers. Each line is varied: its own name, category, sub-type, a French-written
// price, flags; one line in ten modifies a product of the demo catalogue by its reference.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/env.ts";
import { seedDemoCatalogue } from "../server/src/demo/seed.ts";
import { createBootstrap } from "../server/src/services/auth-bootstrap.ts";
import { throwawayPostgres } from "./lib/throwaway-postgres.ts";

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 5000);
const PASSWORD = "MotDePasse!2026";
const HEADER = "Référence;Nom;Catégorie;Sous-type;Prix (FCFA);Promotion (%);Prix final (FCFA);Stock;Indicateurs;Description";
const FIELDS = "empreinte importe lignes aCreer aModifier lignesEnErreur detail { ligne erreurs { colonne message } }";
const CHECK = `mutation($fichier: File!) { verifierImportProduits(fichier: $fichier) { ${FIELDS} } }`;
const CONFIRM = `mutation($fichier: File!, $empreinte: String!) { importerProduits(fichier: $fichier, empreinte: $empreinte) { ${FIELDS} } }`;
const WORDS = ["Robe", "Pagne", "Boubou", "Sac", "Sandales", "Collier", "Foulard", "Crème", "Parfum", "Tunique", "Bracelet", "Jupe"];
const COLOURS = ["wax bleu", "bogolan", "indigo", "doré", "rouge", "vert", "ivoire", "noir", "brodé", "perlé"];

/** 12 500 → "12 500" or "12.500", as a spreadsheet in French writes it. */
const frenchPrice = (n: number, i: number) => (i % 2 ? n.toLocaleString("fr-FR").replace(/\s/g, " ") : n.toLocaleString("de-DE"));

async function makeCsv(app: Awaited<ReturnType<typeof createApp>>) {
  const categories = await app.prisma.category.findMany({ select: { name: true, subTypes: { select: { name: true } } } });
  const existing = await app.prisma.product.findMany({ select: { id: true, name: true }, take: Math.ceil(LINES / 10) });
  const rows = [HEADER];
  for (let i = 0; i < LINES; i++) {
    const c = categories[i % categories.length];
    const sub = c.subTypes.length && i % 3 ? c.subTypes[i % c.subTypes.length].name : "";
    const modify = i % 10 === 0 && existing[i / 10];
    const name = modify
      ? `${existing[i / 10].name} (nouvelle collection)`
      : `${WORDS[i % WORDS.length]} ${COLOURS[(i * 7) % COLOURS.length]} n° ${i + 1}`;
    const price = 1000 + ((i * 37) % 400) * 250;
    const flags = [i % 11 === 0 ? "À la une" : "", i % 17 === 0 ? "En rupture" : ""].filter(Boolean).join(", ");
    rows.push(
      [
        modify ? existing[i / 10].id : "",
        name,
        c.name,
        sub,
        `"${frenchPrice(price, i)}"`,
        i % 5 ? "" : "15",
        "",
        modify ? "" : String(i % 40),
        flags,
        `Article ${i + 1}, coton`,
      ].join(";"),
    );
  }
  return Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`, "utf8");
}

async function send(url: string, token: string, query: string, variables: Record<string, unknown>, file: Buffer) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, fichier: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.fichier"] }));
  form.append("0", new Blob([new Uint8Array(file)], { type: "text/csv" }), "produits.csv");
  const t = performance.now();
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors).slice(0, 2000));
  return { s: (performance.now() - t) / 1000, data: Object.values(json.data)[0] as Record<string, unknown> };
}

async function bench(label: string, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-bench-import-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://shop.test",
  });
  const app = await createApp(config);
  try {
    await seedDemoCatalogue(app.prisma, app.services.storage);
    const url = await app.listen(0, "127.0.0.1");
    const email = `bench-${crypto.randomBytes(4).toString("hex")}@boutique.test`;
    await createBootstrap({ prisma: app.prisma, config }).createAccount({
      email,
      password: PASSWORD,
      role: "ADMIN",
      nom: "Banc",
      prenom: "Essai",
      numero: "",
    });
    const login = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`,
        variables: { i: email, p: PASSWORD },
      }),
    }).then((r) => r.json());
    const token: string = login.data.login.accessToken;
    const file = await makeCsv(app);
    const before = await app.prisma.product.count();
    const check = await send(url, token, CHECK, {}, file);
    if (check.data.lignesEnErreur)
      throw new Error(`${check.data.lignesEnErreur} lignes en erreur : ${JSON.stringify((check.data.detail as unknown[]).slice(0, 3))}`);
    const confirm = await send(url, token, CONFIRM, { empreinte: check.data.empreinte }, file);
    const after = await app.prisma.product.count();
    console.log(
      `| ${label} | ${LINES.toLocaleString("fr-FR")} (${check.data.aCreer} à créer, ${check.data.aModifier} à modifier) | ${(file.length / 1e6).toFixed(2)} Mo | ${check.s.toFixed(1)} | ${confirm.s.toFixed(1)} | ${(check.s + confirm.s).toFixed(1)} | ${after - before} |`,
    );
    if (!confirm.data.importe || after - before !== check.data.aCreer) throw new Error("l'import n'a pas tout écrit");
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Machine : ${os.cpus().length} cœurs ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}, charge ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}, ${new Date().toISOString()}`,
);
console.log(
  "\n| Base | Lignes | Fichier | Vérification (s) | Import (s) | Total (s) | Produits créés |\n|---|---|---:|---:|---:|---:|---:|",
);
await bench("PGlite", "");
const postgres = await throwawayPostgres("boutique_bench_import");
if (postgres) {
  try {
    await bench("PostgreSQL", postgres.url);
  } finally {
    await postgres.drop();
  }
}
