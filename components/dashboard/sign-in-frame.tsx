// The frame of the signed-out pages (sign in, the link's landing, the demo's e-mails): the dashboard's colours
// and dark mode, a narrow card.
import type { ReactNode } from "react";

export function SignInFrame({ language, children, wide }: { language: string; children: ReactNode; wide?: boolean }) {
  return (
    <main
      lang={language}
      data-theme="auto"
      className="min-h-screen bg-slate-50 px-4 py-10 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
    >
      <div
        className={`mx-auto flex ${wide ? "max-w-3xl" : "max-w-md"} flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900`}
      >
        {children}
      </div>
    </main>
  );
}

export function Notice({ tone, children }: { tone: "info" | "error" | "success"; children: ReactNode }) {
  const colours = {
    info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100",
    error: "border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
    success: "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  }[tone];
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}
