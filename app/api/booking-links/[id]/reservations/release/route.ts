// POST /api/booking-links/:id/reservations/release – free this visitor's hold (changed time, left the page)
import { answerReleaseRequest } from "@/lib/public-booking/server/slot-hold";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return answerReleaseRequest((await params).id, request);
}
