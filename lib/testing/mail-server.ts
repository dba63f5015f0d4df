// A real SMTP server in the test process (smtp-server), keeping each message
// as a mail client would read it (mailparser). It can be stopped and started
// again on the same port, and told to refuse messages.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface MailServer {
  received: ParsedMail[];
  /** While set, every message is refused with this SMTP reply. */
  refuseWith: string | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  url(): string;
}

export function mailServer(): MailServer {
  let server: SMTPServer | undefined;
  let port = 0;
  const self: MailServer = {
    received: [],
    refuseWith: undefined,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS"],
          logger: false,
          onData(stream, _session, callback) {
            simpleParser(stream)
              .then((mail) => {
                if (self.refuseWith) throw Object.assign(new Error(self.refuseWith), { responseCode: 550 });
                self.received.push(mail);
              })
              .then(() => callback(), callback);
          },
        });
        server.listen(port, "127.0.0.1", () => {
          port = (server!.server.address() as AddressInfo).port;
          resolve();
        });
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    url: () => `smtp://127.0.0.1:${port}`,
  };
  return self;
}

/** The first address a message was sent to. */
export const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
