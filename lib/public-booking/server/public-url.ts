// The address visitors reach the app at, for what the app writes out in full
// (the embed snippets). Configured, never taken from the request's Host
// header, which a client writes.
import "server-only";
import { getConfig } from "../../config/env";

export function publicUrl(): string {
  return getConfig().publicUrl;
}
