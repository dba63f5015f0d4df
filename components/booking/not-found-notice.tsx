// A "not found" page in the visitor's language (Accept-Language): not-found
// boundaries get no link to read a language from.
import { headers } from "next/headers";
import { languageFromHeader, translator } from "@/lib/i18n";
import type { MessageKey } from "@/lib/i18n/messages-en";
import { UnavailableNotice } from "./unavailable-notice";

export async function NotFoundNotice({ title, text }: { title: MessageKey; text: MessageKey }) {
  const language = languageFromHeader((await headers()).get("accept-language"));
  const t = translator(language);
  return (
    <main lang={language} className="mx-auto max-w-xl p-6">
      <UnavailableNotice title={t(title)} text={t(text)} />
    </main>
  );
}
