// /mcp under `next dev` → the service's Hono app, like /v1 (`npm start` answers /mcp itself).
import { handle } from "hono/vercel";
import { getServiceApi } from "@/lib/api/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (request: Request) => handle(getServiceApi())(request);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
