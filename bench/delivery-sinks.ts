// Receivers for the outbox's deliveries during the load benchmark: an SMTP
// server and a webhook receiver in this process, each noting when every
// message arrived. Latency is counted from the change (its X-Scheduling-Change-At header, the
// webhook payload's timestamp, both the service's clock at the request) to
// acceptance by the receiver: the commit, the dispatcher's pickup and the
// delivery itself. E-mails carry the change's time in X-Scheduling-Change-At.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message that arrived: when its change was made, and how long after it arrived (ms). */
export interface Arrival {
  changedAt: number;
  ms: number;
}

export interface DeliverySinks {
  smtpUrl: string;
  webhookUrl: string;
  arrivals: { email: Arrival[]; webhook: Arrival[] };
  close(): Promise<void>;
}

export async function startDeliverySinks(): Promise<DeliverySinks> {
  const arrivals = { email: [] as Arrival[], webhook: [] as Arrival[] };
  const arrived = (channel: keyof typeof arrivals, changedAt: number) => arrivals[channel].push({ changedAt, ms: Date.now() - changedAt });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      // Only the change's time is read from the headers: parsing whole messages here would take the CPU the server under test needs.
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const at = /^X-Scheduling-Change-At: (.+)$/im.exec(head)?.[1];
        // Reminders (the bench's links are in English) are due by the meeting, not sent for the change: not counted.
        const reminder = /^Subject: Reminder:/im.test(head);
        if (at && !reminder) arrived("email", Date.parse(at));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const http = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      arrived("webhook", Date.parse((JSON.parse(body) as { timestamp: string }).timestamp));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webhookUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`,
    arrivals,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** p50, p95 and the largest, in ms. */
export function latencySummary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { delivered: sorted.length, p50ms: at(0.5), p95ms: at(0.95), maxMs: sorted.at(-1) ?? 0 };
}

/**
 * Waits until the messages of the changes made since `since` have all arrived:
 * at least the expected number (requests still in flight when a load run
 * stops add a few more), then three seconds without another; or 15 seconds
 * without any; or `limitMs`. Answers how long it took. A quiet spell alone is
 * not enough: under load the dispatcher can pause for seconds between rounds.
 */
export async function settle(
  sinks: DeliverySinks,
  expected: { email: number; webhook: number },
  since: number,
  limitMs = 180_000,
): Promise<number> {
  const started = Date.now();
  const count = () => arrivedSince(sinks, since);
  let seen = -1;
  let quietSince = started;
  while (Date.now() - started < limitMs) {
    const { email, webhook } = count();
    if (email.length + webhook.length !== seen) [seen, quietSince] = [email.length + webhook.length, Date.now()];
    const quiet = Date.now() - quietSince;
    const all = email.length >= expected.email && webhook.length >= expected.webhook;
    if ((all && quiet > 3_000) || quiet > 15_000) return quietSince - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}

/** The arrivals of changes made at `since` or later, by channel. */
export function arrivedSince(sinks: DeliverySinks, since: number) {
  const of = (list: Arrival[]) => list.filter((a) => a.changedAt >= since);
  return { email: of(sinks.arrivals.email), webhook: of(sinks.arrivals.webhook) };
}
