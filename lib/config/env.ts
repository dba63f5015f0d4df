// The configuration of the app, the service and their scripts: every
// environment variable they read, parsed here once with zod. A bad value stops
// the start with one line naming the variable, what is wrong with its value and
// what is expected; nothing else in the app reads process.env for these.
// .env.example lists every variable with its default, including the test and
// benchmark knobs that only the harness reads (TEST_DATABASE_URL, E2E_PORT, …).
//
// Nothing is read when this module is evaluated (Next.js evaluates modules
// while it builds, when runtime variables are not set): getConfig() parses
// process.env on first use, and each entry point calls getConfigOrExit() first
// (scripts/*.ts, instrumentation.ts for Next.js's own servers).
import "server-only";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEMO_API_KEY } from "./demo-key";

export type Env = Record<string, string | undefined>;

export type RateLimitBucket = "api-key" | "booking-app" | "auth-failure" | "public-pages" | "public-slots" | "public-booking";

export interface Config {
  /** postgres:// URL of a PostgreSQL server; undefined: the embedded database. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Folder of the embedded database ("memory://…" keeps it in memory). */
  dataDir: string;
  pgliteSharedBuffers: string;
  port: number;
  host: string;
  trustProxyHops: number;
  drainTimeoutMs: number;
  /** Megabytes of rendered booking pages and slot answers `npm start` keeps (lib/page-cache); 0 keeps none. */
  pageCacheMb: number;
  /** Where the booking app finds the service, without a trailing slash. */
  schedulingApiUrl: string;
  schedulingApiKey: string;
  /** The address visitors reach the app at, without a trailing slash. */
  publicUrl: string;
  /** CSP frame-ancestors sources for /embed/*, space-separated. */
  embedAllowedOrigins: string;
  /** Absolute paths of the seed files a first start loads. */
  seedFiles: readonly string[];
  redisUrl: string | undefined;
  /** Where booking e-mails go: an SMTP server, a folder of .eml files, or nowhere yet (kept in the outbox). */
  mail: { smtpUrl: string | undefined; from: string; dir: string | undefined };
  /** Webhooks may reach http:// and private addresses (local tests, the demo). */
  webhookAllowPrivateTargets: boolean;
  /** How long before a meeting its attendees get each reminder, in milliseconds. */
  reminders: readonly number[];
  /** How long finished outbox messages are kept, in milliseconds. */
  outboxRetentionMs: number;
  /** How long a slot reservation lasts, in milliseconds (SLOT_HOLD_MINUTES). */
  slotHoldMs: number;
  /** Requests per window that replace a bucket's default (lib/rate-limit/rate-limits.ts). */
  rateLimits: Readonly<Partial<Record<RateLimitBucket, number>>>;
}

export { DEMO_API_KEY };

