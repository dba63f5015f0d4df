"use client";
// A form's submit button that says the form is on its way once posted (with
// JavaScript); without it, a plain button.
import { useFormStatus } from "react-dom";

export function SubmitButton({ label, pendingLabel, className }: { label: string; pendingLabel: string; className: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={className}>
      {pending ? pendingLabel : label}
    </button>
  );
}
