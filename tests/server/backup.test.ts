// npm run backup / npm run restore (decision 042): a shop with products and photos, backed up once
// its server is stopped (refused while it runs), restored into an empty data directory, then served
// again with every product and every photo file; hostile or damaged archives are refused.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, startTestApp, type TestApp } from "./helpers.ts";
import { signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { createCategory } from "../fixtures/catalogue.ts";
import { loadConfig } from "../../server/src/env.ts";
import { restoreShop } from "../../scripts/ops/backup.ts";
import { createTar } from "../../scripts/ops/tar.ts";
import { listMigrations } from "../../server/src/db/migrate.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id } }`;
const LIST = `{ products(limit: 50) { items { id nom prix images { url srcSet } } pagination { total } } }`;

const photo = (color: string) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
const pglite = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: `pglite:${path.join(dir, "pglite")}` });
/** `timeout`: a script that hangs is killed (and fails the test) rather than left running. */
const script = (name: string, args: string[], dir: string, timeout = 0) =>
  run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    timeout,
    env: { ...process.env, ...pglite(dir), LOG_LEVEL: "silent" },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Every file under dir, with a hash of its bytes. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => [
        path.relative(dir, path.join(d.parentPath, d.name)),
        crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(d.parentPath, d.name)))
          .digest("hex"),
      ]),
  );
}

