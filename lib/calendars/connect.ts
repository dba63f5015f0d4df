// POST /v1/calendars/connect: a member connects a CalDAV account (its calendars found from the server URL) or an
// iCalendar feed, for themself only: the credentials are their own account's. Nothing is written until the server
// has answered as it should; then the connection and its calendars are written, CALENDAR_CONNECTED recorded, and
// the calendars read once, so the answer already shows their state. Connecting an account that is already
// connected gives it the new password (the way back from EXPIRED) and adds calendars made since.
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { recordAuditEvents } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import { requireChange } from "../auth/authorize";
import type { ConnectCalendarInput, ConnectedCalendar } from "../contract/calendars";
import type { Db } from "../db/client";
import { calendarConnections, calendars, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { targetProblem } from "../outbound/targets";
import { discoverCalendars } from "./caldav";
import { type ConnectionRow, connectionCalendars, connectionLabel, serializeCalendar } from "./calendar-rows";
import { type Credentials, seal, sealingKey, unseal } from "./credentials";
import { feedAddress, feedName, feedOrigin, readFeed } from "./ics-feed";
import type { CalendarOptions } from "./options";
import { expandBusy } from "./read-calendar";
import { refreshConnection, refreshWindow } from "./refresh";
import { basicAuth, CalendarFault, faultOf, remoteSession } from "./remote";

/** What is connected: where, as whom, and the field a problem with it names. */
interface Target {
  provider: "CALDAV" | "ICS";
  /** Where requests go. */
  address: string;
  /** What is shown of it. */
  serverUrl: string;
  username: string | null;
  credentials: Credentials;
  field: "serverUrl" | "url";
}

interface Found {
  remoteUrl: string | null;
  name: string;
}

export interface Connected {
  calendars: ConnectedCalendar[];
  /** False: the account was connected already (new password, new calendars). */
  created: boolean;
  userId: string;
  /** Whether the first read changed the member's busy times. */
  changed: boolean;
}

export async function connectCalendar(
  db: Db,
  auth: AuthContext,
  input: ConnectCalendarInput,
  options: CalendarOptions,
  now: Date,
): Promise<Connected> {
  requireChange(auth, auth.userId, "calendars");
  const key = await sealingKey(db, options.credentialsKey);
  const target = checkedTarget(input, options);
  const found = await probe(target, options, now);
  const { connectionId, created } = await writeConnection(db, auth, key, target, found, now);
  const refreshed = await refreshConnection(db, options, connectionId, now, { force: true });
  const [connection] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, connectionId));
  const rows = await connectionCalendars(db, connectionId);
  return {
    calendars: rows.map((row) => serializeCalendar(row, connection!)),
    created,
    userId: auth.userId,
    changed: refreshed?.changed ?? false,
  };
}

function checkedTarget(input: ConnectCalendarInput, options: CalendarOptions): Target {
  if (input.provider === "CALDAV") {
    const problem = targetProblem(input.serverUrl, options.allowPrivate);
    if (problem) throw new AppError("VALIDATION_FAILED", `serverUrl ${problem}.`, { field: "serverUrl" });
    const address = new URL(input.serverUrl).href;
    const username = input.username.trim();
    return { provider: "CALDAV", address, serverUrl: address, username, credentials: { password: input.password }, field: "serverUrl" };
  }
  const address = feedAddress(input.url.trim());
  const problem = targetProblem(address, options.allowPrivate, { allowHttp: true });
  if (problem) throw new AppError("VALIDATION_FAILED", `url ${problem}.`, { field: "url" });
  const href = new URL(address).href;
  return { provider: "ICS", address: href, serverUrl: feedOrigin(href), username: null, credentials: { url: href }, field: "url" };
}

