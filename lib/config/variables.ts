// Every environment variable the app, the service and their scripts read, each stated once: its rule (zod,
// from the string the environment holds to the value the code uses), its default and what it means.
// lib/config/env.ts parses the environment with them; `npm run config:docs` writes README.md's configuration
// table and .env.example from them (lib/config/docs.ts), and lib/config/docs.test.ts fails when either differs.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEMO_API_KEY } from "./demo-key";

/**
 * The value when unset, written as in the environment and parsed by the variable's own rule; `$NAME` stands
 * for another variable's value. `{ demo, otherwise }`: one default while the service key is the demo's
 * (SCHEDULING_API_KEY unset), another otherwise; an absent one leaves the variable unset.
 */
export type Default = string | { demo?: string; otherwise?: string };

export interface Variable<T = unknown> {
  schema: z.ZodType<T, string>;
  /** The expected form, said to whoever set it wrong (plain text). */
  form: string;
  /** What it means (Markdown): README's "Meaning" column and the comment above it in .env.example. */
  help: string;
  default?: Default;
  /** How the documentation and messages say the default, where it is no value to show (Markdown). */
  unset?: string;
  /** Its value is not repeated in messages (a key), or not its password (a URL). */
  secret?: "value" | "password";
  /** Set but empty is a value (unset takes the default); for every other variable, empty counts as unset. */
  emptyIsValue?: boolean;
}

const variable = <T>(spec: Variable<T>): Variable<T> => spec;

// Each rule's messages complete the sentence "<NAME>=<value> …".
const wholeNumber = (min: number, max: number, noun: string) => ({
  schema: z
    .string()
    .regex(/^\d+$/, { error: "is not a whole number" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `is below ${min}` })
        .max(max, { error: `is above ${max}` }),
    ),
  form: `${noun} from ${min} to ${max}`,
});

const urlWith = (protocols: RegExp, problem: string) => z.url({ protocol: protocols, error: problem });

const httpUrl = urlWith(/^https?$/, "is not an http:// or https:// URL");

/** A folder, made absolute against the directory the process started in. */
const folder = z
  .string()
  .min(1)
  .transform((value) => path.resolve(value));

const hostName = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A frame-ancestors source: a scheme (https:), a host with optional scheme, port and path, or 'self'. */
const frameSource =
  /^(?:'self'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

const REMINDER_UNIT: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

const PAGE_BYTES: Record<string, number> = { kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

const DATABASE = {
  DATABASE_URL: variable({
    schema: urlWith(/^postgres(ql)?$/, "is not a postgres:// or postgresql:// URL"),
    form: "postgres://user:password@host:5432/database",
    help: "`postgres://…` or `postgresql://…` URL of a PostgreSQL server (15 or newer).",
    unset: "the embedded database",
    secret: "password",
  }),
  DATA_DIR: variable({
    // memory://<name> is PGlite's, not a path.
    schema: z.string().transform((value) => (value.startsWith("memory://") ? value : path.resolve(value))),
    form: "a folder path, or memory:// to keep the embedded database in memory",
    help:
      "Folder of the embedded database; `memory://<name>` keeps it in memory. One process may open it at a time: it holds " +
      "`<DATA_DIR>.lock` (its pid and command) while it runs, and a second server, `npm run dev`, `npm run seed` or the " +
      "migrations stop at once naming the holder. A lock left by a process that was killed is taken over.",
    default: ".data/pglite",
  }),
  DATABASE_POOL_SIZE: variable({
    ...wholeNumber(1, 1000, "a whole number of connections"),
    help: "Connections per app instance to a PostgreSQL server, 1 to 1000 (each instance also keeps one for `LISTEN`).",
    default: "10",
  }),
  PGLITE_SHARED_BUFFERS: variable({
    schema: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, { error: "is not a size in kB, MB or GB" })
      .refine((value) => Number.parseInt(value, 10) * PAGE_BYTES[value.replace(/^\d+/, "")]! >= 128 * 1024, {
        error: "is below 128kB, PostgreSQL's minimum",
      }),
    form: "a size such as 16MB, at least 128kB",
    help: "Buffer cache of the embedded database, in kB, MB or GB and at least 128kB (PostgreSQL's default, 128MB, costs ~120 MB more memory).",
    default: "16MB",
  }),
  SEED_FILES: variable({
    schema: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((file) => file.trim())
          .filter(Boolean),
      )
      .refine((files) => files.length > 0, { error: "names no file" })
      .transform((files) => files.map((file) => path.resolve(file))),
    form: "comma-separated seed file paths",
    help: "Comma-separated seed files `npm start` and `npm run dev` load into an empty database.",
    default: "seeds/demo.json",
  }),
};

