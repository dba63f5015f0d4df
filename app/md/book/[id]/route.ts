// GET /book/<id>.md (and /book/<id> asking for text/markdown, rewritten here by next.config.ts) – the link for AI assistants.
import { linkMarkdownResponse } from "@/lib/public-booking/server/agent-pages";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return linkMarkdownResponse((await params).id, new URL(request.url).searchParams.get("tz"));
}
