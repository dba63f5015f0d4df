// GET /booking/:token/slots?month=YYYY-MM&tz=Zone&duration=ID – the reschedule calendar's month, the booking's own time free
import { answerRescheduleSlotsRequest } from "@/lib/public-booking/server/booking-requests";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return answerRescheduleSlotsRequest((await params).token, new URL(request.url).searchParams, request.headers);
}