const SERVER = {
  PORT: variable({
    ...wholeNumber(1, 65_535, "a port number"),
    help: "Port of `npm start` and `npm run dev`; a port in use stops the start before anything is announced.",
    default: "3000",
  }),
  HOST: variable({
    schema: z.string().refine((value) => isIP(value) !== 0 || hostName.test(value), { error: "is not a host name or IP address" }),
    form: "an address to listen on such as 127.0.0.1, 0.0.0.0 or ::, without scheme or port",
    help:
      "Address `npm start` and `npm run dev` listen on. Loopback by default because the demo's keys are published in the README; " +
      "set `HOST=0.0.0.0` in a container or behind a load balancer.",
    default: "127.0.0.1",
  }),
  TRUST_PROXY_HOPS: variable({
    ...wholeNumber(0, 10, "a whole number of proxies"),
    help:
      "Proxies in front of the app whose `X-Forwarded-For` entries count, 0 to 10; 0 trusts none and uses the socket " +
      "address. Only `npm start` knows addresses: under `next dev` or `next start` the per-visitor limits are off rather " +
      "than one budget shared by every visitor.",
    default: "0",
  }),
  DRAIN_TIMEOUT_MS: variable({
    ...wholeNumber(0, 600_000, "a whole number of milliseconds"),
    help: "How long SIGTERM waits for requests in flight, in milliseconds, 0 to 600000.",
    default: "10000",
  }),
  PAGE_CACHE_MB: variable({
    ...wholeNumber(0, 1024, "a whole number of megabytes"),
    help:
      "Megabytes of rendered booking pages and slot answers `npm start` keeps and serves until a booking, cancel, " +
      "reschedule or hold on any instance changes them (then for 250 ms at most while they render again: " +
      "[docs/booking-app.md](docs/booking-app.md#served-from-memory)); `0` renders every request. Used only when " +
      "`SCHEDULING_API_URL` is this server.",
    // Why 16: docs/booking-app.md, "Served from memory".
    default: "16",
  }),
};

