// The frame of a page that has no link to brand it (an unknown link, a
// confirmation or manage address that is not valid, a failure): the booking
// page's own background, card and dark mode, in the visitor's language. In an
// embed it takes the embed's theme and, as BookingShell's frame, drops the
// page margins and the full-screen height (the iframe is sized to its content).
import type { ReactNode } from "react";
import type { EmbedOptions } from "@/lib/embed/embed-options";
import { pageFrameClass } from "./page-frame";

interface Props {
  language?: string;
  embed?: EmbedOptions;
  children: ReactNode;
}

export function NoticePage({ language, embed, children }: Props) {
  const frame = pageFrameClass(embed);
  const card = embed
    ? "mx-auto flex max-w-xl flex-col items-center px-4 py-5"
    : "mx-auto flex max-w-xl flex-col items-center px-4 py-5 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm sm:dark:border-slate-700 sm:dark:bg-slate-900";
  return (
    <main
      lang={language}
      data-theme={embed?.theme ?? "auto"}
      data-embed={embed ? "" : undefined}
      className={`text-slate-900 dark:text-slate-100 ${frame}`}
    >
      <div className={card}>{children}</div>
    </main>
  );
}
