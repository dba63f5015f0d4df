import { createHash } from "node:crypto";

/** Keys are stored as SHA-256 hex; the key itself is never stored. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The first characters of a key, kept to tell keys apart in listings. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, 12);
}
