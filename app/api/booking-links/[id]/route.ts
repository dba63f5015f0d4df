// GET /api/booking-links/:id – the public face of a booking link
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { publicFailure, publicProblem } from "@/lib/public-booking/server/route-errors";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const link = await loadPublicLink((await params).id);
    return link ? Response.json(link) : publicProblem(404, "NOT_FOUND");
  } catch (error) {
    return publicFailure(error);
  }
}
