// A manage address whose meeting has ended: a friendly page in the visitor's language.
import type { Language } from "@/lib/i18n";
import { translator } from "@/lib/i18n";
import { UnavailableNotice } from "../unavailable-notice";

export function ManageGone({ language }: { language: Language }) {
  const t = translator(language);
  return (
    <main lang={language} className="mx-auto max-w-xl p-6" data-testid="manage-expired">
      <UnavailableNotice title={t("manageExpiredTitle")} text={t("manageExpiredText")} />
    </main>
  );
}
