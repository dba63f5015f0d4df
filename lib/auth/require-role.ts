import { AppError } from "../errors/app-error";
import type { AuthContext, Role } from "./authenticate";

export function requireRole(auth: AuthContext, allowed: readonly Role[], what: string): void {
  if (!allowed.includes(auth.role)) {
    throw new AppError("FORBIDDEN", `${what} needs one of the roles ${allowed.join(", ")}; this key's user is ${auth.role}.`);
  }
}
