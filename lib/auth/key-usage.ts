// When each API key was last used, without a write per request: each instance writes a key's lastUsedAt at most
// once a minute, after the answer and without waiting for it, and a failed write is dropped. The guard in the
// UPDATE keeps several instances from writing the same minute twice.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";

/** lastUsedAt is at most this much behind the key's latest use. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_TRACKED = 10_000;

export type RecordKeyUse = (db: Db, apiKeyId: string, now: number) => void;

/** A recorder for one instance; it remembers when it last wrote each key. */
export function keyUseRecorder(): RecordKeyUse {
  const written = new Map<string, number>();
  return (db, apiKeyId, now) => {
    const last = written.get(apiKeyId);
    if (last !== undefined && now - last < LAST_USED_RESOLUTION_MS && now >= last) return;
    if (written.size >= MAX_TRACKED) written.clear();
    written.set(apiKeyId, now);
    const at = new Date(now);
    const stale = new Date(now - LAST_USED_RESOLUTION_MS);
    void db
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(and(eq(apiKeys.id, apiKeyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))))
      .then(
        () => {},
        () => written.delete(apiKeyId),
      );
  };
}
