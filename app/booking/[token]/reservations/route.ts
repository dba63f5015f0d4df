// POST /booking/:token/reservations – hold the reschedule calendar's chosen time, the booking's own time free
import { answerRescheduleHoldRequest } from "@/lib/public-booking/server/slot-hold";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return answerRescheduleHoldRequest((await params).token, request);
}
