"use client";
// The link form's building blocks: a labelled field with its hint or problem, a checkbox, a folding section, the
// words of a field's problem (the service's own when it refused, else the form's hint), and the owner's pages.
import { useQuery } from "@tanstack/react-query";
import { type FieldPath, get, type UseFormReturn } from "react-hook-form";
import { unwrap } from "@/lib/dashboard/api";
import type { DashboardKey } from "@/lib/i18n/messages-en";
import { useDashboard } from "./context";
import type { LinkFormValues } from "./link-form-values";
import { muted } from "./parts";

export type LinkFormApi = UseFormReturn<LinkFormValues>;

/** The booking pages of a link's owner (the member's own when `owner` is theirs), their default first. */
export function useOwnerPages(owner: string) {
  const { api, me } = useDashboard();
  return useQuery({
    queryKey: ["booking-pages", owner],
    queryFn: () =>
      unwrap(api.GET("/v1/booking-pages", { params: { query: { pageSize: 100, ...(owner === me.user.id ? {} : { userId: owner }) } } })),
  });
}

/** What to say under an input: the service's words when it refused the value, the rule's hint otherwise. */
export function useProblem(form: LinkFormApi) {
  const { t } = useDashboard();
  const errors = form.formState.errors;
  return (name: FieldPath<LinkFormValues>, hint: DashboardKey): string | undefined => {
    type Problem = { type?: string; message?: unknown; root?: Problem };
    const found = get(errors, name) as Problem | undefined;
    // A rule on a whole list (a SELECT field's options) is kept on the list's root.
    const error = found?.type ? found : found?.root;
    if (!error?.type) return undefined;
    return error.type === "server" && typeof error.message === "string" ? error.message : t(hint);
  };
}

export function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm break-words text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        hint && <p className={`${muted} break-words`}>{hint}</p>
      )}
    </div>
  );
}

export function Checkbox({ form, name, label }: { form: LinkFormApi; name: FieldPath<LinkFormValues>; label: string }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-3 text-sm">
      <input type="checkbox" className="h-5 w-5 shrink-0" {...form.register(name)} />
      {label}
    </label>
  );
}

/** A group of fields folded away, so the form stays short; its heading is a 44 px target. */
export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <details data-testid={testId} className="group rounded-lg border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-base font-semibold">
        {/* A flex summary loses the browser's marker: this one says the section opens. */}
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {title}
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-200 p-4 dark:border-slate-700">{children}</div>
    </details>
  );
}

export const smallButton = "inline-flex h-11 items-center rounded-md px-3 text-sm font-medium underline disabled:opacity-50";
