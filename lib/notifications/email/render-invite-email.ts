// The invite e-mail: who invites the reader to which workspace, as what, the
// address that answers it and until when it works, in the inviter's language.
import sanitizeHtml from "sanitize-html";
import { isLanguage, LOCALES, translator } from "../../i18n";
import { dateTimeFormatter } from "../../i18n/date-formatter";
import type { InviteEmailPayload } from "../invite-messages";
import type { RenderedEmail } from "./render-email";

const escapeHtml = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "escape" });

export function renderInviteEmail(payload: InviteEmailPayload, url: string): RenderedEmail {
  const language = isLanguage(payload.language) ? payload.language : "en";
  const t = translator(language);
  const expires = dateTimeFormatter(LOCALES[language], { timeZone: "UTC", dateStyle: "full", timeStyle: "short" }).format(
    new Date(payload.expiresAt),
  );
  const values = { workspace: payload.workspaceName, inviter: payload.inviterName, name: payload.receiverFullName };
  const subject = t("email.inviteSubject", values);
  const greeting = t("email.inviteGreeting", values);
  const lead = t("email.inviteLead", values);
  const open = t("email.inviteOpen");
  const expiry = t("email.inviteExpires", { expires: `${expires} (UTC)` });
  const ignore = t("email.inviteIgnore");
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
