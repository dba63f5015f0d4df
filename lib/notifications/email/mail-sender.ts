// Sends outbox e-mails over SMTP with nodemailer. The outbox message's id is
// the e-mail's Message-ID on every attempt, so a receiver that got one twice
// (a crash between SMTP's answer and the outbox's update) can tell.
import nodemailer from "nodemailer";
import type { OutboxMessage, Sender } from "../dispatcher";
import type { EmailPayload } from "../events";
import { renderEmail } from "./render-email";

export interface MailSenderOptions {
  /** smtp:// or smtps:// URL, user and password included when the server wants them. */
  smtpUrl: string;
  /** The From address, such as "Team Scheduling <bookings@example.com>". */
  from: string;
  /** The manage address of a booking for its attendee, or undefined when there is none. */
  manageUrl: (bookingId: string) => Promise<string | undefined>;
  /** Milliseconds before a silent server counts as down. */
  timeoutMs?: number;
}

export function createMailSender(options: MailSenderOptions): Sender & { close(): void } {
  const timeout = options.timeoutMs ?? 10_000;
  const url = new URL(options.smtpUrl);
  for (const [name, value] of [
    ["connectionTimeout", timeout],
    ["greetingTimeout", timeout],
    ["socketTimeout", timeout],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  const domain = /@([^>\s]+)>?$/.exec(options.from)?.[1] ?? "team-scheduling.invalid";
  const send = async (message: OutboxMessage) => {
    const payload = message.payload as EmailPayload;
    const manageUrl = payload.audience === "ATTENDEE" ? await options.manageUrl(payload.booking.id) : undefined;
    const email = renderEmail(payload, { manageUrl, from: options.from });
    const info = await transport.sendMail({
      messageId: `<${message.id}@${domain}>`,
      from: options.from,
      to: { name: payload.name, address: message.recipient },
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.calendar && { icalEvent: { method: email.calendar.method, content: email.calendar.content, filename: "invite.ics" } }),
    });
    return String(info.response ?? "accepted");
  };
  return Object.assign(send, { close: () => transport.close() });
}
