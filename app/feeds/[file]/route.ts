// GET /feeds/<token>.ics – a member's secret calendar feed (POST /v1/calendar-feeds/create makes one).
import { answerFeedRequest } from "@/lib/public-booking/server/calendar-feed";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return answerFeedRequest((await params).file);
}
