// Framing policy: the embed routes may be framed by the origins in
// EMBED_ALLOWED_ORIGINS; every other page refuses to be framed at all.
import { NextResponse, type NextRequest } from "next/server";

/** Default: any https site, and localhost for the demo. */
const DEFAULT_ALLOWED = "https: http://localhost:* http://127.0.0.1:*";

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const embeddable = request.nextUrl.pathname.startsWith("/embed/");
  const allowed = (process.env.EMBED_ALLOWED_ORIGINS ?? DEFAULT_ALLOWED).replace(/[;,]/g, " ").trim() || "'none'";
  response.headers.set("content-security-policy", `frame-ancestors ${embeddable ? allowed : "'none'"}`);
  if (!embeddable) response.headers.set("x-frame-options", "DENY");
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "strict-origin-when-cross-origin");
  return response;
}

export const config = {
  // Static files and the service API (which sets its own headers) skip the proxy.
  matcher: ["/((?!_next/static|_next/image|v1/).*)"],
};
