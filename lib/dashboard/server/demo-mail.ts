// The demo's sent e-mails, for a newcomer without a mail server: with the demo's key, no SMTP_URL and a MAIL_DIR,
// the e-mails the service wrote there (sign-in links, invites, bookings), newest first. Only to loopback visitors:
// the page shows sign-in links.
import "server-only";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { getConfig } from "../../config/env";
import { recordedClientIp } from "../../rate-limit/client-ip";

export interface DemoMail {
  file: string;
  subject: string;
  to: string;
  sentAt: string;
  text: string;
  links: string[];
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** Whether this request may see the demo's mail: the demo, no mail server, a mail folder, a loopback visitor. */
export function demoMailShown(headers: Headers): boolean {
  const config = getConfig();
  if (!config.demo || config.mail.smtpUrl || !config.mail.dir) return false;
  const visitor = recordedClientIp((name) => headers.get(name));
  return visitor ? LOOPBACK.test(visitor) : LOOPBACK.test(config.host);
}

/** The newest `limit` e-mails, or undefined when this request may not see them. */
export async function readDemoMail(headers: Headers, limit = 20): Promise<DemoMail[] | undefined> {
  if (!demoMailShown(headers)) return undefined;
  const dir = getConfig().mail.dir as string;
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml"));
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })));
  const newest = dated.sort((a, b) => b.at - a.at).slice(0, limit);
  return Promise.all(newest.map(({ name, at }) => parseMail(dir, name, at)));
}

async function parseMail(dir: string, name: string, at: number): Promise<DemoMail> {
  const mail = await simpleParser(await readFile(path.join(dir, name)));
  const text = mail.text ?? "";
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
  return {
    file: name,
    subject: mail.subject ?? "",
    to,
    sentAt: (mail.date ?? new Date(at)).toISOString(),
    text,
    links: [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
  };
}