const BOOKING_APP = {
  SCHEDULING_API_URL: variable({
    schema: httpUrl
      .refine((value) => !/[?#]/.test(value), { error: "has a query or fragment" })
      .transform((value) => value.replace(/\/+$/, "")),
    form: "the service's http(s) URL such as https://scheduling.example.com",
    help: "Where the booking app finds the service; by default, this app itself.",
    default: "http://127.0.0.1:$PORT",
  }),
  SCHEDULING_API_KEY: variable({
    schema: z.string().regex(/^[\x21-\x7e]+$/, { error: "contains spaces or characters an HTTP header cannot carry" }),
    form: "an API key of the service",
    help: "The service key the booking app uses; server-side only.",
    default: DEMO_API_KEY,
    unset: "the demo owner's published key",
    secret: "value",
  }),
  PUBLIC_URL: variable({
    schema: httpUrl
      .regex(/^https?:\/\/[^/\\\s?#]+\/?$/i, { error: "has a path, query or fragment" })
      .transform((value) => value.replace(/\/$/, "")),
    form: "an http(s) origin such as https://book.example.com, without a path",
    help:
      "The address visitors reach the app at (`https://book.example.com`), written into the embed snippets of " +
      "`/share/<id>` and the manage links of e-mails; never taken from a request's `Host` header.",
    default: "http://localhost:$PORT",
  }),
  DASHBOARD_SESSION_SECRET: variable({
    schema: z.string().min(32, { error: "is shorter than 32 characters" }),
    form: "32 or more random characters, such as the output of openssl rand -base64 32",
    help:
      "Seals the dashboard's session cookie (iron-session: AES-256-CBC and HMAC-SHA-256). Every instance of the app needs " +
      "the same one; changing it signs everyone out.",
    unset: "a secret made when the app starts: sessions end when it restarts and are not shared between instances",
    secret: "value",
  }),
  EMBED_ALLOWED_ORIGINS: variable({
    schema: z
      .string()
      .transform((value) => value.split(/[\s;,]+/).filter(Boolean))
      .superRefine((sources, context) => {
        const wrong = sources.find((source) => !frameSource.test(source) && !(source === "'none'" && sources.length === 1));
        if (wrong) context.addIssue({ code: "custom", message: `holds "${wrong}", which is not a frame-ancestors source` });
      })
      .transform((sources) => sources.join(" ") || "'none'"),
    form: "CSP frame-ancestors sources separated by spaces or commas, such as https://www.example.com https://*.example.org; set but empty: no site",
    help:
      "Who may frame `/embed/*` (CSP `frame-ancestors` sources, separated by spaces or commas); set but empty, no site " +
      "but the app itself (its dashboard previews a link's page in a frame).",
    // Any https site, and localhost for the demo.
    default: "https: http://localhost:* http://127.0.0.1:*",
    emptyIsValue: true,
  }),
};

const EMAIL = {
  SMTP_URL: variable({
    schema: urlWith(/^smtps?$/, "is not an smtp:// or smtps:// URL"),
    form: "smtp://user:password@host:587 or smtps://user:password@host:465",
    help: "`smtp://user:password@host:587` (or `smtps://…:465`): the server booking e-mails go through.",
    unset: "written to `MAIL_DIR`, or kept undelivered in the outbox until it is set",
    secret: "password",
  }),
  MAIL_FROM: variable({
    schema: z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, { error: "is not an address such as Bookings <bookings@example.com>" }),
    form: "the From of booking e-mails, such as Bookings <bookings@example.com>",
    help: "The From of booking e-mails.",
    default: "Team Scheduling <bookings@localhost>",
  }),
  MAIL_DIR: variable({
    schema: folder,
    form: "a folder where e-mails are written as .eml files instead of sent",
    help: "A folder where e-mails are written as `.eml` files instead of sent (any mail client opens them), when `SMTP_URL` is unset.",
    // The demo keeps what it would have sent where a newcomer can read it.
    default: { demo: ".data/mail" },
  }),
  REMINDERS: variable({
    schema: z
      .string()
      .regex(/^(off|\d{1,4}[mhd]( *, *\d{1,4}[mhd])*)$/, { error: "is not a list such as 24h,1h (or off)" })
      .transform((value) =>
        value === "off" ? [] : value.split(",").map((part) => Number.parseInt(part, 10) * REMINDER_UNIT[part.trim().slice(-1)]!),
      ),
    form: "how long before a meeting its attendees are reminded, such as 24h,1h or 2d,30m, or off",
    help: "How long before a meeting its attendees get a reminder e-mail (`m`, `h`, `d`, comma-separated), or `off`.",
    default: "24h,1h",
  }),
  OUTBOX_RETENTION_DAYS: variable({
    ...wholeNumber(1, 3650, "how many days sent, withdrawn and failed messages (and webhook deliveries) are kept,"),
    help:
      "Days sent, withdrawn and failed messages are kept (a webhook's delivery list reaches this far back), then " + "deleted; 1 to 3650.",
    default: "30",
  }),
  SLOT_HOLD_MINUTES: variable({
    ...wholeNumber(1, 60, "how many minutes a time a visitor chose stays reserved for them while they fill in the form,"),
    help:
      "Minutes a time chosen on the booking page is reserved for that visitor while they fill in the form (other " +
      "visitors stop seeing it), 1 to 60 ([docs/api.md](docs/api.md#slot-reservations-extensions)).",
    default: "10",
  }),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: variable({
    schema: z.enum(["true", "false"], { error: "is not true or false" }).transform((value) => value === "true"),
    form: "true to let webhooks reach http:// and private, loopback or link-local addresses, for local tests",
    help:
      "`true` lets webhooks reach `http://` and private, loopback or link-local addresses (local receivers); " +
      "otherwise https to public addresses only, checked after each DNS lookup.",
    default: { demo: "true", otherwise: "false" },
  }),
};

const CALENDARS = {
  CALENDAR_CREDENTIALS_KEY: variable({
    schema: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, { error: "is not 32 bytes in base64 (44 characters ending in =)" })
      .refine((value) => Buffer.from(value, "base64").length === 32, { error: "is not 32 bytes in base64" }),
    form: "32 random bytes in base64, such as the output of openssl rand -base64 32",
    help:
      "The AES-256-GCM key that seals connected calendars' passwords and secret feed addresses in the database " +
      "(`openssl rand -base64 32`). Keep it apart from the database's backups; changing it makes every connection " +
      "ask for its password again.",
    unset:
      "with the demo key, a key the service makes once and keeps in its own database (fine for the demo, no protection " +
      "against a copied database); otherwise connecting a calendar answers `503` until it is set",
    secret: "value",
  }),
  CALENDAR_REFRESH_MINUTES: variable({
    ...wholeNumber(1, 1440, "a whole number of minutes"),
    help:
      "How often each instance's background refresher reads connected calendars again, 1 to 1440 minutes (a calendar " +
      "whose ctag or ETag is unchanged costs one small request); connections with a refused password are tried 12 times " +
      "less often.",
    default: "5",
  }),
  CALENDAR_ALLOW_PRIVATE_SERVERS: variable({
    schema: z.enum(["true", "false"], { error: "is not true or false" }).transform((value) => value === "true"),
    form: "true to let calendar connections reach http:// CalDAV servers and private, loopback or link-local addresses",
    help:
      "`true` lets calendar connections reach private, loopback or link-local addresses and CalDAV servers over `http://` " +
      "(a Nextcloud on the local network, the tests' Radicale); otherwise public addresses only, checked after each DNS " +
      "lookup (a public iCalendar feed may still be `http://`).",
    default: { demo: "true", otherwise: "false" },
  }),
};

const SIGN_IN = {
  SESSION_HOURS: variable({
    ...wholeNumber(1, 720, "a whole number of hours"),
    help:
      "Hours a dashboard session lasts from sign-in, 1 to 720: the credential `POST /v1/sign-in/exchange` (and an invite " +
      "accepted with `startSession`) hands out is refused from then on ([docs/api.md](docs/api.md#sign-in-extensions)).",
    default: "12",
  }),
};

const rateLimit = (fallback: number, help: string, per = "a minute") =>
  variable({ ...wholeNumber(1, 1_000_000_000, `a whole number of requests ${per}`), help, default: String(fallback) });

const RATE_LIMITS_SECTION = {
  REDIS_URL: variable({
    schema: urlWith(/^rediss?$/, "is not a redis:// or rediss:// URL"),
    form: "redis://[user:password@]host[:port][/db]",
    help:
      "`redis://…` or `rediss://…`: rate-limit counts shared by every app instance. Set for `npm test`, it also runs " +
      "the Redis half of the rate-limit tests.",
    unset: "counts kept in each instance's memory",
    secret: "password",
  }),
  RATE_LIMIT_API_KEY: rateLimit(3000, "Requests a minute per API key on `/v1` (the team's integrations)."),
  // Apart from the integrations' budget, so visitors cannot use that up (nor integrations this). The app's
  // per-visitor limits keep one visitor to a small share of it (at most ~750 calls a minute).
  RATE_LIMIT_BOOKING_APP: rateLimit(
    30_000,
    "Requests a minute per API key that the booking app makes for visitors: a budget apart, so a flood of visitors " +
      "cannot use up the integrations' one ([docs/api.md](docs/api.md#authentication)).",
  ),
  // Unknown keys are looked up in the database every time, so guessing is bounded here.
  RATE_LIMIT_AUTH_FAILURE: rateLimit(20, "Keys that are not valid a minute per client address on `/v1`; past it, 429 before any lookup."),
  // Each page costs a server render and two service calls; without JavaScript a booking takes a handful.
  RATE_LIMIT_PUBLIC_PAGES: rateLimit(
    120,
    "Requests a minute per visitor address to pages and the app's JSON routes, whatever the method (all but slot " +
      "reads and health checks). Pages answer methods other than GET, HEAD and POST with 405, and forms posted from " +
      "another site with 403.",
  ),
  // Month changes.
  RATE_LIMIT_PUBLIC_SLOTS: rateLimit(
    120,
    "Slot reads a minute per visitor address (`/api/booking-links/*/slots`), malformed ones included.",
  ),
  RATE_LIMIT_PUBLIC_BOOKING: rateLimit(10, "Booking attempts a minute per visitor address."),
  // A sign-in e-mail is a message to someone's inbox: few per address, whoever asks, so nobody can flood one.
  RATE_LIMIT_SIGN_IN_ADDRESS: rateLimit(
    5,
    "Sign-in e-mails per address per 15 minutes (`POST /v1/sign-in/request`); past it the request is still answered " +
      "`202` and nothing is sent ([docs/api.md](docs/api.md#sign-in-extensions)).",
    "per 15 minutes",
  ),
  RATE_LIMIT_SIGN_IN_CLIENT: rateLimit(
    30,
    "Sign-in requests per client address per 15 minutes (`POST /v1/sign-in/request`), whatever the address asked " +
      "for; past it, `429` with `Retry-After`.",
    "per 15 minutes",
  ),
};

/** The variables by the part of the app they configure, in the documentation's order. */
export const SECTIONS = [
  { title: "Database", variables: DATABASE },
  { title: "Server (npm start; PORT and HOST for npm run dev too)", variables: SERVER },
  { title: "Booking app", variables: BOOKING_APP },
  { title: "Booking e-mails (lib/notifications)", variables: EMAIL },
  { title: "Connected calendars (lib/calendars)", variables: CALENDARS },
  { title: "Sign-in (lib/sign-in)", variables: SIGN_IN },
  { title: "Rate limits (requests a minute unless said, whole numbers from 1 to 1000000000)", variables: RATE_LIMITS_SECTION },
] as const;

export const VARIABLES = { ...DATABASE, ...SERVER, ...BOOKING_APP, ...EMAIL, ...CALENDARS, ...SIGN_IN, ...RATE_LIMITS_SECTION };

export type VariableName = keyof typeof VARIABLES;

export type RateLimitBucket =
  | "api-key"
  | "booking-app"
  | "auth-failure"
  | "public-pages"
  | "public-slots"
  | "public-booking"
  | "sign-in-address"
  | "sign-in-client";

/** The variable that sets each rate-limit bucket's requests a minute. */
export const RATE_LIMITS: Record<RateLimitBucket, VariableName> = {
  "api-key": "RATE_LIMIT_API_KEY",
  "booking-app": "RATE_LIMIT_BOOKING_APP",
  "auth-failure": "RATE_LIMIT_AUTH_FAILURE",
  "public-pages": "RATE_LIMIT_PUBLIC_PAGES",
  "public-slots": "RATE_LIMIT_PUBLIC_SLOTS",
  "public-booking": "RATE_LIMIT_PUBLIC_BOOKING",
  "sign-in-address": "RATE_LIMIT_SIGN_IN_ADDRESS",
  "sign-in-client": "RATE_LIMIT_SIGN_IN_CLIENT",
};

/** Variables no longer read, and what to set instead: refused when set, so that a stale setting is not silently ignored. */
export const RETIRED: Record<string, string> = {
  HOSTNAME_BIND: `is no longer read; set HOST, the address to listen on (unset: ${SERVER.HOST.default})`,
  CONFIRMATION_SECRET:
    "is no longer read: confirmation pages read the booking back through its manage token, which the service signs; remove it",
};

interface OtherVariable {
  names: string[];
  /** A value to show, commented out in .env.example. */
  example?: string;
  help: string;
  /** Also a row of README's table. */
  readme?: boolean;
}

/** Variables the project's tools and test harness read, not the app: documented beside the others. */
export const OTHER_VARIABLES: readonly { title: string; variables: readonly OtherVariable[] }[] = [
  {
    title: "Read by the tools themselves",
    variables: [
      { names: ["NODE_ENV"], help: "Set by `next dev`, `next build` and `next start`; `proxy.ts` allows `'unsafe-eval'` in development." },
      {
        names: ["NEXT_RUNTIME"],
        help: "Set by Next.js (`nodejs` or `edge`): `instrumentation.ts` checks the configuration under `nodejs`.",
      },
      { names: ["NEXT_TELEMETRY_DISABLED"], help: "CI sets it to 1: no Next.js telemetry." },
    ],
  },
  {
    title: "Tests and benchmarks only (read by the harness, not by the app)",
    variables: [
      {
        names: ["TEST_DATABASE_URL"],
        example: "postgres://postgres@127.0.0.1:5432/test",
        readme: true,
        help:
          "For `npm test`: a PostgreSQL server on which each service test file creates (and drops) its own database; " +
          "unset, the service-postgres project skips, saying so. `npm run bench` adds PostgreSQL runs with it.",
      },
      { names: ["TEST_DB"], help: "Set by `vitest.config.mts` per project (`pglite` or `postgres`); do not set it yourself." },
      {
        names: ["TEST_PGLITE_THREAD"],
        help: "Set to 1: the service-pglite tests run the embedded database on its own thread, as `npm start` does (unset: in the test's thread).",
      },
      { names: ["TZ"], help: "Time zone the npm scripts fix for the suites (UTC, Pacific/Chatham, America/New_York)." },
      {
        names: ["CHROMIUM_PATH"],
        help: "Chromium for the browser tests (unset: `/usr/bin/chromium`, else Playwright's) and the embed benchmark (unset: `/usr/bin/chromium`).",
      },
      { names: ["CHROME_PATH"], help: "Chrome or Chromium for the Lighthouse benchmark. Unset: `/usr/bin/chromium`, else Playwright's." },
      { names: ["CI"], help: "Set by CI: one retry and a list reporter for Playwright." },
      {
        names: ["E2E_PORT", "E2E_LIMITED_PORT", "E2E_COMPANY_PORT", "E2E_STRANGER_PORT"],
        help: "Ports of the browser tests' servers and framing sites. Unset: free ports the system picks.",
      },
      {
        names: ["BENCH_APP_URL"],
        example: "http://127.0.0.1:3000",
        help: "A running app for `npm run bench`'s page weight, embed and Lighthouse figures. Unset: those are skipped.",
      },
      {
        names: ["BASE_URL"],
        example: "http://127.0.0.1:3000",
        help: "The app `bench/page-weight.ts` and `bench/embed-ready.ts` measure when run alone.",
      },
      { names: ["BENCH_SECONDS"], example: "10", help: "Seconds of each autocannon run." },
      { names: ["LIGHTHOUSE_RUNS"], example: "5", help: "Lighthouse runs per throttling method." },
      { names: ["BENCH_HOSTILE_SLOT_READS"], example: "20000", help: "Slot reads of the hostile-traffic benchmark." },
    ],
  },
];

/** The default as the documentation says it (Markdown): a value, one with the demo key and another without, or what unset means. */
export function describeDefault({ default: fallback, unset }: Variable): string {
  if (unset !== undefined) return unset;
  if (fallback === undefined) return "unset";
  if (typeof fallback === "string") return `\`${fallback}\``;
  const shown = (value: string | undefined) => (value === undefined ? "none" : `\`${value}\``);
  return `${shown(fallback.demo)} with the demo key, else ${shown(fallback.otherwise)}`;
}

/** Markdown as plain text, a link as its address: for messages and .env.example. */
export function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, (_, text: string, url: string) => (url.startsWith(text) ? url : `${text} (${url})`))
    .replaceAll("`", "");
}
