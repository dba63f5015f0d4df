// A real CalDAV server for tests: Debian's Radicale (3.1.8 here) on a free loopback port, with its own storage
// folder and a plain htpasswd file that Radicale re-reads on every login, so a test can add users and change
// passwords while it runs. It can be stopped and started again on the same port ("the calendar server is down").
// When `radicale` is not installed, `radicaleMissing` says so and the tests skip, naming what they skipped.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const command = process.env.RADICALE_PATH ?? "radicale";

/** Why the Radicale tests cannot run here, or undefined when they can. */
export const radicaleMissing: string | undefined =
  spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0
    ? undefined
    : `SKIPPED - \`${command}\` is not installed (apt-get install radicale, or set RADICALE_PATH)`;

export interface Radicale {
  /** The server's root, e.g. `http://127.0.0.1:41234/` (a CalDAV client's server URL). */
  url: string;
  /** Adds a user (or replaces its password). */
  createUser(username: string, password: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  /** MKCALENDAR `/<username>/<slug>/` holding events; answers the calendar's URL. */
  createCalendar(username: string, slug: string, options?: { displayName?: string }): Promise<string>;
  /** PUTs one event resource `<name>.ics` (a whole VCALENDAR) into the calendar; answers its URL. */
  putEvent(username: string, slug: string, name: string, ics: string): Promise<string>;
  /**
   * Writes event resources straight into the calendar's storage folder, as files Radicale reads as it would those
   * it stored (benchmarks: a PUT costs Radicale more the fuller the calendar, ~7 a second at 3,000 events).
   */
  importEvents(username: string, slug: string, events: { name: string; ics: string }[]): Promise<void>;
  deleteEvent(username: string, slug: string, name: string): Promise<void>;
  /** A request as `username` (with the password the harness knows) to a path under the root. */
  request(
    username: string,
    method: string,
    pathname: string,
    init?: { body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Stops the server, keeping its port and storage, so clients see it down until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startRadicale(): Promise<Radicale> {
  if (radicaleMissing) throw new Error(radicaleMissing);
  const folder = await mkdtemp(path.join(tmpdir(), "radicale-"));
  const htpasswd = path.join(folder, "users");
  await writeFile(htpasswd, "");
  const port = await freePort();
  const root = `http://127.0.0.1:${port}/`;
  const passwords = new Map<string, string>();
  let child: Launched | undefined;

  const writeUsers = () => writeFile(htpasswd, [...passwords].map(([user, password]) => `${user}:${password}\n`).join(""));
  const request: Radicale["request"] = (username, method, pathname, init = {}) =>
    fetch(new URL(pathname, root), {
      method,
      headers: { authorization: basic(username, passwords.get(username) ?? ""), ...init.headers },
      body: init.body,
    });
  const expectOk = async (response: Response, what: string) => {
    if (response.ok) return;
    // Radicale's vobject writes a VTIMEZONE for a TZID given without one, and needs pytz for some zones.
    const hint = response.status === 400 ? " (a TZID with no VTIMEZONE needs Debian's python3-tz beside radicale)" : "";
    throw new Error(`Radicale ${what}: ${response.status} ${await response.text()}${hint}`);
  };

  const self: Radicale = {
    url: root,
    async createUser(username, password) {
      passwords.set(username, password);
      await writeUsers();
    },
    setPassword: (username, password) => self.createUser(username, password),
    async createCalendar(username, slug, options = {}) {
      const pathname = `/${username}/${slug}/`;
      const response = await request(username, "MKCALENDAR", pathname, {
        headers: { "content-type": "application/xml; charset=utf-8" },
        body: mkcalendarBody(options.displayName ?? slug),
      });
      await expectOk(response, `MKCALENDAR ${pathname}`);
      return new URL(pathname, root).href;
    },
    async putEvent(username, slug, name, ics) {
      const pathname = `/${username}/${slug}/${name}.ics`;
      const response = await request(username, "PUT", pathname, {
        headers: { "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      await expectOk(response, `PUT ${pathname}`);
      return new URL(pathname, root).href;
    },
    async importEvents(username, slug, events) {
      const collection = path.join(folder, "collections", "collection-root", username, slug);
      for (const { name, ics } of events) await writeFile(path.join(collection, `${name}.ics`), ics);
    },
    async deleteEvent(username, slug, name) {
      await expectOk(await request(username, "DELETE", `/${username}/${slug}/${name}.ics`), `DELETE ${name}`);
    },
    request,
    async start() {
      if (child) return;
      child = launch(port, folder, htpasswd);
      await answering(root, child);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (running) await terminate(running.process);
    },
    async close() {
      await self.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
}

interface Launched {
  process: ChildProcess;
  /** The end of what it wrote to stderr, for the error when it exits early. */
  stderr(): string;
}

function launch(port: number, folder: string, htpasswd: string): Launched {
  // `--config` with no files: Debian's /etc/radicale/config asks for TLS and remote_user auth. Owner-only rights: a
  // user reads and writes their own collections, as on a hosted server. No delay after a wrong password.
  const child = spawn(
    command,
    [
      "--config",
      "--server-hosts",
      `127.0.0.1:${port}`,
      "--no-server-ssl",
      "--storage-filesystem-folder",
      path.join(folder, "collections"),
      "--auth-type",
      "htpasswd",
      "--auth-htpasswd-filename",
      htpasswd,
      "--auth-htpasswd-encryption",
      "plain",
      "--auth-delay",
      "0",
      "--rights-type",
      "owner_only",
      "--logging-level",
      "error",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  // A test process that ends without close() must not leave a server behind.
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  child.once("exit", () => process.removeListener("exit", kill));
  return { process: child, stderr: () => stderr };
}

/** Waits until the server answers HTTP (any status), failing at once if it exits. */
async function answering(root: string, { process: child, stderr }: Launched) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`radicale exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    }
    try {
      await fetch(root, { method: "OPTIONS", signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`radicale did not answer at ${root} within 15 s`);
}

function terminate(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 3_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

function mkcalendarBody(displayName: string) {
  const escaped = displayName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${escaped}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
}
