// GET /api/booking-links/:id/ics?booking=ID&start=ISO&end=ISO – the booked meeting as an .ics file
import { icsEvent } from "@/lib/public-booking/calendar-file";
import { loadPublicLink } from "@/lib/public-booking/load-booking-page";
import { publicFailure, publicProblem } from "@/lib/public-booking/route-errors";

export const dynamic = "force-dynamic";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const query = new URL(request.url).searchParams;
  const start = query.get("start") ?? "";
  const end = query.get("end") ?? "";
  const booking = query.get("booking") ?? "";
  if (!INSTANT.test(start) || !INSTANT.test(end) || !/^[A-Za-z0-9_-]{1,80}$/.test(booking)) return publicProblem(400, "VALIDATION_FAILED");
  try {
    const link = await loadPublicLink((await params).id);
    if (!link) return publicProblem(404, "NOT_FOUND");
    const body = icsEvent({ uid: `${booking}@scheduling`, title: link.title, start, end, location: link.locations[0]?.location });
    return new Response(body, {
      headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="booking.ics"` },
    });
  } catch (error) {
    return publicFailure(error);
  }
}
