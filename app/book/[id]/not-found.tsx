import { headers } from "next/headers";
import { languageFromHeader, translator } from "@/lib/i18n";
import { UnavailableNotice } from "@/components/booking/unavailable-notice";

export default async function BookingLinkNotFound() {
  const language = languageFromHeader((await headers()).get("accept-language"));
  const t = translator(language);
  return (
    <main lang={language} className="mx-auto max-w-xl p-6">
      <UnavailableNotice title={t("notFoundTitle")} text={t("notFoundText")} />
    </main>
  );
}
