// The e-mails the app under test wrote to its mail folder (MAIL_DIR), read as a recipient would.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { E2E_MAIL_DIR } from "../playwright.config";

/**
 * The path of the newest address matching `pattern` (its first group) in an e-mail to `address`, once the
 * dispatcher has written one; only e-mails written after `since` (ms) count.
 */
export async function pathFromEmail(address: string, pattern: RegExp, since = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(E2E_MAIL_DIR).catch(() => []);
        let newest = since - 1;
        for (const file of files.filter((f) => f.endsWith(".eml"))) {
          const mail = await simpleParser(await readFile(path.join(E2E_MAIL_DIR, file)));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const sent = mail.date?.getTime() ?? 0;
          if (to?.value[0]?.address !== address || sent < newest) continue;
          const match = pattern.exec(mail.text ?? "")?.[1];
          if (match) [found, newest] = [match, sent];
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}
