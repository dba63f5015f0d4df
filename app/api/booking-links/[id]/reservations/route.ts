// POST /api/booking-links/:id/reservations – hold the chosen time for this visitor for a few minutes
import { answerHoldRequest } from "@/lib/public-booking/server/slot-hold";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return answerHoldRequest((await params).id, request);
}
