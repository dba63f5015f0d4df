// GET /llms.txt – where AI assistants start: the team's booking pages and meetings as Markdown addresses.
import { llmsTxtResponse } from "@/lib/public-booking/server/agent-pages";

export const dynamic = "force-dynamic";

export function GET() {
  return llmsTxtResponse();
}