/** The calendars the server shows; a problem naming the field when it answers otherwise. Writes nothing. */
async function probe(target: Target, options: CalendarOptions, now: Date): Promise<Found[]> {
  const session = remoteSession(options, { allowHttp: target.provider === "ICS" });
  try {
    if (target.provider === "ICS") {
      const feed = await readFeed(session, target.address, undefined);
      // Refused here, before anything is written, if it is no iCalendar data.
      await expandBusy("ICS", [feed.text ?? ""], refreshWindow(now), { ignoreAllDay: false, zone: "UTC" });
      return [{ remoteUrl: null, name: feedName(feed.text ?? "", target.address) }];
    }
    const password = (target.credentials as { password: string }).password;
    const found = await discoverCalendars(session, target.address, basicAuth(target.username!, password));
    if (found.length === 0) throw new CalendarFault("UNREADABLE", "the account has no calendar that holds events");
    return found.map((calendar) => ({ remoteUrl: calendar.url, name: calendar.name }));
  } catch (error) {
    throw connectProblem(faultOf(error, session), target);
  }
}

function connectProblem(fault: CalendarFault, target: Target): AppError {
  const field = target.field;
  switch (fault.kind) {
    case "AUTH":
      return target.provider === "CALDAV"
        ? new AppError("CALENDAR_AUTH_FAILED", "The server refused this user name and password (401).", { field: "password" })
        : new AppError("CALENDAR_AUTH_FAILED", `The feed's address was refused: ${fault.message}.`, { field });
    case "UNREACHABLE":
      return new AppError("CALENDAR_UNREACHABLE", `The calendar server could not be read: ${fault.message}.`, { field });
    case "REFUSED":
      return new AppError("VALIDATION_FAILED", `${field}: ${fault.message}.`, { field });
    default:
      return new AppError("CALENDAR_NOT_READABLE", `The ${field} answered, but not with calendars this service reads: ${fault.message}.`, {
        field,
      });
  }
}

/** The connection (the member's existing one for this account, or a new one) and its calendars, in one transaction. */
async function writeConnection(db: Db, auth: AuthContext, key: Buffer, target: Target, found: Found[], now: Date) {
  return db.transaction(async (tx) => {
    const existing = await sameAccount(tx, auth, key, target);
    const connectionId = existing?.id ?? `calconn_${randomUUID()}`;
    const credentials = seal(key, connectionId, target.credentials);
    if (existing) {
      await tx.update(calendarConnections).set({ credentials, updatedAt: now }).where(eq(calendarConnections.id, connectionId));
    } else {
      const row = {
        id: connectionId,
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        provider: target.provider,
        serverUrl: target.serverUrl,
      };
      await tx.insert(calendarConnections).values({ ...row, username: target.username, credentials, createdAt: now, updatedAt: now });
    }
    await addCalendars(tx, auth.userId, connectionId, target, found, now);
    if (!existing) {
      await recordAuditEvents(tx, auth.workspaceId, [
        {
          action: "CALENDAR_CONNECTED",
          actor: { kind: "user", userId: auth.userId },
          at: now,
          subject: { type: "calendar_connection", id: connectionId, label: connectionLabel(target) },
        },
      ]);
    }
    return { connectionId, created: !existing };
  });
}

/** The member's live connection of the same account: the same CalDAV server and user, or the same feed address. */
async function sameAccount(tx: Db, auth: AuthContext, key: Buffer, target: Target): Promise<ConnectionRow | undefined> {
  const rows = await tx
    .select()
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, auth.userId),
        eq(calendarConnections.provider, target.provider),
        isNull(calendarConnections.deletedAt),
      ),
    )
    .for("update");
  if (target.provider === "CALDAV") return rows.find((row) => row.serverUrl === target.serverUrl && row.username === target.username);
  return rows.find((row) => {
    try {
      return row.credentials !== null && (unseal(key, row.id, row.credentials) as { url?: string }).url === target.address;
    } catch {
      return false;
    }
  });
}

/** The found calendars the connection does not have yet (by their URL; a feed is its one calendar). */
async function addCalendars(tx: Db, userId: string, connectionId: string, target: Target, found: Found[], now: Date) {
  const known = await connectionCalendars(tx, connectionId);
  const fresh = found.filter((f) => !known.some((k) => k.remoteUrl === f.remoteUrl));
  if (fresh.length === 0) return;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = target.username?.includes("@") ? target.username : owner!.email;
  await tx.insert(calendars).values(
    fresh.map((f) => ({
      id: `cal_${randomUUID()}`,
      userId,
      name: f.name,
      email,
      provider: target.provider,
      connectionId,
      remoteUrl: f.remoteUrl,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
