// A manage address whose meeting has ended: a friendly page in the visitor's language.
import type { Language } from "@/lib/i18n";
import { translator } from "@/lib/i18n";
import { NoticePage } from "../notice-page";
import { UnavailableNotice } from "../unavailable-notice";

export function ManageGone({ language }: { language: Language }) {
  const t = translator(language);
  return (
    <NoticePage language={language}>
      <div data-testid="manage-expired">
        <UnavailableNotice title={t("manageExpiredTitle")} text={t("manageExpiredText")} />
      </div>
    </NoticePage>
  );
}
