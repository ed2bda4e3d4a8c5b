// Starts Debian's nginx as the current user on deploy/nginx/boutique.conf itself, its ports, paths
// and instances substituted, in a throwaway directory (tests/server/nginx.test.ts, npm run bench).
// A substitution that no longer matches the file fails loudly: the test must keep running the
// configuration a shop installs, not a copy that drifted.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const SITE_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx/boutique.conf");
/** The domain written in the configuration; requests carry it as Host and TLS server name. */
export const SERVER_NAME = "boutique.example.sn";

export const nginxInstalled = () => fs.existsSync(NGINX);

export interface SiteOptions {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  cert: string;
  key: string;
  dir: string;
}

/** [pattern, replacement]: each pattern must match the file at least once. */
function substitutions(o: SiteOptions): [RegExp, string | ((...m: string[]) => string)][] {
  return [
    [/^ *listen \[::\]:(80|443)[^;]*;\n/gm, ""], // loopback only
    [/listen 80;/g, `listen 127.0.0.1:${o.httpPort};`],
    [/listen 443 /g, `listen 127.0.0.1:${o.httpsPort} `],
    // The first active instance line gives its options to every instance of the run.
    [
      /^( *)server 127\.0\.0\.1:3000( [^;]*)?;$/m,
      (_m, indent, options = "") => o.upstreams.map((u) => `${indent}server ${u}${options};`).join("\n"),
    ],
    [/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, o.cert],
    [/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, o.key],
    [/\/var\/cache\/nginx\/boutique/g, path.join(o.dir, "cache")],
    [/\/var\/log\/nginx\//g, `${o.dir}/`],
    [/root \/var\/www\/html;/g, `root ${path.join(o.dir, "www")};`],
  ];
}

export function renderSite(o: SiteOptions, text = fs.readFileSync(SITE_CONF, "utf8")): string {
  for (const [pattern, replacement] of substitutions(o)) {
    if (!text.match(pattern))
      throw new Error(`${path.relative(process.cwd(), SITE_CONF)} ne contient plus ${pattern} : mettez scripts/lib/nginx.ts à jour`);
    text = text.replace(pattern, replacement as string);
  }
  return text;
}

/** The main configuration, like Debian's /etc/nginx/nginx.conf around sites-enabled (gzip and TLS
 * protocols already set in http, so a duplicate directive in the site fails here too). */
function mainConf(dir: string, site: string, workers: number | "auto") {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `    ${t}_temp_path ${path.join(dir, "tmp", t)};`)
    .join("\n");
  // As root, nginx would run its workers as nobody, who cannot read the throwaway directory.
  return `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${workers};
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 768; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log ${path.join(dir, "access.log")};
    gzip on;
${temp}
    include ${site};
}
`;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** A throwaway self-signed certificate for SERVER_NAME (P-256: generated in milliseconds). */
function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const r = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${SERVER_NAME}`,
      "-addext",
      `subjectAltName=DNS:${SERVER_NAME}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`openssl : ${r.stderr || r.error}`);
  return { cert, key };
}

function waitForPort(port: number, exited: () => string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = exited();
      if (failure !== null) return reject(new Error(failure));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

export interface RunningNginx {
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** https://127.0.0.1:<port>: send Host and the TLS server name SERVER_NAME, trust `ca`. */
  httpsUrl: string;
  ca: Buffer;
  accessLog: string;
  /** `nginx -t` on this configuration: exit status and what nginx printed. */
  check(): { ok: boolean; output: string };
  stop(): Promise<void>;
}

/** nginx in front of `upstreams` ("127.0.0.1:port"), on free loopback ports. `workers`: one for
 * tests, "auto" (one per core, Debian's setting) for benchmarks. */
export async function startNginx(upstreams: string[], { workers = 1 }: { workers?: number | "auto" } = {}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-nginx-"));
  for (const sub of ["tmp", "cache", "www"]) fs.mkdirSync(path.join(dir, sub));
  const { cert, key } = selfSignedCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = path.join(dir, "boutique.conf");
  fs.writeFileSync(site, renderSite({ httpPort, httpsPort, upstreams, cert, key, dir }));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, mainConf(dir, site, workers));
  const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  const check = () => {
    const r = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  };
  const child = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  let exitCode: number | null = null;
  child.stderr!.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((r) =>
    child.once("exit", (code) => {
      exitCode = code ?? -1;
      r();
    }),
  );
  await waitForPort(httpsPort, () =>
    exitCode === null ? null : `nginx s'est arrêté (code ${exitCode}) : ${stderr}${readIfAny(path.join(dir, "error.log"))}`,
  );
  return {
    dir,
    httpPort,
    httpsPort,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    ca: fs.readFileSync(cert),
    accessLog: path.join(dir, "boutique.access.log"),
    check,
    async stop() {
      if (exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const readIfAny = (file: string) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
