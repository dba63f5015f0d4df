// Starts this process's outbox dispatcher (lib/notifications): every app
// instance runs one; they share the work through the database. E-mails go to
// SMTP_URL, else to MAIL_DIR as files, else stay in the outbox until a
// sender is configured, which the start says. Webhooks always go, and so do
// booked meetings written back to hosts' connected CalDAV calendars. Beside
// it, the refresher of connected calendars (lib/calendars), shared the same way.
import "server-only";
import { pruneIdempotencyKeys } from "../bookings/idempotency";
import { manageTokenFor } from "../bookings/manage-booking";
import { calendarOptions } from "../calendars/options";
import { type CalendarRefresher, releaseCalendarLeases, startCalendarRefresher } from "../calendars/refresher";
import { calendarSender } from "../calendars/write-back";
import { getConfig } from "../config/env";
import { getDatabase } from "../db/client";
import { mintInviteUrl } from "../invites/invite-token";
import { type Dispatcher, releaseLeases, type Sender, startDispatcher } from "../notifications/dispatcher";
import { folderSender, type MailSenderOptions, smtpSender } from "../notifications/email/mail-sender";
import { webhookSender } from "../notifications/webhook/webhook-sender";
import { pruneSessions } from "../sign-in/prune-sessions";
import { mintSignInUrl } from "../sign-in/sign-in-token";
import { getChangeFeed } from "./service";

/** Where a booking's attendee manages it (the booking app's manage page). */
export const MANAGE_PATH = "/booking/";

type GlobalWithDispatcher = typeof globalThis & { __outboxDispatcher?: Dispatcher; __calendarRefresher?: CalendarRefresher };

export function startNotifications(log: (line: string) => void = console.log): Dispatcher {
  const g = globalThis as GlobalWithDispatcher;
  if (g.__outboxDispatcher) return g.__outboxDispatcher;
  const { mail, publicUrl, webhookAllowPrivateTargets, reminders, outboxRetentionMs, calendars } = getConfig();
  const options: MailSenderOptions = {
    from: mail.from,
    manageUrl: async (bookingId) => {
      const token = await manageTokenFor((await getDatabase()).db, bookingId);
      return token && `${publicUrl}${MANAGE_PATH}${encodeURIComponent(token)}`;
    },
    // Minted as the invite's e-mail goes: the outbox row holds no secret.
    inviteUrl: async (inviteId) => mintInviteUrl((await getDatabase()).db, inviteId, publicUrl, new Date()),
    // The same for sign-in links: minted as the e-mail goes, working for 15 minutes from then.
    signInUrl: async (message) => mintSignInUrl((await getDatabase()).db, message, publicUrl, new Date()),
  };
  let email: Sender | undefined;
  if (mail.smtpUrl) email = smtpSender(mail.smtpUrl, options);
  else if (mail.dir) {
    email = folderSender(mail.dir, options);
    log(`E-mails are written to ${mail.dir} as .eml files (set SMTP_URL to send them).`);
  } else {
    log("SMTP_URL is not set: booking e-mails are kept in the outbox, undelivered, until it is set.");
  }
  // The embedded database has one user, this process: what a crashed predecessor claimed goes out at once.
  let released = false;
  const getDb = async () => {
    const database = await getDatabase();
    if (!released && database.kind === "pglite") {
      await releaseLeases(database.db);
      await releaseCalendarLeases(database.db);
    }
    released = true;
    return database.db;
  };
  const webhook = webhookSender({ getDb, allowPrivate: webhookAllowPrivateTargets });
  const calendar = calendarSender({ getDb, calendars: () => calendarOptions(calendars), from: mail.from });
  g.__outboxDispatcher = startDispatcher({
    getDb,
    reminders,
    retentionMs: outboxRetentionMs,
    // Idempotency responses first: a session they name is pruned once they are gone.
    housekeeping: [pruneIdempotencyKeys, pruneSessions],
    senders: email ? { EMAIL: email, WEBHOOK: webhook, CALENDAR: calendar } : { WEBHOOK: webhook, CALENDAR: calendar },
  });
  // Connected calendars read again every CALENDAR_REFRESH_MINUTES; a change reaches every instance's caches.
  g.__calendarRefresher ??= startCalendarRefresher({
    getDb,
    changes: getChangeFeed(),
    calendars: calendarOptions(calendars),
    intervalMs: calendars.refreshMs,
  });
  return g.__outboxDispatcher;
}
