// The invite e-mail: who invites the reader to which workspace, as what, the
// address that answers it and until when it works, in the inviter's language.
import { isLanguage, LOCALES, translator } from "../../i18n";
import { dateTimeFormatter } from "../../i18n/date-formatter";
import type { InviteEmailPayload } from "../invite-messages";
import { linkEmail } from "./link-email";
import type { RenderedEmail } from "./render-email";

export function renderInviteEmail(payload: InviteEmailPayload, url: string): RenderedEmail {
  const language = isLanguage(payload.language) ? payload.language : "en";
  const t = translator(language);
  const expires = dateTimeFormatter(LOCALES[language], { timeZone: "UTC", dateStyle: "full", timeStyle: "short" }).format(
    new Date(payload.expiresAt),
  );
  const values = { workspace: payload.workspaceName, inviter: payload.inviterName, name: payload.receiverFullName };
  return linkEmail(
    {
      subject: t("email.inviteSubject", values),
      greeting: t("email.inviteGreeting", values),
      lead: t("email.inviteLead", values),
      open: t("email.inviteOpen"),
      expiry: t("email.inviteExpires", { expires: `${expires} (UTC)` }),
      ignore: t("email.inviteIgnore"),
    },
    url,
  );
}
