// Every page and public route of the app passes here: a per-visitor budget of
// page views (every method counts), 405 for methods no page takes and 403 for
// forms posted from other sites, then security headers: a nonce-based Content-Security-Policy
// (Next.js puts the nonce on its own scripts), the framing policy (embed
// routes may be framed by EMBED_ALLOWED_ORIGINS, nothing else by anyone),
// nosniff and a referrer policy. A manage address whose meeting has ended
// answers 410 Gone.
import { type NextRequest, NextResponse } from "next/server";
import { getConfig } from "@/lib/config/env";
import { languageFromHeader, translator } from "@/lib/i18n";
import { manageTokenOfPage, PAGE_PATH_HEADER, refusePageRequest } from "@/lib/public-booking/page-request-rules";
import { readManagedBooking } from "@/lib/public-booking/server/managed-booking";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";
import { type LimitOutcome, rateLimitHeaders } from "@/lib/rate-limit/rate-limits";

export async function proxy(request: NextRequest) {
  const limit = countsAsPageView(request) ? await limitVisitor("public-pages", request.headers) : undefined;
  if (limit && !limit.allowed) return withSecurityHeaders(request, tooManyRequests(request, limit));
  const refused = refusePageRequest(request.method, request.nextUrl.pathname, (name) => request.headers.get(name));
  if (refused) return withSecurityHeaders(request, new NextResponse(refused.text, { status: refused.status, headers: refused.headers }));
  return withSecurityHeaders(request, undefined, await manageAddressStatus(request));
}

/**
 * 410 for a manage page whose meeting has ended, so that it is not taken for a
 * page that is there (crawlers, link checkers, the visitor's browser history);
 * the page still renders its own notice. A page cannot set its status in
 * Next.js (notFound() gives 404 and nothing gives 410), so it is read here, at
 * the cost of a second read of the booking for these pages. Unknown tokens get
 * their 404 from the page itself (notFound()).
 */
async function manageAddressStatus(request: NextRequest): Promise<410 | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const token = manageTokenOfPage(request.nextUrl.pathname);
  if (token === undefined) return undefined;
  // The service unreachable: the page answers as it would (its error page).
  const managed = await readManagedBooking(token).catch(() => undefined);
  return managed?.kind === "expired" ? 410 : undefined;
}

function withSecurityHeaders(request: NextRequest, answer?: NextResponse, status?: number): NextResponse {
  const embeddable = request.nextUrl.pathname.startsWith("/embed/");
  const allowed = getConfig().embedAllowedOrigins;
  const nonce = btoa(crypto.randomUUID());
  // Set by Next.js itself (and replaced when it builds), not configuration of ours.
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
    // Embeds also to the app itself: the dashboard shows a link's page as visitors see it in a frame.
    `frame-ancestors ${embeddable ? (allowed === "'none'" ? "'self'" : `${allowed} 'self'`) : "'none'"}`,
  ].join("; ");

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  // For the root layout's <html lang> (lib/public-booking/server/page-language.ts), which is not told its page.
  requestHeaders.set(PAGE_PATH_HEADER, request.nextUrl.pathname);
  const response = answer ?? NextResponse.next({ status, request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  if (!embeddable) response.headers.set("x-frame-options", "DENY");
  response.headers.set("x-content-type-options", "nosniff");
  // Manage addresses and confirmation pages carry a booking's manage token in their URL: no Referer at all goes to
  // another site. "same-origin" rather than "no-referrer": under no-referrer browsers send `Origin: null` with the
  // page's own form posts (no JavaScript), which the same-origin check of forms (ours and Next.js's) must refuse.
  response.headers.set("referrer-policy", carriesManageToken(request.nextUrl.pathname) ? "same-origin" : "strict-origin-when-cross-origin");
  return response;
}

/**
 * /booking/<token>…, /embed/booking/<token>…, the confirmation pages /book/<id>/booked, /embed/<id>/booked, invites
 * /invite/<token>, and the dashboard's sign-in links /dashboard/sign-in/<token> and its demo e-mails.
 */
export function carriesManageToken(path: string): boolean {
  return (
    /^\/(embed\/)?booking\//.test(path) ||
    /^\/(book|embed)\/[^/]+\/booked\/?$/.test(path) ||
    /^\/invite\//.test(path) ||
    /^\/dashboard\/(sign-in\/[^/]+|demo-mail)\/?$/.test(path)
  );
}

/**
 * Every request that may render or call the service, whatever its method (a
 * page renders for a POST too); slot reads have their own budget, and health
 * checks none.
 */
function countsAsPageView(request: NextRequest): boolean {
  const path = request.nextUrl.pathname;
  return !path.endsWith("/slots") && path !== "/healthz" && path !== "/readyz";
}

/** A short page in the visitor's language; the app's JSON routes get their usual problem body. */
function tooManyRequests(request: NextRequest, limit: LimitOutcome): NextResponse {
  const headers = { "cache-control": "no-store", ...rateLimitHeaders(limit) };
  if (request.nextUrl.pathname.startsWith("/api/")) {
    return NextResponse.json(
      { status: 429, code: "RATE_LIMITED" },
      { status: 429, headers: { ...headers, "content-type": "application/problem+json" } },
    );
  }
  const language = languageFromHeader(request.headers.get("accept-language"));
  const text = translator(language)("errorTooManyRequests");
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>429</title></head><body><main style="max-width:32rem;margin:0 auto;padding:2.5rem 1.5rem;font-family:system-ui,sans-serif"><p>${text}</p></main></body></html>`;
  return new NextResponse(html, { status: 429, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}

export const config = {
  // Static files and the service API (which sets its own headers) skip the proxy.
  matcher: ["/((?!_next/static|_next/image|v1/|favicon.ico|icon.svg|demo/).*)"],
};
