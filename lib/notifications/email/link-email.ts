// The shape of the e-mails whose point is one address (an invite, a sign-in link): a greeting, what it is for, the
// address, until when it works and what to do if it was not expected; text and HTML alike, the HTML escaped.
import sanitizeHtml from "sanitize-html";
import type { RenderedEmail } from "./render-email";

const escapeHtml = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "escape" });

export interface LinkEmailWords {
  subject: string;
  greeting: string;
  lead: string;
  /** The link's words ("Open the invitation"). */
  open: string;
  expiry: string;
  ignore: string;
}

export function linkEmail(words: LinkEmailWords, url: string): RenderedEmail {
  const { subject, greeting, lead, open, expiry, ignore } = words;
  const text = [greeting, "", lead, "", `${open}: ${url}`, "", expiry, ignore].join("\n");
  const html = [
    "<!doctype html><html><body>",
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    "</body></html>",
  ].join("");
  return { subject, text, html };
}
