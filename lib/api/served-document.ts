// The /v1 OpenAPI document as the service serves it, from an app with nothing behind it: for the tools that write
// it out (npm run lint:openapi, npm run client:generate) and the typed client's freshness test.
import { createRateLimiter } from "../rate-limit/rate-limits";
import { createApi } from "./app";

export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = createApi({
    getDb: () => Promise.reject(new Error("The OpenAPI document needs no database.")),
    // In memory: the process-wide limiter would open a connection to REDIS_URL's server for one request.
    rateLimiter: createRateLimiter(),
  });
  const response = await app.request("/v1/openapi.json");
  if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}: ${await response.text()}`);
  return response.json();
}
