"use client";
// Bookings: upcoming, awaiting approval, past and cancelled, filtered by link, host and dates; approve, decline,
// cancel and move with the service's own rules (its refusals are shown as it words them). Times are in the
// member's own zone; past bookings newest first.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { newestFirstItems, newestFirstWindow } from "@/lib/dashboard/newest-first";
import { BookingRow } from "./booking-row";
import { useDashboard } from "./context";
import { DayRangeFields, localDayStart } from "./day-range";
import { LinkFilter, useLinkTitles } from "./link-filter";
import { input, Loading, Pager, ProblemNotice, ScreenHeading } from "./parts";
import { type Booking, useMembers } from "./resources";
import { VIEW_WORDS } from "./words";

const VIEWS = ["upcoming", "pending", "past", "cancelled"] as const;
type View = (typeof VIEWS)[number];
const PAGE_SIZE = 20;

interface Filters {
  view: View;
  bookingLinkId: string;
  hostUserId: string;
  from: string;
  to: string;
}

/** The view and filters as /v1/bookings' query (without its page); dates are whole days in the member's zone. */
function bookingQuery(filters: Filters, now: Date) {
  const status = { upcoming: "CONFIRMED", pending: "PENDING", past: "CONFIRMED", cancelled: "CANCELLED" }[filters.view] as "CONFIRMED";
  const query: Record<string, string | number> = { status };
  if (filters.view === "upcoming") query.startFrom = now.toISOString();
  if (filters.view === "past") query.startTo = now.toISOString();
  if (filters.from) query.startFrom = localDayStart(filters.from).toISOString();
  if (filters.to) query.startTo = localDayStart(filters.to, 1).toISOString();
  if (filters.bookingLinkId) query.bookingLinkId = filters.bookingLinkId;
  if (filters.hostUserId) query.hostUserId = filters.hostUserId;
  return query;
}

type Api = ReturnType<typeof useDashboard>["api"];

const readPage = (api: Api, query: Record<string, string | number>, page: number, pageSize = PAGE_SIZE) =>
  unwrap(api.GET("/v1/bookings", { params: { query: { ...query, page, pageSize } as never } }));

/**
 * A page of bookings as the service orders them (oldest first), or newest first (the past): the total is read
 * first, then the one or two pages of the service that hold the page asked for.
 */
function useBookingPage(query: Record<string, string | number>, page: number, newestFirst: boolean) {
  const { api } = useDashboard();
  const total = useQuery({
    queryKey: ["bookings", query, "total"],
    queryFn: async () => (await readPage(api, query, 1, 1)).total,
    enabled: newestFirst,
  });
  return useQuery({
    queryKey: ["bookings", query, page, newestFirst ? total.data : "oldest first"],
    enabled: !newestFirst || total.data !== undefined,
    queryFn: async () => {
      if (!newestFirst) return readPage(api, query, page);
      const window = newestFirstWindow(total.data!, page, PAGE_SIZE);
      const pages = await Promise.all(window.servicePages.map((servicePage) => readPage(api, query, servicePage)));
      return {
        total: total.data!,
        data: newestFirstItems(
          window,
          pages.map((p) => p.data),
        ),
      };
    },
  });
}

export function BookingsScreen() {
  const { t } = useDashboard();
  const [filters, setFilters] = useState<Filters>({ view: "upcoming", bookingLinkId: "", hostUserId: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const [now] = useState(() => new Date());
  const query = bookingQuery(filters, now);
  const bookings = useBookingPage(query, page, filters.view === "past");
  const members = useMembers();
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const linkTitles = useLinkTitles((bookings.data?.data ?? []).map((booking) => booking.bookingLinkId));
  return (
    <section aria-labelledby="bookings-title">
      <ScreenHeading title={t("dashboard.bookingsTitle")} />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t("dashboard.bookingViews")}</legend>
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={filters.view === view}
            onClick={() => change({ view })}
            className={`inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium ${filters.view === view ? "border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900" : "border-slate-300 hover:border-slate-500 dark:border-slate-600"}`}
          >
            {t(VIEW_WORDS[view])}
          </button>
        ))}
      </fieldset>
      <BookingFilters filters={filters} change={change} members={members.data ?? []} />
      <div aria-busy={bookings.isFetching} className="flex flex-col gap-3">
        {bookings.isPending && <Loading />}
        <ProblemNotice error={bookings.error} />
        {bookings.data && bookings.data.data.length === 0 && <p className="py-6">{t("dashboard.noBookings")}</p>}
        <ul className="flex flex-col gap-3">
          {(bookings.data?.data ?? []).map((booking) => (
            <BookingRow key={booking.id} booking={booking as Booking} linkTitle={linkTitles.get(booking.bookingLinkId)} />
          ))}
        </ul>
        {bookings.data && <Pager page={page} pageSize={PAGE_SIZE} total={bookings.data.total} onPage={setPage} />}
      </div>
    </section>
  );
}

interface FiltersProps {
  filters: Filters;
  change: (next: Partial<Filters>) => void;
  members: { userId: string; user: { name: string } }[];
}

function BookingFilters({ filters, change, members }: FiltersProps) {
  const { t } = useDashboard();
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t("dashboard.filters")}</legend>
      <LinkFilter linkId={filters.bookingLinkId} onChange={(bookingLinkId) => change({ bookingLinkId })} />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.filterHost")}
        <select className={input} value={filters.hostUserId} onChange={(e) => change({ hostUserId: e.target.value })}>
          <option value="">{t("dashboard.any")}</option>
          {members.map((member) => (
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
