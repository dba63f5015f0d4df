"use client";
// Parts the Integrations screen's sections share: a secret shown once, a confirm step, times in the member's zone,
// a field's error and a section's frame.
import type { ReactNode } from "react";
import { useDashboard } from "./context";
import { CopyButton, dangerButton, muted, secondaryButton } from "./parts";

/** A date and time in the member's zone (the browser's), in their language; "" for none. */
export function useWhen() {
  const { locale } = useDashboard();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : "");
}

/**
 * A secret the service answers once (a key, a signing secret, a feed's address): kept only in the screen's state,
 * gone when the member dismisses it.
 */
export function SecretBox({
  title,
  secret,
  copyLabel,
  note,
  onDismiss,
}: {
  title: string;
  secret: string;
  copyLabel: string;
  note?: string;
  onDismiss: () => void;
}) {
  const { t } = useDashboard();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="secret-box"
    >
      <p className="font-semibold">{title}</p>
      <code
        className="block rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-900 dark:text-slate-100"
        data-testid="secret"
      >
        {secret}
      </code>
      <p className="text-sm">{t("dashboard.shownOnce")}</p>
      {note && <p className="text-sm">{note}</p>}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={secret} label={copyLabel} />
        <button type="button" className={secondaryButton} onClick={onDismiss}>
          {t("dashboard.secretDismiss")}
        </button>
      </div>
    </div>
  );
}

/** The second step of a change that cannot be undone: what it does, the button that does it, and a way back. */
export function ConfirmStep({
  legend,
  consequence,
  confirm,
  pending,
  onConfirm,
  onKeep,
}: {
  legend: string;
  consequence: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useDashboard();
  return (
    <fieldset className="mt-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span className="text-sm">{consequence}</span>
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: the choice the member just opened
        autoFocus
        className={dangerButton}
        disabled={pending}
        onClick={onConfirm}
      >
        {confirm}
      </button>
      <button type="button" className={secondaryButton} onClick={onKeep}>
        {t("dashboard.keep")}
      </button>
    </fieldset>
  );
}

/** A field's error as the member reads it: the service's own words when it refused, else the form's rule. */
export function fieldMessage(error: { type?: string; message?: string } | undefined, rule: string) {
  if (!error) return undefined;
  return error.type === "server" && error.message ? error.message : rule;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="text-sm font-normal text-red-700 dark:text-red-300">
      {message}
    </span>
  );
}

/**
 * A labelled control with its help and its error beside the label, not inside it, so the control's name is the
 * label's words alone. The control takes `id` and `aria-describedby={describedBy(...)}`.
 */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {help && (
        <span id={`${id}-help`} className={muted}>
          {help}
        </span>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const describedBy = (id: string, error: unknown, help?: string) => (error ? `${id}-error` : help ? `${id}-help` : undefined);

export function IntegrationSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className={muted}>{lead}</p>
      </div>
      {children}
    </section>
  );
}

/** A labelled value of a row: a term and its description, kept together when the row wraps. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
