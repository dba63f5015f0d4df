// Serves the service API over real HTTP on an ephemeral port for a test file.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type ApiOptions, createApi } from "../api/app";
import { type ApiClient, createApiClient } from "../api-client";
import { createRateLimiter } from "../rate-limit/rate-limits";

export interface TestServer {
  url: string;
  request(method: string, path: string, init?: { key?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** The typed client of /v1 (lib/api-client) on this server, sending `key`. */
  client(key?: string): ApiClient;
  close(): Promise<void>;
}

export async function startTestServer(options: ApiOptions): Promise<TestServer> {
  // Budgets of this file's own, in memory: every test file calls from 127.0.0.1, and with REDIS_URL set the
  // process-wide limiter would count all of them in one budget (tests of Redis limits pass their own limiter).
  const api = createApi({ rateLimiter: createRateLimiter(), ...options });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    request: (method, path, init = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: {
          ...(init.key !== undefined && { "x-api-key": init.key }),
          ...(init.body !== undefined && { "content-type": "application/json" }),
          ...init.headers,
        },
        body: bodyOf(init.body),
      }),
    client: (key) => createApiClient({ baseUrl: url, apiKey: key }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** JSON for values; strings and bytes as they are, so tests can send what is not JSON or not UTF-8. */
function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return body as BodyInit;
  return JSON.stringify(body);
}
