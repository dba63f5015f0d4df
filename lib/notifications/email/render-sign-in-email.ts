// The sign-in e-mail: which workspace, the link that signs in, that it works
// for a quarter of an hour and once, and to ignore it if they did not ask; in
// the member's language.
import sanitizeHtml from "sanitize-html";
import { SIGN_IN_LINK_MINUTES } from "../../contract/sign-in";
import { isLanguage, translator } from "../../i18n";
import type { SignInEmailPayload } from "../sign-in-messages";
import type { RenderedEmail } from "./render-email";

const escapeHtml = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "escape" });

export function renderSignInEmail(payload: SignInEmailPayload, url: string): RenderedEmail {
  const t = translator(isLanguage(payload.language) ? payload.language : "en");
  const values = { workspace: payload.workspaceName, name: payload.userName };
  const subject = t("email.signInSubject", values);
  const greeting = t("email.signInGreeting", values);
  const lead = t("email.signInLead", values);
  const open = t("email.signInOpen", values);
  const expiry = t("email.signInExpires", { minutes: SIGN_IN_LINK_MINUTES });
  const ignore = t("email.signInIgnore");
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
