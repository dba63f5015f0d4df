// The configuration of the app, the service and their scripts: the environment parsed once with the zod rules
// of lib/config/variables.ts, where each variable's rule, default and meaning are stated. A bad value stops
// the start with one line naming the variable, what is wrong with its value and what is expected; nothing
// else in the app reads process.env for these.
//
// Nothing is read when this module is evaluated (Next.js evaluates modules
// while it builds, when runtime variables are not set): getConfig() parses
// process.env on first use, and each entry point calls getConfigOrExit() first
// (scripts/*.ts, instrumentation.ts for Next.js's own servers).
import "server-only";
import { z } from "zod";
import { DEMO_API_KEY } from "./demo-key";
import {
  describeDefault,
  plain,
  RATE_LIMITS,
  type RateLimitBucket,
  RETIRED,
  VARIABLES,
  type Variable,
  type VariableName,
} from "./variables";

export { DEMO_API_KEY, RATE_LIMITS, type RateLimitBucket, VARIABLES, type VariableName };

export type Env = Record<string, string | undefined>;

type Value<N extends VariableName> = z.output<(typeof VARIABLES)[N]["schema"]>;

const NAMES = Object.keys(VARIABLES) as VariableName[];

/** A variable as the environment holds it: trimmed, unset when empty (unless empty is a value), then its rule. */
const field = (name: VariableName) => {
  const { schema, emptyIsValue } = VARIABLES[name] as Variable;
  return z
    .string()
    .optional()
    .transform((raw) => {
      const value = raw?.trim();
      return value === "" && !emptyIsValue ? undefined : value;
    })
    .pipe(schema.optional());
};

/** Each variable's value, or undefined when unset. */
const environment = z.object(Object.fromEntries(NAMES.map((name) => [name, field(name)]))) as unknown as z.ZodType<
  { [N in VariableName]: Value<N> | undefined },
  Env
>;

/** The environment as the code uses it: each unset variable takes its default, and values take their shape. */
export const configSchema = environment.transform((set) => {
  // With the demo's published key, the demo's defaults (lib/config/variables.ts, Default).
  const demo = set.SCHEDULING_API_KEY === undefined;
  const orUnset = <N extends VariableName>(name: N): Value<N> | undefined => {
    if (set[name] !== undefined) return set[name];
    const fallback: Variable["default"] = VARIABLES[name].default;
    const raw = typeof fallback === "object" ? (demo ? fallback.demo : fallback.otherwise) : fallback;
    if (raw === undefined) return undefined;
    const resolved = raw.replace(/\$([A-Z_]+)/g, (_, other: VariableName) => String(value(other)));
    return (VARIABLES[name].schema as z.ZodType<Value<N>, string>).parse(resolved);
  };
  const value = <N extends VariableName>(name: N): Value<N> => {
    const found = orUnset(name);
    if (found === undefined) throw new Error(`${name} has no default`);
    return found;
  };
  return {
    /** postgres:// URL of a PostgreSQL server; undefined: the embedded database. */
    databaseUrl: orUnset("DATABASE_URL"),
    databasePoolSize: value("DATABASE_POOL_SIZE"),
    /** Folder of the embedded database ("memory://…" keeps it in memory). */
    dataDir: value("DATA_DIR"),
    pgliteSharedBuffers: value("PGLITE_SHARED_BUFFERS"),
    port: value("PORT"),
    host: value("HOST"),
    trustProxyHops: value("TRUST_PROXY_HOPS"),
    drainTimeoutMs: value("DRAIN_TIMEOUT_MS"),
    /** Megabytes of rendered booking pages and slot answers `npm start` keeps (lib/page-cache); 0 keeps none. */
    pageCacheMb: value("PAGE_CACHE_MB"),
    /** Where the booking app finds the service, without a trailing slash. */
    schedulingApiUrl: value("SCHEDULING_API_URL"),
    schedulingApiKey: value("SCHEDULING_API_KEY"),
    /** The address visitors reach the app at, without a trailing slash. */
    publicUrl: value("PUBLIC_URL"),
    /** Seals the dashboard's session cookie; undefined: the app makes one when it starts (lib/dashboard/server/session.ts). */
    dashboardSessionSecret: orUnset("DASHBOARD_SESSION_SECRET"),
    /** True with the demo's service key: the dashboard shows the demo's sent e-mails (loopback only). */
    demo,
    /** CSP frame-ancestors sources for /embed/*, space-separated. */
    embedAllowedOrigins: value("EMBED_ALLOWED_ORIGINS"),
    /** Absolute paths of the seed files a first start loads. */
    seedFiles: value("SEED_FILES"),
    redisUrl: orUnset("REDIS_URL"),
    /** Where booking e-mails go: an SMTP server, a folder of .eml files, or nowhere yet (kept in the outbox). */
    mail: { smtpUrl: orUnset("SMTP_URL"), from: value("MAIL_FROM"), dir: orUnset("MAIL_DIR") },
    /** Webhooks may reach http:// and private addresses (local tests, the demo). */
    webhookAllowPrivateTargets: value("WEBHOOK_ALLOW_PRIVATE_TARGETS"),
    /** How long before a meeting its attendees get each reminder, in milliseconds. */
    reminders: value("REMINDERS"),
    /** How long finished outbox messages are kept, in milliseconds. */
    outboxRetentionMs: value("OUTBOX_RETENTION_DAYS") * 86_400_000,
    /** How long a slot reservation lasts, in milliseconds. */
    slotHoldMs: value("SLOT_HOLD_MINUTES") * 60_000,
    /** Connected calendars (lib/calendars). */
    calendars: {
      /** The sealing key in base64; "database": the demo's, kept in service_secrets; undefined: none (connecting refused). */
      credentialsKey: orUnset("CALENDAR_CREDENTIALS_KEY") ?? (demo ? ("database" as const) : undefined),
      refreshMs: value("CALENDAR_REFRESH_MINUTES") * 60_000,
      allowPrivateServers: value("CALENDAR_ALLOW_PRIVATE_SERVERS"),
    },
    /** How long a dashboard session lasts from sign-in, in milliseconds (lib/sign-in). */
    sessionMs: value("SESSION_HOURS") * 3_600_000,
    /** Each bucket's requests per window (lib/rate-limit/rate-limits.ts). */
    rateLimits: Object.fromEntries(Object.entries(RATE_LIMITS).map(([bucket, name]) => [bucket, value(name)])) as Record<
      RateLimitBucket,
      number
    >,
  };
});

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export type Config = DeepReadonly<z.output<typeof configSchema>>;

