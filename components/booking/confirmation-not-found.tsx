// What a confirmation address that this app did not sign shows (see
// lib/public-booking/confirmation.ts): forged, or made before the signing
// key changed.
import { headers } from "next/headers";
import { languageFromHeader, translator } from "@/lib/i18n";
import { UnavailableNotice } from "./unavailable-notice";

export async function ConfirmationNotFound() {
  const language = languageFromHeader((await headers()).get("accept-language"));
  const t = translator(language);
  return (
    <main lang={language} className="mx-auto max-w-xl p-6">
      <UnavailableNotice title={t("confirmationNotFoundTitle")} text={t("confirmationNotFoundText")} />
    </main>
  );
}
