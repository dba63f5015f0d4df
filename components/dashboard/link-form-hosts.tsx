"use client";
// Who hosts a link and how, for those /v1 lets change others' links (OWNER, ADMIN): whether one free host or every
// host meets the visitor, and members added and removed, each with one of their schedules, the calendar their
// bookings are written to and the calendars that make them busy. The organizer is the link's owner and stays first.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type UseFieldArrayReturn, useFieldArray } from "react-hook-form";
import { unwrap } from "@/lib/dashboard/api";
import * as rules from "@/lib/validation/booking-link-rules";
import { useCan, useDashboard } from "./context";
import { Field, type LinkFormApi, Section, smallButton, useOwnerPages, useProblem } from "./link-form-parts";
import type { LinkFormValues } from "./link-form-values";
import { input, ProblemNotice, secondaryButton, WordOptions } from "./parts";
import { type Link, type Membership, useMembers } from "./resources";
import { LINK_TYPE_WORDS } from "./words";

function HostRow({ form, index, member, onRemove }: { form: LinkFormApi; index: number; member?: Membership; onRemove: () => void }) {
  const { api, t } = useDashboard();
  const problem = useProblem(form);
  const userId = form.watch(`hosts.${index}.userId`);
  const scheduleId = form.watch(`hosts.${index}.scheduleId`);
  const organizer = form.watch(`hosts.${index}.isOrganizer`);
  const name = member?.user.name ?? userId;
  const schedules = useQuery({
    queryKey: ["host-schedules", userId],
    queryFn: () => unwrap(api.GET("/v1/schedules", { params: { query: { userId, pageSize: 100 } } })),
  });
  const first = schedules.data?.data[0]?.id;
  // A host just added takes their default schedule (listed first) until the member picks another.
  useEffect(() => {
    if (scheduleId === "" && first) form.setValue(`hosts.${index}.scheduleId`, first, { shouldDirty: true });
  }, [scheduleId, first, form, index]);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="host-row">
      <p className="text-sm font-semibold break-words">{organizer ? t("dashboard.hostOrganizer", { name }) : name}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t("dashboard.hostSchedule", { name })}
          id={`host-${index}-schedule`}
          error={problem(`hosts.${index}.scheduleId`, "dashboard.hostRule")}
        >
          <select id={`host-${index}-schedule`} className={input} {...form.register(`hosts.${index}.scheduleId`)}>
            {scheduleId === "" && <option value="">{t("dashboard.loading")}</option>}
            {(schedules.data?.data ?? []).map((schedule) => (
              <option key={schedule.id} value={schedule.id}>
                {schedule.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t("dashboard.hostCalendar", { name })}
          id={`host-${index}-calendar`}
          error={problem(`hosts.${index}.bookingCalendarId`, "dashboard.hostRule")}
        >
          <select id={`host-${index}-calendar`} className={input} {...form.register(`hosts.${index}.bookingCalendarId`)}>
            {(member?.user.calendars ?? []).map((calendar) => (
              <option key={calendar.id} value={calendar.id}>
                {calendar.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <HostBusyCalendars form={form} index={index} name={name} calendars={member?.user.calendars ?? []} />
      <ProblemNotice error={schedules.error} />
      {!organizer && (
        <button type="button" className={`${smallButton} w-fit`} onClick={onRemove}>
          {t("dashboard.removeHost", { name })}
        </button>
      )}
    </li>
  );
}

/**
 * Which of the host's calendars make them busy for this link: all of them, or those ticked (none ticked: only their
 * bookings do). Ticks are kept as a list of ids, set by hand: react-hook-form reads a lone checkbox as one value.
 */
function HostBusyCalendars({
  form,
  index,
  name,
  calendars,
}: {
  form: LinkFormApi;
  index: number;
  name: string;
  calendars: { id: string; name: string }[];
}) {
  const { t } = useDashboard();
  const from = form.watch(`hosts.${index}.readAvailabilityFrom`);
  const chosen = form.watch(`hosts.${index}.availabilityCalendars`);
  const tick = (id: string, on: boolean) =>
    form.setValue(`hosts.${index}.availabilityCalendars`, on ? [...chosen, id] : chosen.filter((other) => other !== id), {
      shouldDirty: true,
    });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t("dashboard.hostBusyFrom", { name })}</legend>
      {rules.readAvailabilityFrom.options.map((option) => (
        <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" value={option} {...form.register(`hosts.${index}.readAvailabilityFrom`)} />
          {t(option === "ALL_CALENDARS" ? "dashboard.hostBusyAll" : "dashboard.hostBusySelected")}
        </label>
      ))}
      {from === "SELECTED_CALENDARS" && (
        <ul className="ml-6 flex flex-col">
          {calendars.map((calendar) => (
            <li key={calendar.id}>
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0"
                  checked={chosen.includes(calendar.id)}
                  onChange={(event) => tick(calendar.id, event.target.checked)}
                />
                {calendar.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * A new link starts with its owner (the member) as organizer: their default schedule (HostRow picks it) and the
 * calendar the service would give them, the chosen page's default calendar or else their first.
 */
function useOrganizerOfNewLink(form: LinkFormApi, hosts: UseFieldArrayReturn<LinkFormValues, "hosts">, isNew: boolean, list: Membership[]) {
  const { me } = useDashboard();
  const pages = useOwnerPages(me.user.id);
  const chosen = form.watch("bookingPageId");
  const self = list.find((member) => member.userId === me.user.id);
  const ready = isNew && hosts.fields.length === 0 && self !== undefined && pages.data !== undefined;
  useEffect(() => {
    if (!ready) return;
    const page = pages.data?.data.find((candidate) => candidate.id === chosen) ?? pages.data?.data[0];
    hosts.append({
      userId: me.user.id,
      isOrganizer: true,
      scheduleId: "",
      bookingCalendarId: page?.defaultCalendarId ?? self?.user.calendars[0]?.id ?? "",
      readAvailabilityFrom: "ALL_CALENDARS",
      availabilityCalendars: [],
    });
  }, [ready, chosen, hosts, me.user.id, pages.data, self]);
}

function HostsEditor({ form, isNew }: { form: LinkFormApi; isNew: boolean }) {
  const { t } = useDashboard();
  const hosts = useFieldArray({ control: form.control, name: "hosts" });
  const [adding, setAdding] = useState("");
  const members = useMembers();
  const list = members.data ?? [];
  useOrganizerOfNewLink(form, hosts, isNew, list);
  const hostIds = new Set(form.watch("hosts").map((host) => host.userId));
  const addable = list.filter((member) => !hostIds.has(member.userId) && member.role !== "BILLING_ONLY");
  const add = () => {
    const member = addable.find((candidate) => candidate.userId === adding);
    if (!member) return;
    const calendar = member.user.calendars[0]?.id ?? "";
    hosts.append({
      userId: member.userId,
      isOrganizer: false,
      scheduleId: "",
      bookingCalendarId: calendar,
      readAvailabilityFrom: "ALL_CALENDARS",
      availabilityCalendars: [],
    });
    setAdding("");
  };
  return (
    <Section title={t("dashboard.sectionHosts")} testId="section-hosts">
      <Field label={t("dashboard.fieldLinkType")} id="type">
        <select id="type" className={input} {...form.register("type")}>
          <WordOptions values={rules.linkType.options} words={LINK_TYPE_WORDS} />
        </select>
      </Field>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(form.watch("type") === "COLLECTIVE_MULTI_USE" ? "dashboard.hostsLead" : "dashboard.hostsLeadOne")}
      </p>
      <ProblemNotice error={members.error} />
      <ol className="flex flex-col gap-3">
        {hosts.fields.map((host, index) => (
          <HostRow
            key={host.id}
            form={form}
            index={index}
            member={list.find((member) => member.userId === host.userId)}
            onRemove={() => hosts.remove(index)}
          />
        ))}
      </ol>
      {addable.length > 0 && hosts.fields.length < rules.MAX_HOSTS && (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t("dashboard.hostToAdd")} id="host-to-add">
            <select id="host-to-add" className={input} value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t("dashboard.chooseMember")}</option>
              {addable.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.user.name}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className={secondaryButton} disabled={adding === ""} onClick={add}>
            {t("dashboard.addHost")}
          </button>
        </div>
      )}
    </Section>
  );
}

/** For OWNER and ADMIN, on a new link as on a saved one; a MEMBER's new link is made with them alone. */
export function HostsSection({ form, link }: { form: LinkFormApi; link?: Link }) {
  const everyone = useCan("manageOthers");
  if (!everyone) return null;
  return <HostsEditor form={form} isNew={link === undefined} />;
}
