import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_API_KEY, type Env, parseConfig, VARIABLES } from "./env";

const root = path.resolve(import.meta.dirname, "../..");

/** The message parseConfig throws for this environment (fails the test when it throws none). */
function problemWith(env: Env): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

/** Bad values: the line each must give, naming the variable, what is wrong and the expected form. */
const refusals: [name: string, value: string, expected: string][] = [
  ["TRUST_PROXY_HOPS", "abc", 'TRUST_PROXY_HOPS="abc" is not a whole number; expected a whole number of proxies from 0 to 10 (unset: 0).'],
  ["TRUST_PROXY_HOPS", "-1", 'TRUST_PROXY_HOPS="-1" is not a whole number;'],
  ["TRUST_PROXY_HOPS", "11", 'TRUST_PROXY_HOPS="11" is above 10;'],
  ["PORT", "0", 'PORT="0" is below 1; expected a port number from 1 to 65535'],
  ["PORT", "65536", 'PORT="65536" is above 65535;'],
  ["PORT", "3000.5", 'PORT="3000.5" is not a whole number;'],
  ["HOST", "localhost:3000", 'HOST="localhost:3000" is not a host name or IP address; expected an address to listen on'],
  ["HOST", "http://0.0.0.0", 'HOST="http://0.0.0.0" is not a host name or IP address;'],
  [
    "DATABASE_URL",
    "mysql://app:hunter2@db/x",
    'DATABASE_URL="mysql://app:***@db/x" is not a postgres:// or postgresql:// URL; expected postgres://',
  ],
  ["DATABASE_URL", "db.internal:5432", 'DATABASE_URL="db.internal:5432" is not a postgres:// or postgresql:// URL;'],
  ["DATABASE_POOL_SIZE", "0", 'DATABASE_POOL_SIZE="0" is below 1; expected a whole number of connections from 1 to 1000 (unset: 10).'],
  ["DATABASE_POOL_SIZE", "ten", 'DATABASE_POOL_SIZE="ten" is not a whole number;'],
  ["PGLITE_SHARED_BUFFERS", "16", 'PGLITE_SHARED_BUFFERS="16" is not a size in kB, MB or GB; expected a size such as 16MB'],
  ["PGLITE_SHARED_BUFFERS", "64kB", 'PGLITE_SHARED_BUFFERS="64kB" is below 128kB, PostgreSQL\'s minimum;'],
  [
    "DRAIN_TIMEOUT_MS",
    "10s",
    'DRAIN_TIMEOUT_MS="10s" is not a whole number; expected a whole number of milliseconds from 0 to 600000 (unset: 10000).',
  ],
  ["DRAIN_TIMEOUT_MS", "600001", 'DRAIN_TIMEOUT_MS="600001" is above 600000;'],
  ["PAGE_CACHE_MB", "1025", 'PAGE_CACHE_MB="1025" is above 1024;'],
  [
    "SCHEDULING_API_URL",
    "scheduling.internal",
    'SCHEDULING_API_URL="scheduling.internal" is not an http:// or https:// URL; expected the service\'s http(s) URL',
  ],
  ["SCHEDULING_API_URL", "https://s.example.com/?x=1", 'SCHEDULING_API_URL="https://s.example.com/?x=1" has a query or fragment;'],
  [
    "SCHEDULING_API_KEY",
    "sk live",
    "SCHEDULING_API_KEY (7 characters, not shown) contains spaces or characters an HTTP header cannot carry; expected an API key of the service",
  ],
  [
    "PUBLIC_URL",
    "https://book.example.com/app",
    'PUBLIC_URL="https://book.example.com/app" has a path, query or fragment; expected an http(s) origin',
  ],
  ["PUBLIC_URL", "book.example.com", 'PUBLIC_URL="book.example.com" is not an http:// or https:// URL;'],
  [
    "EMBED_ALLOWED_ORIGINS",
    "https://a.example 'unsafe-inline'",
    `EMBED_ALLOWED_ORIGINS="https://a.example 'unsafe-inline'" holds "'unsafe-inline'", which is not a frame-ancestors source; expected CSP frame-ancestors sources`,
  ],
  [
    "EMBED_ALLOWED_ORIGINS",
    "'none' https://a.example",
    `EMBED_ALLOWED_ORIGINS="'none' https://a.example" holds "'none'", which is not a frame-ancestors source;`,
  ],
  ["SEED_FILES", ",", 'SEED_FILES="," names no file; expected comma-separated seed file paths (unset: seeds/demo.json).'],
  ["REDIS_URL", "localhost:6379", 'REDIS_URL="localhost:6379" is not a redis:// or rediss:// URL; expected redis://'],
  [
    "SMTP_URL",
    "https://u:secret@mail.example.com",
    'SMTP_URL="https://u:***@mail.example.com" is not an smtp:// or smtps:// URL; expected smtp://',
  ],
  ["WEBHOOK_ALLOW_PRIVATE_TARGETS", "yes", 'WEBHOOK_ALLOW_PRIVATE_TARGETS="yes" is not true or false; expected true to let webhooks'],
  [
    "CALENDAR_CREDENTIALS_KEY",
    "c2hvcnQ=",
    "CALENDAR_CREDENTIALS_KEY (8 characters, not shown) is not 32 bytes in base64 (44 characters ending in =); expected 32 random bytes",
  ],
  [
    "CALENDAR_REFRESH_MINUTES",
    "0",
    'CALENDAR_REFRESH_MINUTES="0" is below 1; expected a whole number of minutes from 1 to 1440 (unset: 5).',
  ],
  [
    "CALENDAR_ALLOW_PRIVATE_SERVERS",
    "1",
    'CALENDAR_ALLOW_PRIVATE_SERVERS="1" is not true or false; expected true to let calendar connections',
  ],
  ["REMINDERS", "1 day", 'REMINDERS="1 day" is not a list such as 24h,1h (or off); expected how long before a meeting'],
  ["OUTBOX_RETENTION_DAYS", "0", 'OUTBOX_RETENTION_DAYS="0" is below 1; expected how many days sent, withdrawn and failed'],
  ["SLOT_HOLD_MINUTES", "61", 'SLOT_HOLD_MINUTES="61" is above 60; expected how many minutes a time a visitor chose'],
  ["MAIL_FROM", "Bookings", 'MAIL_FROM="Bookings" is not an address such as Bookings <bookings@example.com>;'],
  [
    "RATE_LIMIT_API_KEY",
    "0",
    'RATE_LIMIT_API_KEY="0" is below 1; expected a whole number of requests a minute from 1 to 1000000000 (unset: 3000).',
  ],
  ["RATE_LIMIT_BOOKING_APP", "1e5", 'RATE_LIMIT_BOOKING_APP="1e5" is not a whole number;'],
  ["RATE_LIMIT_AUTH_FAILURE", "2.5", 'RATE_LIMIT_AUTH_FAILURE="2.5" is not a whole number;'],
  ["RATE_LIMIT_PUBLIC_PAGES", "many", 'RATE_LIMIT_PUBLIC_PAGES="many" is not a whole number;'],
  ["RATE_LIMIT_PUBLIC_SLOTS", "-3", 'RATE_LIMIT_PUBLIC_SLOTS="-3" is not a whole number;'],
  ["RATE_LIMIT_PUBLIC_BOOKING", "1000000001", 'RATE_LIMIT_PUBLIC_BOOKING="1000000001" is above 1000000000;'],
  [
    "RATE_LIMIT_SIGN_IN_ADDRESS",
    "0",
    'RATE_LIMIT_SIGN_IN_ADDRESS="0" is below 1; expected a whole number of requests per 15 minutes from 1 to 1000000000 (unset: 5).',
  ],
  ["RATE_LIMIT_SIGN_IN_CLIENT", "ten", 'RATE_LIMIT_SIGN_IN_CLIENT="ten" is not a whole number;'],
  ["DASHBOARD_SESSION_SECRET", "short", "DASHBOARD_SESSION_SECRET (5 characters, not shown) is shorter than 32 characters;"],
  ["SESSION_HOURS", "721", 'SESSION_HOURS="721" is above 720; expected a whole number of hours from 1 to 720 (unset: 12).'],
  ["RATE_LIMIT_PUBLIC_BOOKINGS", "20", "RATE_LIMIT_PUBLIC_BOOKINGS is not a limit of this app; expected one of RATE_LIMIT_API_KEY,"],
  ["HOSTNAME_BIND", "0.0.0.0", "HOSTNAME_BIND is no longer read; set HOST, the address to listen on (unset: 127.0.0.1)."],
  ["CONFIRMATION_SECRET", "0123456789abcdef", "CONFIRMATION_SECRET is no longer read: confirmation pages read the booking back"],
];

