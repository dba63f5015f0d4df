// A booking link pasted into chat unfurls as a card: the page's <head> as an
// unfurler reads it (Slack's, X's and iMessage's fetchers send no cookies and
// run no script), and the card image it points to. Pages that carry a booking
// (confirmation, manage address) must show nothing of it in their <head>.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { LIMITED_PORT } from "./ports";
import { bookThroughApi } from "./service-bookings";

// The demo links are served by the second test server (the one on the demo data); PUBLIC_URL is unset there, so
// absolute addresses use the app's default, http://localhost:$PORT.
const DEMO = `http://127.0.0.1:${LIMITED_PORT}`;
const PUBLIC = `http://localhost:${LIMITED_PORT}`;
const UNFURLERS = {
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "X/iMessage": "facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  "a browser": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

/** The <head>'s meta tags (by property or name) and link rels, as a crawler reads them from the HTML. */
async function readHead(request: APIRequestContext, path: string, userAgent = UNFURLERS.Slack, base = DEMO) {
  const response = await request.get(new URL(path, base).href, { headers: { "user-agent": userAgent } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = attribute(tag, "property") ?? attribute(tag, "name");
    if (key && !meta.has(key)) meta.set(key, decode(attribute(tag, "content") ?? ""));
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  return {
    status: response.status(),
    head,
    html,
    meta,
    canonical: canonical && decode(canonical),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const previewTags = (meta: Map<string, string>) => [...meta.keys()].filter((key) => /^(og|twitter):/.test(key));

for (const [unfurler, userAgent] of Object.entries(UNFURLERS)) {
  test(`the demo link's head unfurls as a card for ${unfurler}, at its address without the visitor's state`, async ({ request }) => {
    const { status, meta, canonical, title } = await readHead(
      request,
      "/book/bl_demo_intro?tz=Asia/Kolkata&hours=24&slot=2030-01-07T09:00:00Z&month=2030-01&name=Ada",
      userAgent,
    );
    expect(status).toBe(200);
    expect(title).toBe("Intro call | Olivia Hart");
    expect(canonical).toBe(`${PUBLIC}/book/bl_demo_intro`);
    expect(Object.fromEntries(meta)).toMatchObject({
      "og:title": "Intro call | Olivia Hart",
      "og:type": "website",
      "og:url": `${PUBLIC}/book/bl_demo_intro`,
      "og:locale": "en_US",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:type": "image/png",
      "twitter:card": "summary_large_image",
      "twitter:title": "Intro call | Olivia Hart",
    });
    // The description as plain text, no markup; the same in the page's description and the card's.
    expect(meta.get("og:description")).toMatch(/^[^<>]{20,200}$/);
    expect(meta.get("description")).toBe(meta.get("og:description"));
    expect(meta.get("og:image")).toMatch(new RegExp(`^${PUBLIC}/book/bl_demo_intro/preview\\.png\\?v=[0-9a-f]{8}$`));
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    expect(meta.get("robots")).toBeUndefined();
  });
}

test("the booking page names its Markdown for AI assistants, as the profile page does, and it is served there", async ({ request }) => {
  for (const path of ["/book/bl_demo_intro?tz=Asia/Kolkata&layout=week", "/olivia"]) {
    const { head } = await readHead(request, path, UNFURLERS["a browser"]);
    const alternate = /<link [^>]*rel="alternate"[^>]*>/.exec(head)?.[0] ?? "";
    expect(alternate, path).toContain('type="text/markdown"');
    const href = decode(/href="([^"]*)"/.exec(alternate)?.[1] ?? "");
    expect(href).toBe(`${PUBLIC}${path.split("?")[0]}.md`);
    const markdown = await request.get(`${DEMO}${new URL(href).pathname}`);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()["content-type"]).toContain("text/markdown");
  }
});

test("the card image is a 1200×630 PNG, cached by unfurlers and answered 304 when they ask again", async ({ request }, testInfo) => {
  // One link in the booking page's colour, and a German one in its own brand colour.
  for (const [id, locale] of [
    ["bl_demo_intro", "en_US"],
    ["bl_demo_workshop", "de_DE"],
  ]) {
    const { meta } = await readHead(request, `/book/${id}`);
    expect(meta.get("og:locale")).toBe(locale);
    const image = await request.get(meta.get("og:image")!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toMatch(/^public, max-age=86400/);
    const png = await image.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await testInfo.attach(`${id}-preview.png`, { body: png, contentType: "image/png" });
    const again = await request.get(meta.get("og:image")!, { headers: { "if-none-match": image.headers().etag! } });
    expect(again.status()).toBe(304);
  }
});

test("a private link unfurls for whoever has its address but is never indexed", async ({ request }) => {
  const { meta } = await readHead(request, "/book/bl_demo_interview");
  expect(meta.get("robots")).toBe("noindex, nofollow");
  expect(meta.get("og:title")).toMatch(/^Candidate interview \| /);
  expect((await request.get(meta.get("og:image")!)).status()).toBe(200);
});

test("an unknown or turned-off link gives no card, and no image", async ({ request }) => {
  for (const [path, status] of [
    ["/book/bl_demo_retired", 200],
    ["/book/bl_nobody_here", 404],
  ] as const) {
    const { status: answered, meta } = await readHead(request, path);
    expect(answered).toBe(status);
    expect(previewTags(meta)).toEqual([]);
    expect(meta.get("robots")).toMatch(/^noindex/);
    expect((await request.get(`${DEMO}${path}/preview.png`)).status()).toBe(404);
  }
});

test("the confirmation and manage pages show nothing of the booking in their head, and are never indexed", async ({ page, request }) => {
  const { token } = await bookThroughApi(page, "bl_e2e_guests");
  for (const path of [`/book/bl_e2e_guests/booked?token=${encodeURIComponent(token)}`, `/booking/${encodeURIComponent(token)}`]) {
    const { status, head, meta } = await readHead(request, path, UNFURLERS.Slack, test.info().project.use.baseURL);
    expect(status).toBe(200);
    expect(previewTags(meta)).toEqual([]);
    expect(meta.get("robots")).toBe("noindex, nofollow");
    expect(meta.get("description")).toBeUndefined();
    expect(head).not.toMatch(/Api Visitor|api@example\.test|Group call/);
    expect(head).not.toContain(token);
  }
});
