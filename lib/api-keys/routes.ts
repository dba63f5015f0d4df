// API keys through /v1: list, create (the secret answered once), revoke. Extensions of the interface, which shows
// no way to obtain or rotate a key. Revoking publishes MEMBERS_TOPIC, so no instance answers from a cached key.
import { createRoute } from "@hono/zod-openapi";
import { MEMBERS_TOPIC } from "../auth/authenticate";
import { apiKeyPage, apiKeySchema, createApiKeyBody, createdApiKeySchema, listApiKeysQuery, revokeApiKeyBody } from "../contract/api-keys";
import { pageRequest } from "../contract/pagination";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { openWriteRoute } from "../http/write-route";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

const EXTENSION = "Extension of the interface.";
const extension = { "x-extension": true } as const;

const listRoute = createRoute({
  method: "get",
  path: "/v1/api-keys",
  summary: "List API keys",
  description: `${EXTENSION} Any member's key lists its member's keys; OWNER and ADMIN keys may name another member (userId) or ask for all (all=true). Newest first, revoked and expired keys included; never a secret.`,
  ...extension,
  security,
  request: { query: listApiKeysQuery },
  responses: { 200: jsonContent(apiKeyPage, "A page of API keys"), ...errorResponses(["VALIDATION_FAILED", "FORBIDDEN"]) },
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/v1/api-keys/create",
  summary: "Create an API key",
  description: `${EXTENSION} Any member's key, for that member only. Answers the secret (key) this once; only its SHA-256 hash is stored.`,
  ...extension,
  security,
  request: { body: jsonBody(createApiKeyBody) },
  responses: {
    201: jsonContent(createdApiKeySchema, "The key, with its secret"),
    ...errorResponses([...JSON_BODY_ERRORS, "TOO_MANY_API_KEYS"]),
  },
});

const revokeKeyRoute = createRoute({
  method: "post",
  path: "/v1/api-keys/revoke",
  summary: "Revoke an API key",
  description: `${EXTENSION} Any member's key: its member's own keys (the calling key too); OWNER and ADMIN keys: any key of the workspace. Another member's key is NOT_FOUND to the others. Refused on every instance within 1 s. A revoked key is answered unchanged.`,
  ...extension,
  security,
  request: { body: jsonBody(revokeApiKeyBody) },
  responses: { 200: jsonContent(apiKeySchema, "The key, revoked"), ...errorResponses([...JSON_BODY_ERRORS, "NOT_FOUND"]) },
});

export function apiKeyRoutes(): Router {
  const app = createRouter();
  // GET /v1/api-keys – the caller's keys, or (OWNER/ADMIN) a member's or all
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { db, auth } = c.var;
    return c.json(await listApiKeys(db, auth, query, pageRequest(query)), 200);
  });

  // POST /v1/api-keys/create – a key for the caller; a new key is in no cache (unknown keys are never kept)
  openWriteRoute(app, createKeyRoute, async (c) => {
    const { db, auth, now } = c.var;
    return { body: await createApiKey(db, auth, c.req.valid("json"), new Date(now)), status: 201, changed: [] };
  });

  // POST /v1/api-keys/revoke – cached copies of the key must go on every instance
  openWriteRoute(app, revokeKeyRoute, async (c) => {
    const { db, auth, now } = c.var;
    const { key, revoked } = await revokeApiKey(db, auth, c.req.valid("json"), new Date(now));
    return { body: key, changed: revoked ? [MEMBERS_TOPIC] : [] };
  });
  return app;
}