/** A calendar sealing key as `openssl rand -base64 32` writes one. */
const KEY = Buffer.alloc(32, 7).toString("base64");

describe("parseConfig", () => {
  it("has a default for every variable, so the demo needs no configuration", () => {
    expect(parseConfig({})).toEqual({
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: path.join(process.cwd(), ".data", "pglite"),
      pgliteSharedBuffers: "16MB",
      port: 3000,
      host: "127.0.0.1",
      trustProxyHops: 0,
      drainTimeoutMs: 10_000,
      pageCacheMb: 16,
      schedulingApiUrl: "http://127.0.0.1:3000",
      schedulingApiKey: DEMO_API_KEY,
      publicUrl: "http://localhost:3000",
      dashboardSessionSecret: undefined,
      demo: true,
      embedAllowedOrigins: "https: http://localhost:* http://127.0.0.1:*",
      seedFiles: [path.join(process.cwd(), "seeds", "demo.json")],
      redisUrl: undefined,
      mail: { smtpUrl: undefined, from: "Team Scheduling <bookings@localhost>", dir: path.join(process.cwd(), ".data", "mail") },
      webhookAllowPrivateTargets: true,
      reminders: [86_400_000, 3_600_000],
      outboxRetentionMs: 30 * 86_400_000,
      slotHoldMs: 10 * 60_000,
      calendars: { credentialsKey: "database", refreshMs: 5 * 60_000, allowPrivateServers: true },
      sessionMs: 12 * 3_600_000,
      rateLimits: {
        "api-key": 3000,
        "booking-app": 30_000,
        "auth-failure": 20,
        "public-pages": 120,
        "public-slots": 120,
        "public-booking": 10,
        "sign-in-address": 5,
        "sign-in-client": 30,
      },
    });
  });

  it("takes an empty value as unset, as the test harness passes DATABASE_URL= and REDIS_URL=", () => {
    expect(parseConfig({ DATABASE_URL: "", REDIS_URL: "", PORT: "", TRUST_PROXY_HOPS: " " })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      port: 3000,
      trustProxyHops: 0,
    });
  });

  it("reads every variable it is given", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://app:pw@db.internal:5432/scheduling",
      DATABASE_POOL_SIZE: "25",
      DATA_DIR: "memory://config-test",
      PGLITE_SHARED_BUFFERS: "32MB",
      PORT: "8080",
      HOST: "0.0.0.0",
      TRUST_PROXY_HOPS: "2",
      DRAIN_TIMEOUT_MS: "0",
      PAGE_CACHE_MB: "0",
      SCHEDULING_API_URL: "https://scheduling.example.com/",
      SCHEDULING_API_KEY: "sk_live_1",
      PUBLIC_URL: " https://book.example.com/ ",
      DASHBOARD_SESSION_SECRET: "a-secret-of-thirty-two-characters-or-more",
      EMBED_ALLOWED_ORIGINS: "https://www.example.com;https://*.example.org, 'self'",
      SEED_FILES: "seeds/demo.json, e2e/fixtures/e2e-seed.json",
      REDIS_URL: "rediss://:pw@cache.internal:6380/1",
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "Bookings <bookings@example.com>",
      MAIL_DIR: "/var/mail/outgoing",
      REMINDERS: "2d, 30m",
      OUTBOX_RETENTION_DAYS: "7",
      SLOT_HOLD_MINUTES: "5",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      CALENDAR_CREDENTIALS_KEY: KEY,
      CALENDAR_REFRESH_MINUTES: "15",
      CALENDAR_ALLOW_PRIVATE_SERVERS: "true",
      SESSION_HOURS: "8",
      RATE_LIMIT_PUBLIC_BOOKING: "20",
      RATE_LIMIT_SIGN_IN_ADDRESS: "3",
    });
    expect(config).toEqual({
      databaseUrl: "postgres://app:pw@db.internal:5432/scheduling",
      databasePoolSize: 25,
      dataDir: "memory://config-test",
      pgliteSharedBuffers: "32MB",
      port: 8080,
      host: "0.0.0.0",
      trustProxyHops: 2,
      drainTimeoutMs: 0,
      pageCacheMb: 0,
      schedulingApiUrl: "https://scheduling.example.com",
      schedulingApiKey: "sk_live_1",
      publicUrl: "https://book.example.com",
      dashboardSessionSecret: "a-secret-of-thirty-two-characters-or-more",
      demo: false,
      embedAllowedOrigins: "https://www.example.com https://*.example.org 'self'",
      seedFiles: [path.resolve("seeds/demo.json"), path.resolve("e2e/fixtures/e2e-seed.json")],
      redisUrl: "rediss://:pw@cache.internal:6380/1",
      mail: { smtpUrl: "smtps://mailer:pw@smtp.example.com:465", from: "Bookings <bookings@example.com>", dir: "/var/mail/outgoing" },
      webhookAllowPrivateTargets: true,
      reminders: [2 * 86_400_000, 30 * 60_000],
      outboxRetentionMs: 7 * 86_400_000,
      slotHoldMs: 5 * 60_000,
      calendars: { credentialsKey: KEY, refreshMs: 15 * 60_000, allowPrivateServers: true },
      sessionMs: 8 * 3_600_000,
      rateLimits: {
        "api-key": 3000,
        "booking-app": 30_000,
        "auth-failure": 20,
        "public-pages": 120,
        "public-slots": 120,
        "public-booking": 20,
        "sign-in-address": 3,
        "sign-in-client": 30,
      },
    });
  });

  it.each([
    [
      "the service's address and the public one follow PORT",
      { PORT: "4000" },
      { schedulingApiUrl: "http://127.0.0.1:4000", publicUrl: "http://localhost:4000" },
    ],
    ["the demo's published key when none is set", { SCHEDULING_API_KEY: "" }, { schedulingApiKey: DEMO_API_KEY }],
    ["EMBED_ALLOWED_ORIGINS set but empty lets no site frame the app", { EMBED_ALLOWED_ORIGINS: "" }, { embedAllowedOrigins: "'none'" }],
    ["EMBED_ALLOWED_ORIGINS may say so itself", { EMBED_ALLOWED_ORIGINS: "'none'" }, { embedAllowedOrigins: "'none'" }],
    ["HOST may be an IPv6 address", { HOST: "::" }, { host: "::" }],
    ["REMINDERS=off sends none", { REMINDERS: "off" }, { reminders: [] }],
    ["finished outbox messages are kept 30 days", {}, { outboxRetentionMs: 30 * 86_400_000 }],
    [
      "outside the demo, no folder unless MAIL_DIR says (e-mails then wait for SMTP_URL)",
      { SCHEDULING_API_KEY: "sk_live_1" },
      { mail: { smtpUrl: undefined, dir: undefined } },
    ],
    [
      "outside the demo, webhooks reach public https addresses only",
      { SCHEDULING_API_KEY: "sk_live_1" },
      { webhookAllowPrivateTargets: false },
    ],
    [
      "outside the demo, no calendar key unless set (connecting is refused) and public calendar servers only",
      { SCHEDULING_API_KEY: "sk_live_1" },
      { calendars: { credentialsKey: undefined, allowPrivateServers: false } },
    ],
    [
      "the rate limits may be raised far, as the benchmark does",
      { RATE_LIMIT_API_KEY: "100000000" },
      { rateLimits: { "api-key": 100_000_000 } },
    ],
  ])("derives: %s", (_name, env, expected) => {
    expect(parseConfig(env)).toMatchObject(expected);
  });

  it("is frozen, nested parts included", () => {
    const config = parseConfig({ RATE_LIMIT_API_KEY: "5" });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.rateLimits)).toBe(true);
    expect(Object.isFrozen(config.seedFiles)).toBe(true);
  });

  it.each(refusals)("refuses %s=%j in one line naming it, what is wrong and the expected form", (name, value, expected) => {
    const message = problemWith({ [name]: value });
    expect(message).toContain(`Bad configuration: ${expected}`);
    expect(message).not.toContain("\n");
  });

  it("has a refusal above for every variable but DATA_DIR and MAIL_DIR (any path)", () => {
    const refused = new Set(refusals.map(([name]) => name));
    expect(Object.keys(VARIABLES).filter((name) => !refused.has(name))).toEqual(["DATA_DIR", "MAIL_DIR"]);
  });

  it("names every bad variable at once, one line each, and never a secret", () => {
    const message = problemWith({
      PORT: "http",
      TRUST_PROXY_HOPS: "abc",
      SCHEDULING_API_KEY: "sk live key",
      REDIS_URL: "http://:hunter2@cache.internal",
    });
    expect(message.split("\n")).toEqual([
      "Bad configuration:",
      expect.stringMatching(/^ {2}- PORT="http" is not a whole number;/),
      expect.stringMatching(/^ {2}- TRUST_PROXY_HOPS="abc"/),
      expect.stringMatching(/^ {2}- SCHEDULING_API_KEY \(11 characters, not shown\)/),
      expect.stringMatching(/^ {2}- REDIS_URL="http:\/\/:\*\*\*@cache.internal" is not a redis:\/\//),
    ]);
    expect(message).not.toContain("sk live key");
    expect(message).not.toContain("hunter2");
  });
});

describe("the documentation", () => {
  it.each([".env.example", "README.md"])("%s lists every variable", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const name of Object.keys(VARIABLES)) expect(text, name).toContain(file === "README.md" ? `| \`${name}\` |` : `\n${name}=`);
  });
});
