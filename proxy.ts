// Security headers for every page: a nonce-based Content-Security-Policy
// (Next.js puts the nonce on its own scripts), the framing policy (embed
// routes may be framed by EMBED_ALLOWED_ORIGINS, nothing else by anyone),
// nosniff and a referrer policy.
import { NextResponse, type NextRequest } from "next/server";

/** Default: any https site, and localhost for the demo. */
const DEFAULT_ALLOWED = "https: http://localhost:* http://127.0.0.1:*";

export function proxy(request: NextRequest) {
  const embeddable = request.nextUrl.pathname.startsWith("/embed/");
  const allowed = (process.env.EMBED_ALLOWED_ORIGINS ?? DEFAULT_ALLOWED).replace(/[;,]/g, " ").trim() || "'none'";
  const nonce = btoa(crypto.randomUUID());
  const dev = process.env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Tailwind's classes live in a stylesheet; the brand colour is an inline style attribute.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A booking may end on the link's redirectUrl, any https site.
    "form-action 'self' https:",
    `frame-ancestors ${embeddable ? allowed : "'none'"}`,
  ].join("; ");

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  if (!embeddable) response.headers.set("x-frame-options", "DENY");
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "strict-origin-when-cross-origin");
  return response;
}

export const config = {
  // Static files and the service API (which sets its own headers) skip the proxy.
  matcher: ["/((?!_next/static|_next/image|v1/|favicon.ico|icon.svg|demo/).*)"],
};
