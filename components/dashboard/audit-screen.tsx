"use client";
// The audit log: newest first, paginated, filtered by category, actor and days (whole days in the member's zone).
// Actions are shown by their interface names, unknown ones too; impersonation as the interface's masking rules say.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { DayRangeFields, localDayStart } from "./day-range";
import { card, input, Loading, muted, Pager, ProblemNotice, ScreenHeading, WordOptions } from "./parts";
import { useMembers } from "./resources";
import { AUDIT_CATEGORY_WORDS } from "./words";

type AuditEvent = components["schemas"]["AuditLogEvent"];
type Category = AuditEvent["category"];
const PAGE_SIZE = 25;

interface Filters {
  category: Category | "";
  actorUserId: string;
  from: string;
  to: string;
}

function auditQuery(filters: Filters, page: number) {
  const query: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
  if (filters.category) query.category = filters.category;
  if (filters.actorUserId) query.actorUserId = filters.actorUserId;
  // Date-times with an offset, so a day is the member's day, not UTC's.
  if (filters.from) query.dateFrom = localDayStart(filters.from).toISOString();
  // dateTo is inclusive: the last millisecond before the next day begins.
  if (filters.to) query.dateTo = new Date(localDayStart(filters.to, 1).getTime() - 1).toISOString();
  return query;
}

export function AuditScreen() {
  const { api, t } = useDashboard();
  const [filters, setFilters] = useState<Filters>({ category: "", actorUserId: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const query = auditQuery(filters, page);
  const events = useQuery({
    queryKey: ["audit-logs", query],
    queryFn: () => unwrap(api.GET("/v1/audit-logs", { params: { query: query as never } })),
  });
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  return (
    <section>
      <ScreenHeading title={t("dashboard.auditTitle")} />
      <AuditFilters filters={filters} change={change} />
      <div aria-busy={events.isFetching} className="flex flex-col gap-3">
        {events.isPending && <Loading />}
        <ProblemNotice error={events.error} />
        {events.data?.data.length === 0 && <p className="py-6">{t("dashboard.noAuditEvents")}</p>}
        <ol className="flex flex-col gap-2">
          {(events.data?.data ?? []).map((event) => (
            <AuditRow key={event.id} event={event} />
          ))}
        </ol>
        {events.data && <Pager page={page} pageSize={PAGE_SIZE} total={events.data.total} onPage={setPage} />}
      </div>
    </section>
  );
}

function AuditFilters({ filters, change }: { filters: Filters; change: (next: Partial<Filters>) => void }) {
  const { t } = useDashboard();
  const members = useMembers();
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t("dashboard.filters")}</legend>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.filterCategory")}
        <select className={input} value={filters.category} onChange={(e) => change({ category: e.target.value as Category | "" })}>
          <option value="">{t("dashboard.any")}</option>
          <WordOptions values={Object.keys(AUDIT_CATEGORY_WORDS) as Category[]} words={AUDIT_CATEGORY_WORDS} />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.filterActor")}
        <select className={input} value={filters.actorUserId} onChange={(e) => change({ actorUserId: e.target.value })}>
          <option value="">{t("dashboard.any")}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.user.name}
            </option>
          ))}
        </select>
      </label>
      <DayRangeFields from={filters.from} to={filters.to} change={change} />
    </fieldset>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const { t, locale } = useDashboard();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const actor =
    event.actor.kind === "user"
      ? `${event.actor.name} <${event.actor.email}>`
      : t(event.actor.kind === "system" ? "dashboard.actorSystem" : "dashboard.actorDeleted");
  const subject = event.details?.subject;
  return (
    <li className={`${card} flex flex-col gap-1`} data-testid="audit-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono text-sm font-semibold break-all">{event.action}</p>
        <time dateTime={event.createdAt} className={muted}>
          {when.format(new Date(event.createdAt))}
        </time>
      </div>
      <p className="text-sm break-words">
        {t(AUDIT_CATEGORY_WORDS[event.category])}
        {subject && ` · ${subject.label ?? subject.type}`}
      </p>
      <p className={`${muted} break-words`}>
        {t("dashboard.auditBy", { actor })}
        {event.impersonatedBy &&
          ` · ${event.impersonatedBy.masked ? t("dashboard.impersonatedMasked") : t("dashboard.impersonatedBy", { name: event.impersonatedBy.name })}`}
      </p>
    </li>
  );
}
