"use client";
// The manage address in full, to keep: a read-only field anyone can select,
// and with JavaScript a button that copies it.
import { useId, useState } from "react";

export function ManageAddress({
  url,
  label,
  copyLabel,
  copiedLabel,
}: {
  url: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="field-input min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          data-scripted=""
          className="secondary-button shrink-0"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          <span aria-live="polite">{copied ? copiedLabel : copyLabel}</span>
        </button>
      </div>
    </div>
  );
}
