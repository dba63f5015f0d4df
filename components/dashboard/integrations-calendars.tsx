"use client";
// Connected calendars: the member's CalDAV accounts and iCalendar feeds, whose events make them busy; each
// connection's state in words, when it was last read, its calendars' settings, reading it again and disconnecting it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { ConnectCalendarForm } from "./integrations-calendar-form";
import { CalendarSettingsList } from "./integrations-calendar-settings";
import { ConfirmStep, Fact, IntegrationSection, useWhen } from "./integrations-parts";
import { CONNECTION_PROVIDER_WORDS, CONNECTION_STATE_WORDS } from "./integrations-words";
import { card, Loading, muted, ProblemNotice, secondaryButton } from "./parts";

type Calendar = components["schemas"]["ConnectedCalendar"];
type Connection = NonNullable<Calendar["connection"]>;
interface Group {
  connection: Connection;
  calendars: Calendar[];
}

/** The member's calendars by connection; those of no connection (the service's own) are not the member's to change. */
function byConnection(calendars: Calendar[]): Group[] {
  const groups = new Map<string, Group>();
  for (const calendar of calendars) {
    if (!calendar.connection) continue;
    const group = groups.get(calendar.connection.id) ?? { connection: calendar.connection, calendars: [] };
    group.calendars.push(calendar);
    groups.set(calendar.connection.id, group);
  }
  return [...groups.values()];
}

export function CalendarsSection() {
  const { api, t } = useDashboard();
  const calendars = useQuery({
    queryKey: ["calendars"],
    queryFn: () => unwrap(api.GET("/v1/calendars", { params: { query: { pageSize: 100 } } })),
  });
  const groups = byConnection(calendars.data?.data ?? []);
  return (
    <IntegrationSection id="calendars" title={t("dashboard.calendarsTitle")} lead={t("dashboard.calendarsLead")}>
      <ConnectCalendarForm />
      {calendars.isPending && <Loading />}
      <ProblemNotice error={calendars.error} />
      {calendars.data && groups.length === 0 && <p>{t("dashboard.noConnections")}</p>}
      <ul className="flex flex-col gap-2">
        {groups.map((group) => (
          <ConnectionRow key={group.connection.id} group={group} />
        ))}
      </ul>
    </IntegrationSection>
  );
}

function ConnectionRow({ group }: { group: Group }) {
  const { api, t } = useDashboard();
  const when = useWhen();
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { connection } = group;
  // Any calendar of the connection names it: refresh and disconnect act on the whole connection.
  const calendarId = group.calendars[0]?.id ?? "";
  const refresh = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/calendars/refresh", { body: { calendarId } })),
    onSettled: () => queries.invalidateQueries({ queryKey: ["calendars"] }),
  });
  const disconnect = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/calendars/disconnect", { body: { calendarId } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["calendars"] }),
  });
  const label = connection.username
    ? t("dashboard.connectionOf", { user: connection.username, server: connection.serverUrl })
    : connection.serverUrl;
  return (
    <li className={card} data-testid="connection-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{t(CONNECTION_PROVIDER_WORDS[connection.provider])}</p>
          <p className={`${muted} break-all`}>{label}</p>
        </div>
        <ConnectionState state={connection.state} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact term={t("dashboard.connectionRefreshed")}>{when(connection.lastRefreshedAt) || t("dashboard.connectionNeverRead")}</Fact>
        {connection.lastError && <Fact term={t("dashboard.connectionError")}>{connection.lastError}</Fact>}
      </dl>
      <CalendarSettingsList calendars={group.calendars} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          {refresh.isPending ? t("dashboard.refreshing") : t("dashboard.refreshConnection")}
        </button>
        {!confirming && (
          <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            {t("dashboard.disconnect")}
          </button>
        )}
      </div>
      {refresh.isSuccess && (
        <p role="status" className={`${muted} mt-2`}>
          {t("dashboard.connectionReadAgain")}
        </p>
      )}
      {confirming && (
        <ConfirmStep
          legend={t("dashboard.disconnectTitle", { label })}
          consequence={t("dashboard.disconnectConsequence")}
          confirm={t("dashboard.confirmDisconnect")}
          pending={disconnect.isPending}
          onConfirm={() => disconnect.mutate()}
          onKeep={() => setConfirming(false)}
        />
      )}
      <ProblemNotice error={refresh.error ?? disconnect.error} />
    </li>
  );
}

const STATE_LOOK: Record<Connection["state"], string> = {
  ACTIVE: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
  EXPIRED: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  ERROR: "bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50",
};

function ConnectionState({ state }: { state: Connection["state"] }) {
  const { t } = useDashboard();
  return <span className={`rounded-full px-3 py-1 text-sm ${STATE_LOOK[state]}`}>{t(CONNECTION_STATE_WORDS[state])}</span>;
}
