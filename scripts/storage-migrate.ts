// npm run storage:migrate: copies every photo and banner of DATA_DIR/uploads to the bucket the S3_*
// variables name (decision 040). Idempotent: an object already there with the same size is left
// alone, so an interrupted copy is simply run again. The local files stay where they are.
import { buffer } from "node:stream/consumers";
import { loadConfigOrExit } from "../server/src/env.ts";
import { pool } from "../server/src/lib/pool.ts";
import { READY_PROBE_PREFIX, StorageUnavailableError, createLocalStorage, uploadsDir } from "../server/src/storage/index.ts";
import { bucketLabel, openS3Storage, unreachable } from "../server/src/storage/s3.ts";

const CONCURRENCY = 8;

const config = loadConfigOrExit();
if (!config.S3_BUCKET) {
  console.error(
    "Stockage objet non configuré : définissez S3_BUCKET (et, selon le fournisseur, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) pour copier les photos vers le bucket.",
  );
  process.exit(1);
}
const dir = uploadsDir(config);
const from = createLocalStorage(dir);
// Reachable and readable before anything else, even with nothing to copy.
const to = await openS3Storage(config).catch((e: unknown) => {
  if (!(e instanceof StorageUnavailableError)) throw e;
  console.error(e.message);
  process.exit(1);
});

const keys: string[] = [];
for await (const key of from.list()) if (!key.startsWith(READY_PROBE_PREFIX)) keys.push(key);
const counts = { copied: 0, present: 0 };

async function copy(key: string) {
  const [local, remote] = await Promise.all([from.head(key), to.head(key)]);
  if (remote && remote.size === local?.size) {
    counts.present += 1;
    return;
  }
  const file = await from.get(key);
  if (!file) return; // removed since the listing
  await to.put(key, await buffer(file.body), file.contentType);
  counts.copied += 1;
}

try {
  await pool(keys, CONCURRENCY, copy);
} catch (e) {
  console.error(`Copie interrompue : ${unreachable(config, e)}.`);
  console.error(
    `${counts.copied} fichier(s) copié(s) avant l'erreur. Relancez la commande une fois le problème réglé : les fichiers déjà copiés seront ignorés.`,
  );
  process.exit(1);
}
console.log(
  `${keys.length} fichier(s) dans ${dir} : ${counts.copied} copié(s) vers ${bucketLabel(config)}, ${counts.present} déjà présent(s) avec la même taille.`,
);
process.exit(0);
