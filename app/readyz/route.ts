// GET /readyz – readiness: 200 while the database answers and the server is not draining, else 503.
import { checkReadiness } from "@/lib/health/check-readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const result = await checkReadiness();
  return Response.json(
    { status: result.ready ? "ready" : "unavailable", ...result },
    { status: result.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
