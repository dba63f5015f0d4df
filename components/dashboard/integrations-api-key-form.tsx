"use client";
// Creating an API key: a name and, optionally, the last day it works, by /v1's rules for them. The secret the
// service answers goes to the section's state only, never into the query cache.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import { apiKeyName, MAX_KEY_LIFETIME_DAYS } from "@/lib/validation/integration-rules";
import { useDashboard } from "./context";
import { describedBy, Field, fieldMessage } from "./integrations-parts";
import { button, card, input, inputBase, ProblemNotice } from "./parts";

const DAY = 86_400_000;

/** The instant a key chosen to work through `date` (YYYY-MM-DD, the member's zone) stops: that day's end. */
const endOfDay = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day + 1);
};
const isoDate = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;

// After now and at most MAX_KEY_LIFETIME_DAYS ahead, as /v1 requires of expiresAt.
const lastDay = z
  .string()
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: "date" })
  .refine(
    (value) => {
      if (value === "") return true;
      const end = endOfDay(value).getTime();
      return end > Date.now() && end <= Date.now() + MAX_KEY_LIFETIME_DAYS * DAY;
    },
    { message: "range" },
  );
const keyForm = z.object({ name: apiKeyName, lastDay });
type KeyValues = z.input<typeof keyForm>;

export function CreateApiKeyForm({ onCreated }: { onCreated: (created: { name: string; key: string }) => void }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const form = useForm<KeyValues>({ resolver: zodResolver(keyForm), defaultValues: { name: "", lastDay: "" } });
  const create = useMutation({
    // The answer's secret is handed on here; what the mutation keeps is the key without it.
    mutationFn: async (values: KeyValues) => {
      const expiresAt = values.lastDay ? endOfDay(values.lastDay).toISOString() : null;
      const { key, ...created } = await unwrap(api.POST("/v1/api-keys/create", { body: { name: values.name.trim(), expiresAt } }));
      onCreated({ name: created.name, key });
      return created;
    },
    onSuccess: () => {
      form.reset();
      return queries.invalidateQueries({ queryKey: ["api-keys"] });
    },
    onError: (error) => {
      if (error instanceof ApiProblem && error.field === "name")
        form.setError("name", { type: "server", message: error.message }, { shouldFocus: true });
      if (error instanceof ApiProblem && error.field === "expiresAt")
        form.setError("lastDay", { type: "server", message: error.message }, { shouldFocus: true });
    },
  });
  const errors = form.formState.errors;
  return (
    <form className={`${card} flex flex-col gap-3`} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <h3 className="font-semibold">{t("dashboard.newKey")}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="key-name" label={t("dashboard.keyName")} error={fieldMessage(errors.name, t("dashboard.keyNameRule"))}>
          <input
            id="key-name"
            className={input}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("key-name", errors.name)}
            {...form.register("name")}
          />
        </Field>
        <Field
          id="key-last-day"
          label={t("dashboard.keyLastDay")}
          help={t("dashboard.keyLastDayHelp", { days: MAX_KEY_LIFETIME_DAYS })}
          error={fieldMessage(errors.lastDay, t("dashboard.keyLastDayRule"))}
        >
          <input
            id="key-last-day"
            className={`${inputBase} w-full sm:w-fit`}
            type="date"
            min={isoDate(new Date())}
            max={isoDate(new Date(Date.now() + (MAX_KEY_LIFETIME_DAYS - 1) * DAY))}
            aria-invalid={errors.lastDay ? true : undefined}
            aria-describedby={describedBy("key-last-day", errors.lastDay, "help")}
            {...form.register("lastDay")}
          />
        </Field>
      </div>
      <ProblemNotice error={create.error} />
      <button type="submit" className={`${button} w-fit`} disabled={create.isPending}>
        {t("dashboard.createKey")}
      </button>
    </form>
  );
}
