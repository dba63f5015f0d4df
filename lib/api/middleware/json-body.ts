// Requests with a body must send JSON: checked once, before any route, so
// every endpoint answers wrong content types, oversized or too deeply nested
// bodies and malformed JSON the same way.
import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../errors/app-error";
import type { ApiEnv } from "../../http/router";
import { allowedMethods } from "../allowed-methods";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-nesting";

export const MAX_BODY_BYTES = 100 * 1024;

const readBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // The rest of the body is never read, and the server closes the connection
  // shortly after (@hono/node-server drains an unread body for 500 ms at
  // most): saying so keeps the client from sending its next request on it.
  onError: () => tooLarge(),
});

function tooLarge(): never {
  throw new AppError("PAYLOAD_TOO_LARGE", `Request bodies may be at most ${MAX_BODY_BYTES} bytes.`, {
    headers: { connection: "close" },
  });
}

/** The JSON gate for requests to `app`'s routes that carry a body. */
export function jsonBodies(app: Parameters<typeof allowedMethods>[0]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    // A method the path does not have falls through to the 405 answer.
    if (!allowedMethods(app, c.req.path).includes(c.req.method)) return next();
    return checkJson(c, next);
  };
}

const checkJson: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
  }
  // A declared length is checked here: hono's bodyLimit would read `raw.body` for it, which makes the Node
  // server's request a Web stream and every body read after it several times slower. Chunked bodies go through it.
  const length = c.req.header("content-length");
  if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
    if (Number.parseInt(length, 10) > MAX_BODY_BYTES) return tooLarge();
    return readJson(c, next);
  }
  return readBody(c, () => readJson(c, next));
};

async function readJson(c: Context<ApiEnv>, next: Next): Promise<void> {
  const text = await c.req.text();
  // Before anything walks the body: see json-nesting.ts.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    const message = `must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;
    throw new AppError("VALIDATION_FAILED", `body: ${message}`, { field: "body", issues: [{ field: "body", message }] });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
  }
  const nulAt = findNulCharacter(body);
  if (nulAt !== undefined) {
    // PostgreSQL cannot store U+0000 in text or jsonb.
    throw new AppError("VALIDATION_FAILED", `${nulAt || "body"}: must not contain NUL characters`, { field: nulAt || "body" });
  }
  // The routes' c.req.json() takes this parse; from the text alone hono would parse it again through a new Response.
  c.req.bodyCache.json = Promise.resolve(body);
  await next();
}

/** The path of the first string (or key) holding U+0000, if any. */
function findNulCharacter(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (depth > 64 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = findNulCharacter(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
