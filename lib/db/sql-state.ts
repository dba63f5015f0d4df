type ErrorChain = { code?: unknown; message?: unknown; cause?: unknown } | undefined;

/** The error and its causes, outermost first: drizzle keeps the driver's error as `cause`. */
function* causes(error: unknown): Generator<NonNullable<ErrorChain>> {
  for (let e = error as ErrorChain, depth = 0; e && depth < 4; e = e.cause as ErrorChain, depth++) yield e;
}

/** The SQLSTATE of a database error. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

// What node-postgres says when the connection went away: before, during or after a statement.
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Query read timeout|read ECONNRESET/i;

/** Errors the database driver raises when the server is down, unreachable or went away mid-statement. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03"].includes(code) || code.startsWith("08"))
      return true;
    if (typeof e.message === "string" && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
