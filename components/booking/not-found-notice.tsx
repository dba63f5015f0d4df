// A "not found" page in the visitor's language (Accept-Language): not-found
// boundaries get no link to read a language from.
import { headers } from "next/headers";
import { languageFromHeader, translator } from "@/lib/i18n";
import type { MessageKey } from "@/lib/i18n/messages-en";
import { NoticePage } from "./notice-page";
import { UnavailableNotice } from "./unavailable-notice";

export async function NotFoundNotice({ title, text }: { title: MessageKey; text: MessageKey }) {
  const language = languageFromHeader((await headers()).get("accept-language"));
  const t = translator(language);
  return (
    <NoticePage language={language}>
      <UnavailableNotice title={t(title)} text={t(text)} />
    </NoticePage>
  );
}
