// The sign-in e-mail: which workspace, the link that signs in, that it works
// for a quarter of an hour and once, and to ignore it if they did not ask; in
// the member's language.
import { SIGN_IN_LINK_MINUTES } from "../../contract/sign-in";
import { isLanguage, translator } from "../../i18n";
import type { SignInEmailPayload } from "../sign-in-messages";
import { linkEmail } from "./link-email";
import type { RenderedEmail } from "./render-email";

export function renderSignInEmail(payload: SignInEmailPayload, url: string): RenderedEmail {
  const t = translator(isLanguage(payload.language) ? payload.language : "en");
  const values = { workspace: payload.workspaceName, name: payload.userName };
  return linkEmail(
    {
      subject: t("email.signInSubject", values),
      greeting: t("email.signInGreeting", values),
      lead: t("email.signInLead", values),
      open: t("email.signInOpen", values),
      expiry: t("email.signInExpires", { minutes: SIGN_IN_LINK_MINUTES }),
      ignore: t("email.signInIgnore"),
    },
    url,
  );
}
