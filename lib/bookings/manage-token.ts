// Manage tokens: what a booking's attendee holds to read, cancel and
// reschedule it (the booking app's manage address, the links in e-mails).
// A token is the booking's id, a version and an HMAC over both, keyed by a
// secret the database keeps (migration 0006), so any instance can check one
// and make one again for a message, and none is stored. Raising the booking's
// manageTokenVersion revokes every token given out before. The id carries no
// personal data.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { MANAGE_TOKEN } from "../contract/bookings";
import type { Db } from "../db/client";
import { serviceSecrets } from "../db/schema";

const SECRET_NAME = "manage-token";
const keys = new WeakMap<Db, Promise<string>>();

/** The signing secret, read once per database handle. */
export function manageTokenKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeSecret(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function readOrMakeSecret(db: Db): Promise<string> {
  const read = async () => (await db.select().from(serviceSecrets).where(eq(serviceSecrets.name, SECRET_NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Only if someone removed the row the migration made.
  await db
    .insert(serviceSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  return (await read())!;
}

const mac = (key: string, bookingId: string, version: number) =>
  createHmac("sha256", key).update(`booking-manage-token\n${bookingId}\n${version}`).digest("base64url");

export function signManageToken(key: string, bookingId: string, version: number): string {
  return `${bookingId}.${version}.${mac(key, bookingId, version)}`;
}

/** The booking and version a token names, if this service signed it; undefined otherwise. */
export function readManageToken(key: string, token: string): { bookingId: string; version: number } | undefined {
  if (!MANAGE_TOKEN.test(token)) return undefined;
  const [bookingId = "", versionText = "", given = ""] = token.split(".");
  const version = Number(versionText);
  const expected = Buffer.from(mac(key, bookingId, version));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { bookingId, version } : undefined;
}
