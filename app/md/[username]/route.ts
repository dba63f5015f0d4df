// GET /<username>.md (and /<username> asking for text/markdown, rewritten here by next.config.ts) – a booking page for AI assistants.
import { pageMarkdownResponse } from "@/lib/public-booking/server/agent-pages";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ username: string }> }) {
  return pageMarkdownResponse((await params).username);
}
