// The frame of a page that has no link to brand it (an unknown link, a
// confirmation or manage address that is not valid, a failure): the booking
// page's own background, card and dark mode, in the visitor's language.
import type { ReactNode } from "react";

export function NoticePage({ language, children }: { language?: string; children: ReactNode }) {
  return (
    <main
      lang={language}
      data-theme="auto"
      className="min-h-screen w-full bg-white text-slate-900 sm:bg-slate-50 sm:px-6 sm:py-10 dark:bg-slate-900 dark:text-slate-100 sm:dark:bg-slate-950"
    >
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-5 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm sm:dark:border-slate-700 sm:dark:bg-slate-900">
        {children}
      </div>
    </main>
  );
}
