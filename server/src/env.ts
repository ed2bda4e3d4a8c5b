// Configuration comes from environment variables only, validated once at start-up so that a typo
// stops the server with a clear message instead of failing later on a request.
import path from "node:path";
import { z } from "zod";
import { ROOT } from "./lib/root.ts";

// Default messages (wrong type, unknown option…) in French, like the ones written here.
z.config(z.locales.fr());

const optionalText = z.string().trim().min(1).optional().catch(undefined);
const httpUrl = (example: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && !/[?#]/.test(v),
      `doit être une URL http(s) complète, sans ? ni #, par exemple ${example}`,
    )
    .transform((v) => v.replace(/\/+$/, ""))
    .optional();
const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
  "S3_FORCE_PATH_STYLE",
] as const;
const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default(path.join(ROOT, "data")),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^(postgres(ql)?:\/\/|pglite:)/.test(v), "doit commencer par postgresql:// (ou pglite: pour la base embarquée)"),
    PUBLIC_URL: z.string().url("doit être une URL complète, par exemple https://boutique.example.sn").optional(),
    SHOP_NAME: z.string().trim().min(1).default("Boutique en Ligne"),
    SHOP_SLUG: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, "lettres minuscules, chiffres et tirets uniquement")
      .default("boutique"),
    SHOP_WHATSAPP_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{8,15}$/, "8 à 15 chiffres, indicatif pays compris, sans + ni espaces (ex. 221771234567)")
      .default("221770000000"),
    JWT_SECRET: z.string().min(32, "au moins 32 caractères").optional(),
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    SUPER_ADMIN_EMAIL: z.string().trim().email("adresse email invalide").optional(),
    SUPER_ADMIN_PASSWORD: z.string().min(8, "au moins 8 caractères").optional(),
    CORS_ORIGINS: z
      .string()
      .trim()
      .default("")
      .transform((v, ctx) => {
        const origins = v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean);
        for (const o of origins) {
          if (!URL.canParse(o) || new URL(o).origin !== o)
            ctx.addIssue({ code: "custom", message: `« ${o} » n'est pas une origine (https://hote[:port], sans chemin ni / final)` });
        }
        return origins;
      }),
    TRUST_PROXY: z.coerce.number().int().min(0, "nombre de proxys devant le serveur (0 par défaut)").max(10).default(0),
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .refine(
        (v) => !v || (/^rediss?:\/\//.test(v) && URL.canParse(v) && new URL(v).hostname !== ""),
        "doit être une URL redis://[utilisateur:motdepasse@]hôte:port (rediss:// pour TLS)",
      ),
    S3_ENDPOINT: httpUrl("https://s3.fr-par.scw.cloud"),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3 à 63 caractères : lettres minuscules, chiffres, points et tirets")
      .optional(),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: httpUrl("https://photos.boutique.example.sn"),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "true ou false").optional(),
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** Tests only: where the demo seed keeps the photos it drew, for the next seed (demo/photo-cache.ts). */
    DEMO_PHOTO_CACHE: optionalText,
    RESPONSE_CACHE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** "sql": every product list from SQL, never from the order kept in memory (services/product-list/),
     * to tell which of the two paths a wrong page comes from. */
    CATALOGUE_LIST_SOURCE: z.enum(["kept", "sql"], "kept ou sql").default("kept"),
    LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
    /** "production" keeps sign-in links out of the log. */
    NODE_ENV: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    const s3 = S3_VARIABLES.filter((k) => c[k] !== undefined);
    if (s3.length && !c.S3_BUCKET)
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: `nom du bucket des photos, obligatoire dès qu'une variable S3_* est définie (ici : ${s3.join(", ")})`,
      });
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: "custom",
        path: [c.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : les deux, ou aucun (identifiants AWS de l'environnement)",
      });
  });

export type Config = Omit<z.infer<typeof schema>, "DATABASE_URL" | "PUBLIC_URL" | "S3_REGION" | "S3_FORCE_PATH_STYLE"> & {
  DATABASE_URL: string;
  PUBLIC_URL: string;
  S3_REGION: string;
  /** Bucket in the path (https://endpoint/bucket/key), as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: boolean;
  ROOT: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")} : ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    ROOT,
    DATABASE_URL: c.DATABASE_URL ?? `pglite:${path.join(c.DATA_DIR, "pglite")}`,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    // AWS needs a region to sign; S3-compatible servers mostly ignore it.
    S3_REGION: c.S3_REGION ?? "us-east-1",
    S3_FORCE_PATH_STYLE: c.S3_FORCE_PATH_STYLE ? c.S3_FORCE_PATH_STYLE === "true" : c.S3_ENDPOINT !== undefined,
  };
}

/** For entry points: the configuration, or its French error message and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
