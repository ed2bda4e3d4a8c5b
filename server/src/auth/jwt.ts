// 15-minute access tokens (HS256). The secret comes from JWT_SECRET or is generated once into
// DATA_DIR/jwt-secret. Instances on one PostgreSQL database must share it: checked at start.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SignJWT, jwtVerify, errors } from "jose";
import { ConfigError, type Config } from "../env.ts";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export function loadJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.DATA_DIR, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: PRIVATE_DIR });
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: PRIVATE_FILE, flag: "wx" });
    } catch {
      /* written by another instance meanwhile */
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

export const SECRET_FINGERPRINT_KEY = "jwt-secret-fingerprint";

/**
 * Instances with different secrets refuse each other's tokens (an instance without JWT_SECRET
 * generates its own in its DATA_DIR). The first instance to start on the database records its
 * secret's fingerprint (an HMAC: it tells no more than a signed token does); `agreed` returns the
 * one recorded, and an instance with another secret refuses to start.
 */
export async function checkSharedSecret(secret: Uint8Array, agreed: (fingerprint: string) => Promise<string>) {
  const fingerprint = crypto.createHmac("sha256", secret).update("boutique:empreinte du secret des jetons").digest("base64url");
  if ((await agreed(fingerprint)) === fingerprint) return;
  throw new ConfigError(
    [
      "JWT_SECRET diffère de celui des autres instances de cette base PostgreSQL : les jetons signés par l'une seraient refusés par les autres.",
      "  Donnez la même valeur JWT_SECRET à toutes les instances (une instance sans JWT_SECRET a généré le sien dans DATA_DIR/jwt-secret).",
      `  Pour changer de secret : arrêtez toutes les instances, puis effacez l'ancienne empreinte : DELETE FROM "SharedSetting" WHERE key = '${SECRET_FINGERPRINT_KEY}';`,
    ].join("\n"),
  );
}

export type AccessCheck = { userId: string; sessionId: string } | { error: "expired" | "invalid" };

export function createAccessTokens(secret: Uint8Array) {
  return {
    /** sid names the login (refresh-token family), so a password change can keep this session only. */
    sign: (userId: string, sessionId: string) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(secret),
    async check(token: string): Promise<AccessCheck> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
        return payload.sub && typeof payload.sid === "string" ? { userId: payload.sub, sessionId: payload.sid } : { error: "invalid" };
      } catch (e) {
        return { error: e instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
