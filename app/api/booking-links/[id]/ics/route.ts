// GET /api/booking-links/:id/ics?booking=ID&start=ISO&end=ISO&sig=… – the booked meeting as an .ics file,
// for the signed parameters of a confirmation page only (lib/public-booking/server/confirmation.ts).
import { icsEvent } from "@/lib/public-booking/calendar-file";
import { readConfirmation } from "@/lib/public-booking/server/confirmation";
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { publicFailure, publicProblem } from "@/lib/public-booking/server/route-errors";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = (await params).id;
  const confirmed = readConfirmation(id, Object.fromEntries(new URL(request.url).searchParams));
  if (!confirmed) return publicProblem(404, "NOT_FOUND");
  const { booking, start, end } = confirmed;
  try {
    const link = await loadPublicLink(id);
    if (!link) return publicProblem(404, "NOT_FOUND");
    const body = icsEvent({ uid: `${booking}@scheduling`, title: link.title, start, end, location: link.locations[0]?.location });
    return new Response(body, {
      headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="booking.ics"` },
    });
  } catch (error) {
    return publicFailure(error);
  }
}
