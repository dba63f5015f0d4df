// Agent-readable pages: a booking link, a booking page and the site's
// llms.txt as plain Markdown, from the same public projection as the HTML
// (public-link.ts, public-page.ts): no emails, no user ids. Pure: addresses,
// times and the zone come in; text comes out.
import type { PublicLink } from "./public-link";
import type { PublicBookingPage, PublicPageLink } from "./public-page";

/** Markdown's punctuation in text written by the team (a title, a name) is escaped, and raw HTML cannot start. */
export const escapeInline = (text: string) => text.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`).replace(/\s+/g, " ");

/** Multi-line text: each line escaped, list items kept as list items. */
const escapeBlock = (text: string) =>
  text
    .split("\n")
    .map((line) => (line.startsWith("- ") ? `- ${escapeInline(line.slice(2))}` : escapeInline(line)))
    .join("\n");

const minutes = (m: number) => (m % 60 === 0 && m >= 60 ? `${m / 60} h` : `${m} min`);

export const linkAddress = (base: string, id: string) => `${base}/book/${encodeURIComponent(id)}`;

/** The facts of a link, as list items: hosts, lengths, place, approval, guests. */
function linkFacts(link: PublicLink): string[] {
  const facts = [
    `- With: ${link.hosts.map((h) => escapeInline(h.name)).join(", ")}`,
    `- Durations: ${link.durations.map((d) => `${minutes(d.minutes)}${d.isDefault ? " (default)" : ""}`).join(", ")}`,
  ];
  if (link.locations.length > 0) facts.push(`- Location: ${link.locations.map((l) => escapeInline(l.location)).join(", ")}`);
  if (link.requiresApproval) facts.push("- Needs the host's approval: a booking starts as a request until the host accepts it");
  if (link.guests.allowed) facts.push(`- Guests: up to ${link.guests.max}`);
  return facts;
}

export interface LinkMarkdownInput {
  link: PublicLink;
  descriptionText: string | null;
  baseUrl: string;
  /** The zone the times are written in, and the next free starts (UTC ISO) for the default duration. */
  timeZone: string;
  starts: string[];
  /** How far ahead the times were looked for, in days. */
  horizonDays: number;
}

export function linkMarkdown(input: LinkMarkdownInput): string {
  const { link, descriptionText, baseUrl } = input;
  const parts = [`# ${escapeInline(link.title)}`, linkFacts(link).join("\n")];
  if (descriptionText) parts.push(`## Description\n\n${escapeBlock(descriptionText)}`);
  if (!link.bookable) {
    parts.push("This booking link is turned off: it takes no bookings now.");
    return `${parts.join("\n\n")}\n`;
  }
  parts.push(nextTimesSection(input), formFieldsSection(link), howToBookSection(link, baseUrl));
  return `${parts.join("\n\n")}\n`;
}

function nextTimesSection({ link, baseUrl, timeZone, starts, horizonDays }: LinkMarkdownInput): string {
  const duration = link.durations.find((d) => d.isDefault) ?? link.durations[0]!;
  const heading = `## Next available times (${timeZone})`;
  const note = `For the default duration, ${minutes(duration.minutes)}. Another zone: add \`?tz=<IANA zone>\` to this address. Each time opens the booking form at that time.`;
  if (starts.length === 0) return `${heading}\n\n${note}\n\nNo free time in the next ${horizonDays} days.`;
  const lines = starts.map((start) => {
    const end = new Date(Date.parse(start) + duration.minutes * 60_000).toISOString();
    const url = `${linkAddress(baseUrl, link.id)}?${new URLSearchParams({ duration: duration.id, slot: start, tz: timeZone })}`;
    return `- ${localTime(start, timeZone)}–${localTime(end, timeZone).slice(-5)} (${start}): ${url}`;
  });
  return `${heading}\n\n${note}\n\n${lines.join("\n")}`;
}

