// GET /booking/:token/ics – the booking as it is now, as an .ics file (its manage token is the proof).
import { answerIcsRequest } from "@/lib/public-booking/server/booking-requests";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return answerIcsRequest((await params).token);
}