/** Every problem found, one line each; thrown by parseConfig. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1 ? `Bad configuration: ${problems[0]}` : `Bad configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

// Each rule's messages complete the sentence "<NAME>=<value> …".
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: "is not a whole number" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `is below ${min}` })
        .max(max, { error: `is above ${max}` }),
    );

const urlWith = (protocols: RegExp, problem: string) => z.url({ protocol: protocols, error: problem });

const httpUrl = urlWith(/^https?$/, "is not an http:// or https:// URL");

const hostName = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A frame-ancestors source: a scheme (https:), a host with optional scheme, port and path, or 'self'. */
const frameSource =
  /^(?:'self'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

const REMINDER_UNIT: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

const PAGE_BYTES: Record<string, number> = { kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

interface Variable<T> {
  schema: z.ZodType<T, string>;
  /** The expected form, with the default, said to whoever set it wrong. */
  expected: string;
  /** Its value is not repeated in messages (a key, or a URL that may carry a password). */
  secret?: "value" | "password";
}

const variable = <T>(schema: z.ZodType<T, string>, expected: string, secret?: Variable<T>["secret"]): Variable<T> => ({
  schema,
  expected,
  secret,
});

const rateLimit = (fallback: number) =>
  variable(wholeNumber(1, 1_000_000_000), `a whole number of requests a minute from 1 to 1000000000 (unset: ${fallback})`);

/** Every variable the app, the service and their scripts read. */
/** The page cache's megabytes when PAGE_CACHE_MB is unset (docs/booking-app.md, "Served from memory": why 16). */
export const DEFAULT_PAGE_CACHE_MB = 16;

export const VARIABLES = {
  DATABASE_URL: variable(
    urlWith(/^postgres(ql)?$/, "is not a postgres:// or postgresql:// URL"),
    "postgres://user:password@host:5432/database (unset: the embedded database)",
    "password",
  ),
  DATA_DIR: variable(z.string(), "a folder path, or memory:// to keep the embedded database in memory (unset: .data/pglite)"),
  DATABASE_POOL_SIZE: variable(wholeNumber(1, 1000), "a whole number of connections from 1 to 1000 (unset: 10)"),
  PGLITE_SHARED_BUFFERS: variable(
    z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, { error: "is not a size in kB, MB or GB" })
      .refine((value) => Number.parseInt(value, 10) * PAGE_BYTES[value.replace(/^\d+/, "")]! >= 128 * 1024, {
        error: "is below 128kB, PostgreSQL's minimum",
      }),
    "a size such as 16MB, at least 128kB (unset: 16MB)",
  ),
  PORT: variable(wholeNumber(1, 65_535), "a port number from 1 to 65535 (unset: 3000)"),
  HOST: variable(
    z.string().refine((value) => isIP(value) !== 0 || hostName.test(value), { error: "is not a host name or IP address" }),
    "an address to listen on such as 127.0.0.1, 0.0.0.0 or ::, without scheme or port (unset: 127.0.0.1)",
  ),
  TRUST_PROXY_HOPS: variable(wholeNumber(0, 10), "a whole number of proxies from 0 to 10 (unset: 0)"),
  PAGE_CACHE_MB: variable(wholeNumber(0, 1024), `a whole number of megabytes from 0 to 1024 (unset: ${DEFAULT_PAGE_CACHE_MB})`),
  DRAIN_TIMEOUT_MS: variable(wholeNumber(0, 600_000), "a whole number of milliseconds from 0 to 600000 (unset: 10000)"),
  SCHEDULING_API_URL: variable(
    httpUrl.refine((value) => !/[?#]/.test(value), { error: "has a query or fragment" }).transform((value) => value.replace(/\/+$/, "")),
    "the service's http(s) URL such as https://scheduling.example.com (unset: http://127.0.0.1:$PORT, this app)",
  ),
  SCHEDULING_API_KEY: variable(
    z.string().regex(/^[\x21-\x7e]+$/, { error: "contains spaces or characters an HTTP header cannot carry" }),
    "an API key of the service (unset: the demo owner's key)",
    "value",
  ),
  PUBLIC_URL: variable(
    httpUrl
      .regex(/^https?:\/\/[^/\\\s?#]+\/?$/i, { error: "has a path, query or fragment" })
      .transform((value) => value.replace(/\/$/, "")),
    "an http(s) origin such as https://book.example.com, without a path (unset: http://localhost:$PORT)",
  ),
  EMBED_ALLOWED_ORIGINS: variable(
    z
      .string()
      .transform((value) => value.split(/[\s;,]+/).filter(Boolean))
      .superRefine((sources, context) => {
        const wrong = sources.find((source) => !frameSource.test(source) && !(source === "'none'" && sources.length === 1));
        if (wrong) context.addIssue({ code: "custom", message: `holds "${wrong}", which is not a frame-ancestors source` });
      })
      .transform((sources) => sources.join(" ") || "'none'"),
    "CSP frame-ancestors sources separated by spaces or commas, such as https://www.example.com https://*.example.org; set but empty: no site (unset: https: http://localhost:* http://127.0.0.1:*)",
  ),
  SEED_FILES: variable(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((file) => file.trim())
          .filter(Boolean),
      )
      .refine((files) => files.length > 0, { error: "names no file" })
      .transform((files) => files.map((file) => path.resolve(file))),
    "comma-separated seed file paths (unset: seeds/demo.json)",
  ),
  REDIS_URL: variable(
    urlWith(/^rediss?$/, "is not a redis:// or rediss:// URL"),
    "redis://[user:password@]host[:port][/db] (unset: limits counted in each instance's memory)",
    "password",
  ),
  SMTP_URL: variable(
    urlWith(/^smtps?$/, "is not an smtp:// or smtps:// URL"),
    "smtp://user:password@host:587 or smtps://user:password@host:465 (unset: e-mails are written to MAIL_DIR, or kept undelivered)",
    "password",
  ),
  MAIL_FROM: variable(
    z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, { error: "is not an address such as Bookings <bookings@example.com>" }),
    "the From of booking e-mails, such as Bookings <bookings@example.com> (unset: Team Scheduling <bookings@localhost>)",
  ),
  MAIL_DIR: variable(
    z.string().min(1),
    "a folder where e-mails are written as .eml files instead of sent (unset: .data/mail with the demo's API key, else none)",
  ),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: variable(
    z.enum(["true", "false"], { error: "is not true or false" }).transform((value) => value === "true"),
    "true to let webhooks reach http:// and private, loopback or link-local addresses, for local tests (unset: true with the demo's API key, else false)",
  ),
  REMINDERS: variable(
    z
      .string()
      .regex(/^(off|\d{1,4}[mhd]( *, *\d{1,4}[mhd])*)$/, { error: "is not a list such as 24h,1h (or off)" })
      .transform((value) =>
        value === "off" ? [] : value.split(",").map((part) => Number.parseInt(part, 10) * REMINDER_UNIT[part.trim().slice(-1)]!),
      ),
    "how long before a meeting its attendees are reminded, such as 24h,1h or 2d,30m, or off (unset: 24h,1h)",
  ),
  OUTBOX_RETENTION_DAYS: variable(
    wholeNumber(1, 3650),
    "how many days sent, withdrawn and failed messages (and webhook deliveries) are kept, 1 to 3650 (unset: 30)",
  ),
  SLOT_HOLD_MINUTES: variable(
    wholeNumber(1, 60),
    "how many minutes a time a visitor chose stays reserved for them while they fill in the form, 1 to 60 (unset: 10)",
  ),
  RATE_LIMIT_API_KEY: rateLimit(3000),
  RATE_LIMIT_BOOKING_APP: rateLimit(30_000),
  RATE_LIMIT_AUTH_FAILURE: rateLimit(20),
  RATE_LIMIT_PUBLIC_PAGES: rateLimit(120),
  RATE_LIMIT_PUBLIC_SLOTS: rateLimit(120),
  RATE_LIMIT_PUBLIC_BOOKING: rateLimit(10),
} satisfies Record<string, Variable<unknown>>;

export type VariableName = keyof typeof VARIABLES;

/** Variables no longer read, and what to set instead: kept so that a stale setting is not silently ignored. */
const RETIRED: Record<string, string> = {
  HOSTNAME_BIND: "is no longer read; set HOST, the address to listen on (unset: 127.0.0.1)",
  CONFIRMATION_SECRET:
    "is no longer read: confirmation pages read the booking back through its manage token, which the service signs; remove it",
};

/** The variable that overrides each rate-limit bucket. */
export const RATE_LIMITS: Record<RateLimitBucket, VariableName> = {
  "api-key": "RATE_LIMIT_API_KEY",
  "booking-app": "RATE_LIMIT_BOOKING_APP",
  "auth-failure": "RATE_LIMIT_AUTH_FAILURE",
  "public-pages": "RATE_LIMIT_PUBLIC_PAGES",
  "public-slots": "RATE_LIMIT_PUBLIC_SLOTS",
  "public-booking": "RATE_LIMIT_PUBLIC_BOOKING",
};

/** How a value appears in a message: secrets are never repeated, a URL's password never. */
function shown(value: string, secret: Variable<unknown>["secret"]): string {
  if (secret === "value") return ` (${value.length} characters, not shown)`;
  return `="${secret === "password" ? value.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@") : value}"`;
}

/**
 * The configuration an environment describes. A variable set to an empty
 * string counts as unset (except EMBED_ALLOWED_ORIGINS, where it means no
 * site); values are trimmed. Throws a ConfigError naming every bad variable.
 */
export function parseConfig(env: Env): Config {
  const problems: string[] = [];
  const read = <N extends VariableName>(name: N): z.output<(typeof VARIABLES)[N]["schema"]> | undefined => {
    const raw = env[name]?.trim();
    if (raw === undefined || (raw === "" && name !== "EMBED_ALLOWED_ORIGINS")) return undefined;
    const { schema, expected, secret } = VARIABLES[name] as Variable<z.output<(typeof VARIABLES)[N]["schema"]>>;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`${name}${shown(raw, secret)} ${parsed.error.issues[0]?.message ?? "is not valid"}; expected ${expected}.`);
    return undefined;
  };
  for (const [name, problem] of Object.entries(RETIRED)) if (env[name]) problems.push(`${name} ${problem}.`);
  const known = new Set<string>(Object.values(RATE_LIMITS));
  for (const name of Object.keys(env)
    .filter((name) => name.startsWith("RATE_LIMIT_") && !known.has(name))
    .sort()) {
    problems.push(`${name} is not a limit of this app; expected one of ${[...known].join(", ")}.`);
  }

  const port = read("PORT") ?? 3000;
  const schedulingApiKey = read("SCHEDULING_API_KEY");
  const config: Config = {
    databaseUrl: read("DATABASE_URL"),
    databasePoolSize: read("DATABASE_POOL_SIZE") ?? 10,
    dataDir: read("DATA_DIR") ?? path.join(process.cwd(), ".data", "pglite"),
    pgliteSharedBuffers: read("PGLITE_SHARED_BUFFERS") ?? "16MB",
    port,
    // Loopback unless told otherwise: the demo's owner key is published in the README.
    host: read("HOST") ?? "127.0.0.1",
    trustProxyHops: read("TRUST_PROXY_HOPS") ?? 0,
    drainTimeoutMs: read("DRAIN_TIMEOUT_MS") ?? 10_000,
    pageCacheMb: read("PAGE_CACHE_MB") ?? DEFAULT_PAGE_CACHE_MB,
    // By default the service runs inside this same app (app/v1).
    schedulingApiUrl: read("SCHEDULING_API_URL") ?? `http://127.0.0.1:${port}`,
    schedulingApiKey: schedulingApiKey ?? DEMO_API_KEY,
    publicUrl: read("PUBLIC_URL") ?? `http://localhost:${port}`,
    // Default: any https site, and localhost for the demo.
    embedAllowedOrigins: read("EMBED_ALLOWED_ORIGINS") ?? "https: http://localhost:* http://127.0.0.1:*",
    seedFiles: read("SEED_FILES") ?? [path.join(process.cwd(), "seeds", "demo.json")],
    redisUrl: read("REDIS_URL"),
    mail: {
      smtpUrl: read("SMTP_URL"),
      from: read("MAIL_FROM") ?? "Team Scheduling <bookings@localhost>",
      // The demo keeps what it would have sent where a newcomer can read it.
      dir: read("MAIL_DIR") ?? (schedulingApiKey === undefined ? path.join(process.cwd(), ".data", "mail") : undefined),
    },
    webhookAllowPrivateTargets: read("WEBHOOK_ALLOW_PRIVATE_TARGETS") ?? schedulingApiKey === undefined,
    reminders: read("REMINDERS") ?? [24 * 3_600_000, 3_600_000],
    outboxRetentionMs: (read("OUTBOX_RETENTION_DAYS") ?? 30) * 86_400_000,
    slotHoldMs: (read("SLOT_HOLD_MINUTES") ?? 10) * 60_000,
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMITS).flatMap(([bucket, name]) => {
        const limit = read(name);
        return limit === undefined ? [] : [[bucket, limit]];
      }),
    ),
  };
  if (problems.length) throw new ConfigError(problems);
  return deepFreeze(config);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

let parsed: Config | undefined;

/** The running process's configuration, parsed from process.env on first use. */
export function getConfig(): Config {
  parsed ??= parseConfig(process.env);
  return parsed;
}

/** For an entry point: the configuration, or its one-line problem on stderr and exit code 1 (no stack trace). */
export function getConfigOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Forgets the parsed configuration, so that getConfig() reads process.env again: for tests that change it. */
export function resetConfig(): void {
  parsed = undefined;
}
