// GET /api/booking-links/:id/embed – a link's look for embed.js's own controls (lib/public-booking/embed-defaults.ts)
import { embedDefaults } from "@/lib/public-booking/embed-defaults";
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { publicFailure, publicProblem } from "@/lib/public-booking/server/route-errors";

export const dynamic = "force-dynamic";

// Read by embed.js from any site, without credentials: the link's public title, colour and labels, all on its booking
// page already. Cached briefly by the browser, apart for each language asked for.
const CROSS_SITE = { "access-control-allow-origin": "*", vary: "accept-language" };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const link = await loadPublicLink((await params).id);
    if (!link) return publicProblem(404, "NOT_FOUND", CROSS_SITE);
    return Response.json(embedDefaults(link, request.headers.get("accept-language")), {
      headers: { ...CROSS_SITE, "cache-control": "public, max-age=300" },
    });
  } catch (error) {
    return publicFailure(error);
  }
}
