// Photos and banners in an S3-compatible bucket (AWS S3, MinIO, Scaleway, Cloudflare R2…), with the
// AWS SDK v3 client. Choices for servers that are not AWS itself are in decision 040.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import type { Config } from "../env.ts";
import { IMMUTABLE, contentTypeOf } from "../lib/files.ts";
import { pool } from "../lib/pool.ts";
import { StorageUnavailableError, UPLOADS_ROUTE, isValidKey, keyPath, type FileStorage } from "./file-storage.ts";

type S3Config = Pick<
  Config,
  "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

const DELETE_CONCURRENCY = 8;

/** What the shop writes first on a new bucket. A GET, not a HEAD: a HEAD's 404 has no body, so it
 * cannot tell a missing object (fine) from a missing bucket (NoSuchBucket). */
const PROBE_KEY = "banners/banniere-1-1600.webp";

/** "le bucket « photos » sur https://…", for messages. */
export const bucketLabel = (config: S3Config) =>
  `le bucket « ${config.S3_BUCKET} »${config.S3_ENDPOINT ? ` sur ${config.S3_ENDPOINT}` : ""}`;

/** "le bucket … est injoignable ou refuse l'accès (raison)" */
export function unreachable(config: S3Config, e: unknown) {
  const reason = e instanceof Error ? e.message || (e as NodeJS.ErrnoException).code || e.name : String(e);
  return `${bucketLabel(config)} est injoignable ou refuse l'accès (${reason})`;
}

/** The storage once the bucket has answered: a wrong endpoint, bucket or key stops the start with
 * a French message rather than failing on the first photo. */
export async function openS3Storage(config: S3Config) {
  const storage = createS3Storage(config);
  try {
    (await storage.get(PROBE_KEY))?.body.destroy();
  } catch (e) {
    throw new StorageUnavailableError(
      `Stockage des photos : ${unreachable(config, e)}. Vérifiez S3_ENDPOINT, S3_BUCKET, S3_REGION et les clés.`,
      { cause: e },
    );
  }
  return storage;
}

/** NoSuchKey from GET, NotFound from HEAD (which has no body to say more). */
const isMissing = (e: unknown) => e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.name === "NotFound");

function createS3Client(config: S3Config) {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Without keys: the SDK's usual chain (AWS_* variables, instance role…).
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where the API demands them: several S3-compatible servers refuse the
    // CRC headers the SDK adds by default since 2025.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable endpoint fails in seconds instead of hanging a request (no default limit).
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

export function createS3Storage(config: S3Config): FileStorage {
  const client = createS3Client(config);
  const Bucket = config.S3_BUCKET!;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`clé de stockage invalide : ${key}`);
    return key;
  };
  const head = async (key: string) => {
    if (!isValidKey(key)) return null;
    try {
      const r = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? contentTypeOf(key), etag: r.ETag ?? "" };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  };
  return {
    async put(key, body, contentType) {
      // Keys are unique per upload: the object never changes, browsers and CDNs keep it a year.
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE }));
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          size: r.ContentLength ?? 0,
          contentType: r.ContentType ?? contentTypeOf(key),
          etag: r.ETag ?? "",
          body: r.Body as Readable,
        };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    head,
    exists: async (key) => (await head(key)) !== null,
    async remove(keys) {
      // One DeleteObject per key, not DeleteObjects: the batch call needs a Content-MD5 header that
      // SDK v3 no longer sends, and MinIO, R2 and others refuse it without. Missing keys succeed.
      await pool(keys.map(checked), DELETE_CONCURRENCY, async (Key) => {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      });
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
      }
    },
    publicUrl: (key) => (config.S3_PUBLIC_URL ? `${config.S3_PUBLIC_URL}/` : UPLOADS_ROUTE) + keyPath(key),
  };
}
