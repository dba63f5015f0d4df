// /healthz and /readyz as `npm start` answers them: in scripts/serve.ts,
// before Next.js, which cost ~1 ms of routing and rendering machinery a check
// (~900 checks/s at most). app/healthz and app/readyz answer the same under
// `next dev`.
import "server-only";
import { checkReadiness } from "./check-readiness";

export interface HealthAnswer {
  status: number;
  body: string;
}

/** The answer for a health check's path, or undefined for any other path. */
export async function healthAnswer(path: string): Promise<HealthAnswer | undefined> {
  if (path === "/healthz") return { status: 200, body: JSON.stringify({ status: "ok" }) };
  if (path !== "/readyz") return undefined;
  // Shared and briefly reused database probes: check-readiness.ts.
  const result = await checkReadiness();
  return {
    status: result.ready ? 200 : 503,
    body: JSON.stringify({ status: result.ready ? "ready" : "unavailable", ...result }),
  };
}

export const isHealthPath = (path: string) => path === "/healthz" || path === "/readyz";
