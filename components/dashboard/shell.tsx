"use client";
// The signed-in frame: the workspace and member, the sections, sign-out, and the providers every screen reads
// (TanStack Query for the service's state, DashboardContext). A skip link leads past the navigation.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { createDashboardApi } from "@/lib/dashboard/api";
import { sectionsFor } from "@/lib/dashboard/sections";
import type { DashboardMessages } from "@/lib/i18n/messages-en";
import { makeTranslate } from "@/lib/i18n/translate";
import { type Dashboard, DashboardContext, type Member, useDashboard } from "./context";
import { roleWords } from "./words";

interface Props {
  me: Member;
  csrf: string;
  language: string;
  locale: string;
  messages: DashboardMessages;
  signOut: () => Promise<void>;
  path: string;
  children: ReactNode;
}

export function DashboardShell({ me, csrf, language, locale, messages, signOut, path, children }: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: 1 } } }));
  const value = useMemo<Dashboard>(
    () => ({ me, api: createDashboardApi(csrf), t: makeTranslate(messages, locale), locale, language }),
    [me, csrf, messages, locale, language],
  );
  const t = value.t;
  // Set once React runs the page: until then a form typed into would lose its text (tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const roleName = (role: string) => {
    const key = roleWords(role);
    return key ? t(key) : role;
  };
  const identity = `${me.user.fullName} · ${roleName(me.role)}`;
  return (
    <QueryClientProvider client={client}>
      <DashboardContext.Provider value={value}>
        <main
          lang={language}
          data-theme="auto"
          data-ready={ready ? "" : undefined}
          className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
        >
          <a
            href="#content"
            className="sr-only rounded-md bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 dark:bg-slate-900 dark:text-slate-100"
          >
            {t("dashboard.skipToContent")}
          </a>
          <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
              <p className="font-semibold">{me.workspace.name}</p>
              {/* Under 1024 px the sections wrap below sign-out, so sign-out comes first in the page too: Tab
                  follows what is seen. From 1024 px they share a row and sign-out comes after them. */}
              <Account className="ml-auto flex items-center gap-3 lg:hidden" signOut={signOut} identity={identity} />
              <nav aria-label={t("dashboard.sections")} className="w-full lg:w-auto">
                <ul className="flex flex-wrap gap-1">
                  {sectionsFor(me.permissions).map((section) => {
                    const current = path === section.href || path.startsWith(`${section.href}/`);
                    return (
                      <li key={section.href}>
                        <a
                          href={section.href}
                          aria-current={current ? "page" : undefined}
                          className={`inline-flex h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800 ${current ? "bg-slate-100 underline underline-offset-4 dark:bg-slate-800" : ""}`}
                        >
                          {t(section.label)}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </nav>
              <Account className="ml-auto hidden items-center gap-3 lg:flex" signOut={signOut} identity={identity} />
            </div>
          </header>
          <div id="content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
            {children}
          </div>
        </main>
      </DashboardContext.Provider>
    </QueryClientProvider>
  );
}

/** Who is signed in, and the button that signs them out. */
function Account({ className, signOut, identity }: { className: string; signOut: () => Promise<void>; identity: string }) {
  const { t } = useDashboard();
  return (
    <div className={className}>
      <p className="hidden text-sm text-slate-600 md:block dark:text-slate-300">{identity}</p>
      <form action={signOut}>
        <button
          type="submit"
          className="inline-flex h-11 items-center rounded-md border border-slate-400 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
        >
          {t("dashboard.signOut")}
        </button>
      </form>
    </div>
  );
}
