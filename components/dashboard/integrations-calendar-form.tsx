"use client";
// Connecting a calendar: a CalDAV account (server, user name, password) or a calendar's secret iCalendar address.
// The password goes only in the request's body: no query or mutation cache holds it, and the field is emptied as
// soon as the request is sent, whatever the answer.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import { calDavPassword, calDavUsername, calendarAddress } from "@/lib/validation/integration-rules";
import { useDashboard } from "./context";
import { describedBy, Field, fieldMessage } from "./integrations-parts";
import { button, card, input, muted, ProblemNotice } from "./parts";

// The fields of the provider chosen must hold; the other provider's are not sent.
const connectForm = z.discriminatedUnion("provider", [
  z.object({
    provider: z.literal("CALDAV"),
    serverUrl: calendarAddress.trim().min(1),
    username: calDavUsername,
    password: calDavPassword,
    url: z.string(),
  }),
  z.object({
    provider: z.literal("ICS"),
    url: calendarAddress.trim().min(1),
    serverUrl: z.string(),
    username: z.string(),
    password: z.string(),
  }),
]);
type ConnectValues = z.infer<typeof connectForm>;
type Form = UseFormReturn<ConnectValues>;
const FIELDS = ["serverUrl", "username", "password", "url"] as const;
const EMPTY: ConnectValues = { provider: "CALDAV", serverUrl: "", username: "", password: "", url: "" };

function useConnect(form: Form) {
  const { api } = useDashboard();
  const queries = useQueryClient();
  const [state, setState] = useState<{ pending?: boolean; error?: unknown; connected?: number }>({});
  const submit = async (values: ConnectValues) => {
    const body =
      values.provider === "CALDAV"
        ? { provider: values.provider, serverUrl: values.serverUrl, username: values.username, password: values.password }
        : { provider: values.provider, url: values.url };
    form.setValue("password", "");
    setState({ pending: true });
    try {
      const answer = await unwrap(api.POST("/v1/calendars/connect", { body }));
      form.reset({ ...EMPTY, provider: values.provider });
      setState({ connected: answer.calendars.length });
      await queries.invalidateQueries({ queryKey: ["calendars"] });
    } catch (error) {
      setState({ error });
      const field = FIELDS.find((name) => error instanceof ApiProblem && error.field === name);
      if (field && error instanceof ApiProblem) form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
    }
  };
  return { state, submit };
}

export function ConnectCalendarForm() {
  const { t } = useDashboard();
  const form = useForm<ConnectValues>({ resolver: zodResolver(connectForm), defaultValues: EMPTY, shouldUnregister: false });
  const { state, submit } = useConnect(form);
  const provider = form.watch("provider");
  return (
    <form className={`${card} flex flex-col gap-3`} noValidate onSubmit={form.handleSubmit(submit)}>
      <h3 className="font-semibold">{t("dashboard.connectCalendar")}</h3>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t("dashboard.connectKind")}</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" className="h-5 w-5" value="CALDAV" {...form.register("provider")} />
          {t("dashboard.connectCalDav")}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" className="h-5 w-5" value="ICS" {...form.register("provider")} />
          {t("dashboard.connectIcs")}
        </label>
      </fieldset>
      {provider === "CALDAV" ? <CalDavFields form={form} /> : <IcsFields form={form} />}
      <ProblemNotice error={state.error} />
      {state.connected !== undefined && (
        <p role="status" className={muted}>
          {t("dashboard.connected", { count: state.connected })}
        </p>
      )}
      <button type="submit" className={`${button} w-fit`} disabled={state.pending}>
        {t("dashboard.connect")}
      </button>
    </form>
  );
}

function TextField({
  form,
  name,
  label,
  rule,
  help,
  type = "text",
}: {
  form: Form;
  name: (typeof FIELDS)[number];
  label: string;
  rule: string;
  help?: string;
  type?: string;
}) {
  const error = form.formState.errors[name];
  const id = `calendar-${name}`;
  return (
    <Field id={id} label={label} help={help} error={fieldMessage(error, rule)}>
      <input
        id={id}
        className={input}
        type={type}
        autoComplete={type === "password" ? "new-password" : "off"}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        {...form.register(name)}
      />
    </Field>
  );
}

function CalDavFields({ form }: { form: Form }) {
  const { t } = useDashboard();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <TextField
        form={form}
        name="serverUrl"
        type="url"
        label={t("dashboard.calDavServer")}
        rule={t("dashboard.addressRule")}
        help={t("dashboard.calDavServerHelp")}
      />
      <TextField form={form} name="username" label={t("dashboard.calDavUser")} rule={t("dashboard.calDavUserRule")} />
      <TextField
        form={form}
        name="password"
        type="password"
        label={t("dashboard.calDavPassword")}
        rule={t("dashboard.calDavPasswordRule")}
        help={t("dashboard.calDavPasswordHelp")}
      />
    </div>
  );
}

function IcsFields({ form }: { form: Form }) {
  const { t } = useDashboard();
  return (
    <TextField
      form={form}
      name="url"
      type="url"
      label={t("dashboard.icsUrl")}
      rule={t("dashboard.addressRule")}
      help={t("dashboard.icsUrlHelp")}
    />
  );
}
