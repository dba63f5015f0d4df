// Lost updates: every update names the `updatedAt` it read, and a row changed since then is not overwritten.
// Compared at the precision the API answers (milliseconds), so a value read back and sent again always matches.
import { AppError } from "../errors/app-error";

/** STALE_UPDATE unless `stored` is the moment `read` names, to the millisecond. */
export function requireFresh(stored: Date, read: string, what: string): void {
  if (stored.getTime() === Date.parse(read)) return;
  throw new AppError(
    "STALE_UPDATE",
    `${what} changed at ${stored.toISOString()}, after the updatedAt this update was based on (${read}); read it again and resend.`,
    { field: "updatedAt" },
  );
}