describe("npm run backup and npm run restore", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-backup-"));
  const shopDir = path.join(work, "boutique");
  const restoredDir = path.join(work, "restauree");
  const archive = path.join(work, "sauvegarde.tar");
  let shop: TestApp | undefined;
  let restored: TestApp | undefined;
  let before: { total: number; items: { id: string; nom: string; prix: number; images: { url: string; srcSet: string }[] }[] };
  let filesBefore: Record<string, string>;

  beforeAll(async () => {
    shop = await startTestApp("pglite", pglite(shopDir));
    const { accessToken } = await signInAs(shop, "SUPER_ADMIN");
    const category = await createCategory(shop.prisma, "Pagnes");
    for (const [i, colors] of [["#8a2d3b", "#2d8a3b"], ["#1d3b8a"], ["#c8821e", "#5b2a6e"]].entries()) {
      const files = Object.fromEntries(
        await Promise.all(colors.map(async (c, j) => [`variables.images.${j}`, [await photo(c), `photo-${j}.png`] as [Buffer, string]])),
      );
      const r = await upload(
        shop,
        accessToken,
        CREATE,
        { input: { nom: `Pagne ${i + 1}`, prix: 5000 + i, stock: 5, typeProduit: category.id }, images: colors.map(() => null) },
        files,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
    before = (await gql(shop, LIST)).data.products;
    filesBefore = filesOf(path.join(shopDir, "uploads"));
  });
  afterAll(async () => {
    await shop?.stop();
    await restored?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("refuses while the server runs on the data directory, saying what to do", async () => {
    const r = await script("backup", [archive], shopDir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`est déjà ouverte par le processus ${process.pid}`);
    expect(r.stderr).toContain("arrêtez le serveur, lancez npm run backup");
    expect(fs.existsSync(archive)).toBe(false);
  });

  it("backs up the stopped shop, restores it into an empty directory, and the restored shop serves every product and photo", async () => {
    await shop!.close();
    shop = undefined; // stopped; its files go with the work directory
    const saved = await script("backup", [archive], shopDir);
    expect(saved.stderr).toBe("");
    expect(saved.stdout).toMatch(/^Sauvegarde écrite : .*sauvegarde\.tar \([\d,]+ Mo\) : 3 produits, 5 photos, \d+ fichiers d'images\.$/m);
    const back = await script("restore", [archive, "--data-dir", restoredDir], shopDir);
    expect(back.stderr).toBe("");
    expect(back.stdout).toContain(`restaurée dans ${restoredDir} : 3 produits, 5 photos`);
    expect(filesOf(path.join(restoredDir, "uploads"))).toEqual(filesBefore);

    restored = await startTestApp("pglite", pglite(restoredDir));
    const after = (await gql(restored, LIST)).data.products;
    expect(after).toEqual(before);
    const urls: string[] = after.items.flatMap((p: (typeof before.items)[number]) =>
      p.images.flatMap((i) => [i.url, ...i.srcSet.split(", ").map((s) => s.split(" ")[0])]),
    );
    expect(urls.length).toBeGreaterThan(5);
    for (const url of new Set(urls)) {
      const res = await fetch(restored.url + url);
      const body = Buffer.from(await res.arrayBuffer());
      expect([url, res.status]).toEqual([url, 200]);
      expect(crypto.createHash("sha256").update(body).digest("hex")).toBe(filesBefore[decodeURIComponent(url.replace(/^\/uploads\//, ""))]);
    }
  }, 180_000); // two scripts (backup, restore) and a shop started on the result: minutes on a busy machine

  it("refuses a directory that is not empty, unless told; --force replaces its database and photos", async () => {
    const config = loadConfig(pglite(path.join(work, "occupee")));
    fs.mkdirSync(config.DATA_DIR);
    fs.writeFileSync(path.join(config.DATA_DIR, "jwt-secret"), "x".repeat(40));
    await expect(restoreShop(config, archive, { force: false })).rejects.toThrow(
      `Le dossier ${config.DATA_DIR} n'est pas vide : restaurez dans un dossier vide (--data-dir) ou ajoutez --force pour remplacer sa base et ses photos.`,
    );
    fs.mkdirSync(path.join(config.DATA_DIR, "uploads/vieux"), { recursive: true });
    fs.writeFileSync(path.join(config.DATA_DIR, "uploads/vieux/photo.webp"), "ancienne");
    expect(await restoreShop(config, archive, { force: true })).toMatchObject({ products: 3, images: 5 });
    expect(filesOf(path.join(config.DATA_DIR, "uploads"))).toEqual(filesBefore);
    expect(fs.readFileSync(path.join(config.DATA_DIR, "jwt-secret"), "utf8")).toBe("x".repeat(40));
  });

  it("refuses archives that are not backups, damaged, cut short or reaching outside the uploads folder", async () => {
    const config = loadConfig(pglite(path.join(work, "vide")));
    const restore = (file: string) =>
      restoreShop(config, file, { force: false }).then(
        () => "restaurée",
        (e: Error) => e.message,
      );
    const manifest = JSON.parse(
      fs
        .readFileSync(archive)
        .subarray(512, 512 + 2000)
        .toString("utf8")
        .replace(/\0[\s\S]*$/, ""),
    );
    const tarOf = async (name: string, entries: [string, Buffer][]) => {
      const file = path.join(work, name);
      const tar = createTar(file, 0o600, work);
      for (const [n, body] of entries) tar.addBuffer(n, body);
      await tar.finish();
      return file;
    };
    const valid: [string, Buffer][] = [
      ["sauvegarde.json", Buffer.from(JSON.stringify(manifest))],
      ["pglite.tar.gz", Buffer.from("pas une base")],
    ];
    expect(await restore(await tarOf("autre.tar", [["notes.txt", Buffer.from("bonjour")]]))).toMatch(
      /n'est pas une sauvegarde de la boutique/,
    );
    expect(await restore(await tarOf("evasion.tar", [...valid, ["uploads/../../etc/cron.d/x", Buffer.from("x")]]))).toBe(
      "Archive refusée : chemin interdit « uploads/../../etc/cron.d/x ».",
    );
    expect(await restore(await tarOf("intrus.tar", [...valid, ["pglite/../x", Buffer.from("x")]]))).toBe(
      "Archive refusée : fichier inattendu « pglite/../x ».",
    );
    expect(
      await restore(
        await tarOf("futur.tar", [
          ["sauvegarde.json", Buffer.from(JSON.stringify({ ...manifest, migrations: [...manifest.migrations, "29991231000000_future"] }))],
          valid[1],
        ]),
      ),
    ).toMatch(/version plus récente de la boutique \(migrations inconnues : 29991231000000_future\)/);
    const cut = path.join(work, "coupee.tar");
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 600_000));
    expect(await restore(cut)).toMatch(/^Archive incomplète/);
    const damaged = path.join(work, "abimee.tar");
    const bytes = fs.readFileSync(archive);
    bytes[3] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    expect(await restore(damaged)).toBe("Archive endommagée : en-tête illisible.");
    expect(fs.existsSync(config.DATA_DIR) && fs.readdirSync(config.DATA_DIR).length).toBeFalsy();
  });

  describe("archives written by hand (issue 22): links, absolute paths and corrupt headers are refused at once, in French", () => {
    const manifest = {
      format: "boutique-sauvegarde",
      version: 1,
      createdAt: new Date().toISOString(),
      shop: "Boutique",
      migrations: listMigrations().map((m) => m.name),
      products: 0,
      images: 0,
      files: 0,
    };
    const valid = () => [
      entry("sauvegarde.json", Buffer.from(JSON.stringify(manifest))),
      entry("pglite.tar.gz", Buffer.from("pas une base")),
    ];
    const config = () => loadConfig(pglite(path.join(work, "vide-2")));
    const restore = (bytes: Buffer) => {
      const file = path.join(work, `main-${crypto.randomUUID()}.tar`);
      fs.writeFileSync(file, bytes);
      return restoreShop(config(), file, { force: false }).then(
        () => "restaurée",
        (e: Error) => e.message,
      );
    };
    afterAll(() => expect(fs.existsSync(config().DATA_DIR)).toBe(false)); // nothing was written

    it("refuses links, directories, devices, absolute and escaping paths (a pax header's too)", async () => {
      const cases: [Buffer[], string][] = [
        [
          [entry("uploads/products/p/a-200.webp", Buffer.alloc(0), { type: "2", link: "/etc/shadow" })],
          "Archive refusée : « uploads/products/p/a-200.webp » n'est pas un fichier ordinaire.",
        ],
        [
          [entry("uploads/products/p/a-200.webp", Buffer.alloc(0), { type: "1", link: "sauvegarde.json" })],
          "Archive refusée : « uploads/products/p/a-200.webp » n'est pas un fichier ordinaire.",
        ],
        [
          [entry("uploads/products/", Buffer.alloc(0), { type: "5" })],
          "Archive refusée : « uploads/products/ » n'est pas un fichier ordinaire.",
        ],
        [[entry("uploads/fifo", Buffer.alloc(0), { type: "6" })], "Archive refusée : « uploads/fifo » n'est pas un fichier ordinaire."],
        [[entry("uploads/bande", Buffer.alloc(0), { type: "V" })], "Archive refusée : « uploads/bande » n'est pas un fichier ordinaire."],
        [[entry("/etc/cron.d/x", Buffer.from("x"))], "Archive refusée : fichier inattendu « /etc/cron.d/x »."],
        [[entry("uploads//etc/cron.d/x", Buffer.from("x"))], "Archive refusée : chemin interdit « uploads//etc/cron.d/x »."],
        [[entry("uploads/a/../../x", Buffer.from("x"))], "Archive refusée : chemin interdit « uploads/a/../../x »."],
        [
          [pax("path", "uploads/../../../etc/cron.d/x"), entry("uploads/sans-danger.webp", Buffer.from("x"))],
          "Archive refusée : chemin interdit « uploads/../../../etc/cron.d/x ».",
        ],
      ];
      for (const [hostile, message] of cases) expect(await restore(tarOf(...valid(), ...hostile))).toBe(message);
    });

    it("refuses a size of -1000 (the reader looped on one header forever), an impossible or unreadable size, a cut archive", async () => {
      const [manifest, database] = valid();
      const photo = entry("uploads/products/p/a-200.webp", Buffer.alloc(3000, 7));
      const cases: [Buffer, string][] = [
        [tarOf(withSize(manifest, "-1000"), database), "Archive endommagée : taille illisible pour « sauvegarde.json »."],
        [
          tarOf(manifest, database, withSize(photo, "-1000")),
          "Archive endommagée : taille illisible pour « uploads/products/p/a-200.webp ».",
        ],
        // 8 GiB announced in a file of a few kilobytes, in octal and in base-256
        [tarOf(manifest, withSize(database, "77777777777")), "Archive incomplète : un fichier est coupé."],
        [tarOf(manifest, withSize(database, `\x80${"\0".repeat(7)}\x7f\xff\xff\xff`)), "Archive incomplète : un fichier est coupé."],
        [tarOf(manifest, withSize(database, "\xff".repeat(12))), "Archive endommagée : taille illisible pour « pglite.tar.gz »."], // -1 in base-256
        [tarOf(manifest, withSize(database, "zz")), "Archive endommagée : taille illisible pour « pglite.tar.gz »."],
        [Buffer.concat([manifest, database, photo.subarray(0, 1500)]), "Archive incomplète : un fichier est coupé."],
        [Buffer.concat([manifest, database, photo]), "Archive incomplète : la fin de l'archive manque."],
        [Buffer.concat([manifest, database, photo.subarray(0, 300)]), "Archive incomplète : la fin de l'archive manque."],
        [Buffer.from("ceci n'est pas une archive, seulement du texte.\n".repeat(40)), "Archive endommagée : en-tête illisible."],
        [Buffer.alloc(100), "Archive illisible : ce n'est pas une archive tar."],
      ];
      for (const [bytes, message] of cases) expect(await restore(bytes)).toBe(message);
    });

    it("npm run restore on the -1000 archive stops at once with the French message", async () => {
      const [manifest, database] = valid();
      const file = path.join(work, "moins-mille.tar");
      fs.writeFileSync(file, tarOf(withSize(manifest, "-1000"), database));
      const r = await script("restore", [file, "--data-dir", path.join(work, "vide-3")], work, 60_000);
      expect([r.code, r.stderr.trim()]).toEqual([1, "Archive endommagée : taille illisible pour « sauvegarde.json »."]);
    });
  });
});

/** One tar entry written by hand (ustar header, body, padding): what node-tar would refuse to write. */
function entry(name: string, body: Buffer, o: { type?: string; link?: string } = {}) {
  const h = Buffer.alloc(512);
  h.write(name, 0, 100);
  h.write("0000600\0", 100);
  h.write("0000000\0", 108);
  h.write("0000000\0", 116);
  h.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
  h.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  h.write(o.type ?? "0", 156);
  h.write(o.link ?? "", 157, 100);
  h.write("ustar\0", 257);
  h.write("00", 263);
  return Buffer.concat([sealed(h), body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

/** A pax extended header giving the next entry's `key`. */
function pax(key: string, value: string) {
  let record = ` ${key}=${value}\n`;
  record = `${Buffer.byteLength(record) + String(Buffer.byteLength(record)).length}${record}`;
  return entry("PaxHeader", Buffer.from(record), { type: "x" });
}

/** The entry with its header's size field replaced (checksum recomputed: only the size is wrong). */
function withSize(bytes: Buffer, field: string) {
  const h = Buffer.from(bytes.subarray(0, 512));
  h.fill(0, 124, 136);
  h.write(field, 124, 12, "latin1");
  return Buffer.concat([sealed(h), bytes.subarray(512)]);
}

function sealed(h: Buffer) {
  h.fill(" ", 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return h;
}

const tarOf = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);