/** "Mon 2026-12-07 10:00" in `timeZone`. */
export function localTime(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function formFieldsSection(link: PublicLink): string {
  const rows = [
    "| Parameter | Label | Type | Required |",
    "|---|---|---|---|",
    "| name | Your name | text | yes |",
    "| email | Email | email address | yes |",
  ];
  if (link.guests.allowed) rows.push(`| guests | Guests | email addresses, comma-separated (up to ${link.guests.max}) | no |`);
  for (const field of link.customFields) {
    rows.push(
      `| ${escapeInline(field.name)} | ${escapeInline(field.label)} | ${FIELD_TYPES[field.type] ?? field.type} | ${field.required ? "yes" : "no"} |`,
    );
  }
  return `## Booking form\n\n${rows.join("\n")}`;
}

const FIELD_TYPES: Record<string, string> = {
  SHORT_TEXT: "text (one line)",
  LONG_TEXT: "text (several lines)",
  PHONE: "phone number",
  NUMBER: "number",
};

function howToBookSection(link: PublicLink, baseUrl: string): string {
  const address = linkAddress(baseUrl, link.id);
  const example = new URLSearchParams({ name: "Ada Lovelace", email: "ada@example.com" });
  const firstRequired = link.customFields.find((f) => f.required);
  if (firstRequired) example.set(firstRequired.name, "Example");
  const durations = link.durations.map((d) => `\`${d.id}\` (${minutes(d.minutes)})`).join(", ");
  return [
    "## How to book",
    `A person books at ${address}: they choose a time, fill in the form and confirm. The address takes the form's answers in advance (each parameter of the table above), and also \`duration\` (${durations}), \`date\` (YYYY-MM-DD), \`slot\` (a start above, in UTC) and \`tz\` (the zone times are shown in). For example:`,
    `${address}?${example}`,
    "Nothing is booked until the person confirms on the page.",
  ].join("\n\n");
}

/** A booking page's public links, each as the Markdown of its own page sums it up. */
export function pageMarkdown(page: PublicBookingPage, baseUrl: string): string {
  const parts = [`# ${escapeInline(page.owner.name)}`];
  if (page.description) parts.push(escapeBlock(page.description));
  parts.push(`Booking page: ${baseUrl}/${page.username}`);
  parts.push(page.links.length > 0 ? "## Meetings to book" : "## Meetings to book\n\nNone at the moment.");
  for (const link of page.links) parts.push(pageLinkSection(link, baseUrl));
  return `${parts.join("\n\n")}\n`;
}

function pageLinkSection(link: PublicPageLink, baseUrl: string): string {
  const address = linkAddress(baseUrl, link.id);
  const lines = [
    `### ${escapeInline(link.title)}`,
    "",
    `- Book: ${address}`,
    `- Times and form (Markdown): ${address}.md`,
    ...linkFacts(link),
  ];
  if (link.descriptionText) lines.push("", escapeBlock(link.descriptionText));
  return lines.join("\n");
}

/** /llms.txt (llmstxt.org): what the site is, then its Markdown pages. */
export function llmsTxt(pages: PublicBookingPage[], baseUrl: string): string {
  const parts = [
    "# Book a meeting",
    "> Booking pages of one team and the meetings each offers. Every address below is Markdown for AI assistants: a meeting's page lists its next free times, its booking form's fields and how to book; a person books on the same address without `.md`.",
  ];
  const pageLines = pages.map(
    (page) =>
      `- [${escapeInline(page.owner.name)}](${baseUrl}/${page.username}.md)${page.description ? `: ${escapeInline(page.description)}` : ""}`,
  );
  if (pageLines.length > 0) parts.push(`## Booking pages\n\n${pageLines.join("\n")}`);
  const linkLines = pages.flatMap((page) =>
    page.links.map(
      (l) =>
        `- [${escapeInline(l.title)}](${linkAddress(baseUrl, l.id)}.md): with ${l.hosts.map((h) => escapeInline(h.name)).join(", ")}; ${l.durations.map((d) => minutes(d.minutes)).join(", ")}`,
    ),
  );
  if (linkLines.length > 0) parts.push(`## Meetings\n\n${linkLines.join("\n")}`);
  parts.push(
    `## Optional\n\n- [Scheduling API (OpenAPI 3.1)](${baseUrl}/v1/openapi.json): the team's /v1 interface; every call needs the team's x-api-key`,
  );
  return `${parts.join("\n\n")}\n`;
}
