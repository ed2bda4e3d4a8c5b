// A real S3-compatible server for the tests: s3rver (decision 040) on loopback, a random port, a
// throwaway directory and one bucket. It knows one access key (S3RVER / S3RVER) but does not verify
// SigV4 signatures, and, like a public bucket, also answers unsigned reads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** S3_* variables for loadConfig / startTestApp. */
  env: Record<string, string>;
  bucket: string;
  /** http://127.0.0.1:port; objects are at `${endpoint}/${bucket}/${key}`. */
  endpoint: string;
  /** Key → size of every object in the bucket, read with a plain unsigned listing (first 1000). */
  objects(): Promise<Record<string, number>>;
  /** Stops the server (a test may do it early, to see the bucket unreachable); once is enough. */
  close(): Promise<void>;
}

// The SDK's notice that its 2027 releases will need Node 22 (decision 040): once per test process is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const xmlText = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e]!);

export async function startS3Server(bucket = "boutique-photos"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    bucket,
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async objects() {
      const xml = await (await fetch(`${endpoint}/${bucket}?list-type=2`)).text();
      return Object.fromEntries(
        [...xml.matchAll(/<Contents><Key>([^<]*)<\/Key>.*?<Size>(\d+)<\/Size>/g)].map((m) => [xmlText(m[1]), Number(m[2])]),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
