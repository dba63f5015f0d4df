// Credentials of calendar connections (a CalDAV password, an iCalendar feed's secret address), sealed at rest with
// AES-256-GCM (node:crypto). The connection's id is the additional data, so a sealed value copied onto another
// connection does not open. The key comes from CALENDAR_CREDENTIALS_KEY; the demo, which has none, makes one on
// first use and keeps it in service_secrets, which protects nothing against a copied database: production sets it.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serviceSecrets } from "../db/schema";
import { AppError } from "../errors/app-error";

export type Credentials = { password: string } | { url: string };

const SECRET_NAME = "calendar-credentials";
const VERSION = "v1";
const databaseKeys = new WeakMap<Db, Promise<Buffer>>();

/** The key `setting` names (CalendarOptions.credentialsKey); CALENDARS_NOT_CONFIGURED when there is none. */
export function sealingKey(db: Db, setting: string | undefined): Promise<Buffer> {
  if (setting === undefined) {
    throw new AppError(
      "CALENDARS_NOT_CONFIGURED",
      "Connected calendars need CALENDAR_CREDENTIALS_KEY (32 random bytes in base64) in the service's configuration.",
    );
  }
  if (setting !== "database") return Promise.resolve(Buffer.from(setting, "base64"));
  let key = databaseKeys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    key.catch(() => databaseKeys.delete(db));
    databaseKeys.set(db, key);
  }
  return key;
}

async function readOrMakeKey(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(serviceSecrets).where(eq(serviceSecrets.name, SECRET_NAME)))[0]?.value;
  if (!(await read())) {
    // Two instances starting together: the first insert wins and both read it back.
    await db
      .insert(serviceSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
  }
  return Buffer.from((await read())!, "base64");
}

/** `credentials` sealed for the connection `connectionId`: "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function seal(key: Buffer, connectionId: string, credentials: Credentials): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(connectionId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Thrown when sealed credentials do not open: another key, another connection, or a damaged value. */
export class UnreadableCredentials extends Error {}

export function unseal(key: Buffer, connectionId: string, sealed: string): Credentials {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new UnreadableCredentials("not sealed by this service");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(connectionId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as Credentials;
  } catch {
    throw new UnreadableCredentials("sealed with another key");
  }
}
