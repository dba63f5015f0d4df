"use client";
// Small parts every screen uses: a refusal's notice, page numbers, a heading row, a copy button, a select's options.
import { useState } from "react";
import { ApiProblem } from "@/lib/dashboard/api";
import type { DashboardKey } from "@/lib/i18n/messages-en";
import { useDashboard } from "./context";
import { muted, secondaryButton } from "./styles";

export { button, card, dangerButton, input, inputBase, muted, secondaryButton } from "./styles";

/** A select's options: each value, named in the member's language by its word. */
export function WordOptions<V extends string>({ values, words }: { values: readonly V[]; words: Record<V, DashboardKey> }) {
  const { t } = useDashboard();
  return values.map((value) => (
    <option key={value} value={value}>
      {t(words[value])}
    </option>
  ));
}

/** A refusal as the member reads it: what failed, and the service's own words on why. */
export function ProblemNotice({ error }: { error: unknown }) {
  const { t } = useDashboard();
  if (!error) return null;
  const detail = error instanceof ApiProblem ? error.message : undefined;
  const signedOut = error instanceof ApiProblem && (error.status === 401 || error.code === "SIGNED_OUT");
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {signedOut ? (
        <>
          {t("dashboard.sessionEnded")}{" "}
          <a className="underline" href="/dashboard/sign-in">
            {t("dashboard.signInAgain")}
          </a>
        </>
      ) : (
        <>
          {t("dashboard.refused")} {detail}
        </>
      )}
    </p>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useDashboard();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("dashboard.pages")} className="flex items-center gap-3">
      <PageButton label={t("dashboard.previous")} off={page <= 1} onPress={() => onPage(page - 1)} />
      <span className={muted}>{t("dashboard.pageOf", { page, pages })}</span>
      <PageButton label={t("dashboard.next")} off={page >= pages} onPress={() => onPage(page + 1)} />
    </nav>
  );
}

/**
 * Previous or Next: off on the first or last page, but still focusable (aria-disabled, not disabled), so that the
 * focus stays on Next when pressing it reaches the last page rather than falling back to the page.
 */
function PageButton({ label, off, onPress }: { label: string; off: boolean; onPress: () => void }) {
  return (
    <button type="button" className={`${secondaryButton} aria-disabled:opacity-60`} aria-disabled={off} onClick={() => !off && onPress()}>
      {label}
    </button>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useDashboard();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={async () => {
        await navigator.clipboard.writeText(text).catch(() => undefined);
        setCopied(true);
        setTimeout(() => setCopied(false), 2_000);
      }}
    >
      <span aria-live="polite">{copied ? t("dashboard.copied") : label}</span>
    </button>
  );
}

export function ScreenHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

export function Loading() {
  const { t } = useDashboard();
  return (
    <p role="status" className={muted}>
      {t("dashboard.loading")}
    </p>
  );
}
