// Receivers for the outbox's deliveries during the load benchmark: an SMTP
// server and a webhook receiver in this process, each noting when every
// message arrived. Latency is counted from the change (its X-Scheduling-Change-At header, the
// webhook payload's timestamp, both the service's clock at the request) to
// acceptance by the receiver: the commit, the dispatcher's pickup and the
// delivery itself. E-mails carry the change's time in X-Scheduling-Change-At.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface DeliverySinks {
  smtpUrl: string;
  webhookUrl: string;
  /** Milliseconds from change to arrival, by channel. */
  latencies: { email: number[]; webhook: number[] };
  close(): Promise<void>;
}

export async function startDeliverySinks(): Promise<DeliverySinks> {
  const latencies = { email: [] as number[], webhook: [] as number[] };
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
        if (at) latencies.email.push(Date.now() - Date.parse(at));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const http = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const sent = Date.parse((JSON.parse(body) as { timestamp: string }).timestamp);
      latencies.webhook.push(Date.now() - sent);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webhookUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`,
    latencies,
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
 * Waits until the expected messages have all arrived (the outbox is drained
 * of them), or nothing more arrived for 15 seconds, or `limitMs` passed;
 * answers how long it took. A quiet spell alone is not enough: under load the
 * dispatcher can pause for seconds between rounds.
 */
export async function settle(sinks: DeliverySinks, expected: { email: number; webhook: number }, limitMs = 180_000): Promise<number> {
  const started = Date.now();
  let seen = -1;
  let quietSince = started;
  while (Date.now() - started < limitMs) {
    const { email, webhook } = sinks.latencies;
    if (email.length >= expected.email && webhook.length >= expected.webhook) return Date.now() - started;
    if (email.length + webhook.length !== seen) [seen, quietSince] = [email.length + webhook.length, Date.now()];
    else if (Date.now() - quietSince > 15_000) return quietSince - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}
