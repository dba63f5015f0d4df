// GET /api/booking-links/:id/slots?month=YYYY-MM&tz=Zone&duration=ID – a month of slots, by the visitor's local day
import { answerSlotsRequest } from "@/lib/public-booking/server/slots-request";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return answerSlotsRequest((await params).id, new URL(request.url).searchParams, request.headers);
}
