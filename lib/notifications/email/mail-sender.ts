// Sends outbox e-mails with nodemailer: over SMTP, or written as .eml files
// to a folder (the demo, where nothing can be sent). The outbox message's id
// is the e-mail's Message-ID on every attempt, so a receiver that got one
// twice (a crash between SMTP's answer and the outbox's update) can tell.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { OutboxMessage, Sender, SendResult } from "../dispatcher";
import type { EmailPayload } from "../events";
import { type InviteEmailPayload, isInviteMessage } from "../invite-messages";
import { isSignInMessage, type SignInEmailPayload } from "../sign-in-messages";
import { type RenderedEmail, renderEmail } from "./render-email";
import { renderInviteEmail } from "./render-invite-email";
import { renderSignInEmail } from "./render-sign-in-email";

export interface MailSenderOptions {
  /** The From address, such as "Team Scheduling <bookings@example.com>". */
  from: string;
  /** The manage address of a booking for its attendee, or undefined when there is none. */
  manageUrl: (bookingId: string) => Promise<string | undefined>;
  /**
   * A fresh address for a pending invite (its token minted now, the invite
   * keeping only its hash), or undefined when the invite is no longer pending
   * or has expired: its e-mail is then withdrawn.
   */
  inviteUrl?: (inviteId: string) => Promise<string | undefined>;
  /**
   * A fresh sign-in address for a sign-in e-mail (its token minted now, keyed by the outbox message so that a
   * retry replaces it), or undefined when the address's owner is no longer a member there: the e-mail is then
   * withdrawn.
   */
  signInUrl?: (message: OutboxMessage) => Promise<string | undefined>;
}

type Closable = Sender & { close(): void };

/** Over SMTP; a server that does not answer within timeoutMs counts as down. */
export function smtpSender(smtpUrl: string, options: MailSenderOptions & { timeoutMs?: number }): Closable {
  const url = new URL(smtpUrl);
  const timeout = String(options.timeoutMs ?? 10_000);
  for (const name of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, timeout);
  }
  // A few connections kept open and reused: a connection per message cannot keep up with a busy booking page.
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "5");
  const transport = nodemailer.createTransport(url.toString());
  const send = mailSender(transport, options, (info) => String(info.response ?? "accepted"));
  return Object.assign(send, { close: () => transport.close() });
}

/** Into a folder, one .eml file per message, named by its id (a retry overwrites, never doubles). */
export function folderSender(dir: string, options: MailSenderOptions): Closable {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const send = mailSender(transport, options, async (info, id) => {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${id}.eml`);
    await writeFile(file, info.message as Buffer);
    return `written to ${file}`;
  });
  return Object.assign(send, { close: () => transport.close() });
}

function mailSender<I extends { messageId?: string }>(
  transport: Transporter<I>,
  options: MailSenderOptions,
  done: (info: I, id: string) => string | Promise<string>,
): Sender {
  const domain = /@([^>\s]+)>?$/.exec(options.from)?.[1] ?? "team-scheduling.invalid";
  return async (message: OutboxMessage) => {
    if (isInviteMessage(message)) return sendInvite(transport, options, message, domain, done);
    if (isSignInMessage(message)) return sendSignIn(transport, options, message, domain, done);
    const payload = message.payload as EmailPayload;
    // The scheduler manages the booking; guests and hosts get no manage address.
    const scheduler = payload.booking.attendees.find((a) => !a.isGuest)?.email.toLowerCase();
    const manageUrl =
      payload.audience === "ATTENDEE" && message.recipient === scheduler ? await options.manageUrl(payload.booking.id) : undefined;
    const email = renderEmail(payload, { manageUrl, from: options.from });
    const info = await transport.sendMail({
      messageId: `<${message.id}@${domain}>`,
      // Dated when it was due (the change, or the reminder's time), not when a retry got through.
      date: message.dueAt,
      from: options.from,
      // When the change happened, to the millisecond (Date has whole seconds): for tracing a message's delay.
      headers: { "X-Scheduling-Change-At": new Date(payload.at).toISOString() },
      to: { name: payload.name, address: message.recipient },
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.calendar && { icalEvent: { method: email.calendar.method, content: email.calendar.content, filename: "invite.ics" } }),
    });
    return done(info, message.id);
  };
}

/** An invite's e-mail, with an address minted as it goes: the outbox row holds no secret. */
async function sendInvite<I extends { messageId?: string }>(
  transport: Transporter<I>,
  options: MailSenderOptions,
  message: OutboxMessage,
  domain: string,
  done: (info: I, id: string) => string | Promise<string>,
): Promise<string | SendResult> {
  const payload = message.payload as InviteEmailPayload;
  if (!options.inviteUrl) throw new Error("this sender cannot make invite addresses");
  const url = await options.inviteUrl(payload.inviteId);
  if (!url) return { response: "the invite is no longer pending", withdrawn: true };
  return sendRendered(transport, options, message, domain, done, payload.receiverFullName, renderInviteEmail(payload, url));
}

/** A sign-in e-mail, its link's token minted as it goes: the outbox row holds no secret. */
async function sendSignIn<I extends { messageId?: string }>(
  transport: Transporter<I>,
  options: MailSenderOptions,
  message: OutboxMessage,
  domain: string,
  done: (info: I, id: string) => string | Promise<string>,
): Promise<string | SendResult> {
  const payload = message.payload as SignInEmailPayload;
  if (!options.signInUrl) throw new Error("this sender cannot make sign-in addresses");
  const url = await options.signInUrl(message);
  if (!url) return { response: "the address's owner is no longer a member of the workspace", withdrawn: true };
  return sendRendered(transport, options, message, domain, done, payload.userName, renderSignInEmail(payload, url));
}

async function sendRendered<I extends { messageId?: string }>(
  transport: Transporter<I>,
  options: MailSenderOptions,
  message: OutboxMessage,
  domain: string,
  done: (info: I, id: string) => string | Promise<string>,
  toName: string,
  email: RenderedEmail,
): Promise<string> {
  const info = await transport.sendMail({
    messageId: `<${message.id}@${domain}>`,
    date: message.dueAt,
    from: options.from,
    to: { name: toName, address: message.recipient },
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return done(info, message.id);
}