/** The page cache's megabytes when PAGE_CACHE_MB is unset. */
export const DEFAULT_PAGE_CACHE_MB = Number(VARIABLES.PAGE_CACHE_MB.default);

/** Every problem found, one line each; thrown by parseConfig. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1 ? `Bad configuration: ${problems[0]}` : `Bad configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/** How a value appears in a message: secrets are never repeated, a URL's password never. */
function shown(value: string, secret: Variable["secret"]): string {
  if (secret === "value") return ` (${value.length} characters, not shown)`;
  return `="${secret === "password" ? value.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@") : value}"`;
}

/** Settings refused whatever their value: retired variables, and rate limits of no bucket (a misspelt name). */
function strayProblems(env: Env): string[] {
  const problems = Object.entries(RETIRED).flatMap(([name, problem]) => (env[name] ? [`${name} ${problem}.`] : []));
  const known = new Set<string>(Object.values(RATE_LIMITS));
  for (const name of Object.keys(env)
    .filter((name) => name.startsWith("RATE_LIMIT_") && !known.has(name))
    .sort()) {
    problems.push(`${name} is not a limit of this app; expected one of ${[...known].join(", ")}.`);
  }
  return problems;
}

/** One line for each variable whose value its rule refused: "<NAME>=<value> <what is wrong>; expected <form> (unset: <default>)." */
function valueProblems(env: Env, issues: readonly z.core.$ZodIssue[]): string[] {
  return NAMES.flatMap((name) => {
    const issue = issues.find((candidate) => candidate.path[0] === name);
    if (!issue) return [];
    const variable: Variable = VARIABLES[name];
    const value = shown(env[name]?.trim() ?? "", variable.secret);
    return [`${name}${value} ${issue.message}; expected ${variable.form} (unset: ${plain(describeDefault(variable))}).`];
  });
}

/**
 * The configuration an environment describes. A variable set to an empty
 * string counts as unset (except EMBED_ALLOWED_ORIGINS, where it means no
 * site); values are trimmed. Throws a ConfigError naming every bad variable.
 */
export function parseConfig(env: Env): Config {
  const problems = strayProblems(env);
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) problems.push(...valueProblems(env, parsed.error.issues));
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  return deepFreeze(parsed.data);
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
