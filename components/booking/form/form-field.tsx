import type { ReactNode } from "react";

/** A label, its input and the field's message, tied together by ids. */
export function FormField({ path, label, error, children }: { path: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`f-${path}`} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`f-${path}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
