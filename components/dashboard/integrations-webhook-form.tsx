"use client";
// Creating a webhook: where it is sent, which booking events (the ones /v1 knows, as checkboxes), a note. The
// signing secret the service answers goes to the section's state only, never into the query cache.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import { WEBHOOK_EVENTS, webhookDescription, webhookUrl } from "@/lib/validation/integration-rules";
import { useDashboard } from "./context";
import { describedBy, Field, FieldError, fieldMessage } from "./integrations-parts";
import { WEBHOOK_EVENT_WORDS } from "./integrations-words";
import { button, card, input, ProblemNotice } from "./parts";

const webhookForm = z.object({
  url: webhookUrl.min(1),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
  description: webhookDescription,
});
type WebhookValues = z.infer<typeof webhookForm>;
const FIELDS = ["url", "events", "description"] as const;

export function CreateWebhookForm({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const form = useForm<WebhookValues>({ resolver: zodResolver(webhookForm), defaultValues: { url: "", events: [], description: "" } });
  const create = useMutation({
    // The answer's secret is handed on here; what the mutation keeps is the webhook without it.
    mutationFn: async ({ description, ...values }: WebhookValues) => {
      const body = { ...values, url: values.url.trim(), ...(description.trim() ? { description: description.trim() } : {}) };
      const { secret, ...created } = await unwrap(api.POST("/v1/webhooks/create", { body }));
      onCreated({ url: created.url, secret });
      return created;
    },
    onSuccess: () => {
      form.reset();
      return queries.invalidateQueries({ queryKey: ["webhooks"] });
    },
    onError: (error) => {
      const field = FIELDS.find((name) => error instanceof ApiProblem && error.field === name);
      if (field) form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
    },
  });
  const errors = form.formState.errors;
  return (
    <form className={`${card} flex flex-col gap-3`} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <h3 className="font-semibold">{t("dashboard.newWebhook")}</h3>
      <Field
        id="webhook-url"
        label={t("dashboard.webhookUrl")}
        help={t("dashboard.webhookUrlHelp")}
        error={fieldMessage(errors.url, t("dashboard.webhookUrlRule"))}
      >
        <input
          id="webhook-url"
          className={input}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy("webhook-url", errors.url, "help")}
          {...form.register("url")}
        />
      </Field>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("dashboard.webhookEvents")}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" className="h-5 w-5" value={event} {...form.register("events")} />
              <span>
                {t(WEBHOOK_EVENT_WORDS[event])} <code className="text-xs text-slate-600 dark:text-slate-300">{event}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error" message={fieldMessage(errors.events, t("dashboard.webhookEventsRule"))} />
      </fieldset>
      <Field
        id="webhook-description"
        label={t("dashboard.webhookDescription")}
        error={fieldMessage(errors.description, t("dashboard.webhookDescriptionRule"))}
      >
        <input
          id="webhook-description"
          className={input}
          autoComplete="off"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("webhook-description", errors.description)}
          {...form.register("description")}
        />
      </Field>
      <ProblemNotice error={create.error} />
      <button type="submit" className={`${button} w-fit`} disabled={create.isPending}>
        {t("dashboard.createWebhook")}
      </button>
    </form>
  );
}
