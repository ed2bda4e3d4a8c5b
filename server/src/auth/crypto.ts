// Password hashing (argon2id) and opaque tokens (random, stored as SHA-256 hashes).
import crypto from "node:crypto";
import { hash, verify, Algorithm } from "@node-rs/argon2";

export const hashPassword = (password: string) =>
  hash(password, { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** A random token for a link or a refresh token, and the hash that is stored instead of it. */
export function newOpaqueToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
