"use client";
// Calendar feeds: the member's secret iCalendar addresses of the bookings they host. A new feed's address is shown
// once (the service keeps only its hash), in this component's state; deleting one makes its address answer 404.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { ConfirmStep, IntegrationSection, SecretBox, useWhen } from "./integrations-parts";
import { button, card, Loading, Pager, ProblemNotice, secondaryButton } from "./parts";

type Feed = components["schemas"]["CalendarFeed"];
const PAGE_SIZE = 20;

export function FeedsSection() {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const [address, setAddress] = useState<string>();
  const [page, setPage] = useState(1);
  const feeds = useQuery({
    queryKey: ["calendar-feeds", page],
    queryFn: () => unwrap(api.GET("/v1/calendar-feeds", { params: { query: { page, pageSize: PAGE_SIZE } } })),
  });
  const create = useMutation({
    // The address is handed on here; what the mutation keeps is the feed without it.
    mutationFn: async () => {
      const { url, ...created } = await unwrap(api.POST("/v1/calendar-feeds/create", { body: {} }));
      setAddress(url);
      return created;
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ["calendar-feeds"] }),
  });
  return (
    <IntegrationSection id="calendar-feeds" title={t("dashboard.feedsTitle")} lead={t("dashboard.feedsLead")}>
      <button type="button" className={`${button} w-fit`} disabled={create.isPending} onClick={() => create.mutate()}>
        {t("dashboard.createFeed")}
      </button>
      <ProblemNotice error={create.error} />
      {address && (
        <SecretBox
          title={t("dashboard.newFeedTitle")}
          secret={address}
          copyLabel={t("dashboard.copyAddress")}
          note={t("dashboard.newFeedNote")}
          onDismiss={() => setAddress(undefined)}
        />
      )}
      {feeds.isPending && <Loading />}
      <ProblemNotice error={feeds.error} />
      {feeds.data?.data.length === 0 && <p>{t("dashboard.noFeeds")}</p>}
      <ul className="flex flex-col gap-2">
        {(feeds.data?.data ?? []).map((feed) => (
          <FeedRow key={feed.id} feed={feed} />
        ))}
      </ul>
      {feeds.data && <Pager page={page} pageSize={PAGE_SIZE} total={feeds.data.total} onPage={setPage} />}
    </IntegrationSection>
  );
}

function FeedRow({ feed }: { feed: Feed }) {
  const { api, t } = useDashboard();
  const when = useWhen();
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/calendar-feeds/delete", { body: { feedId: feed.id } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["calendar-feeds"] }),
  });
  const created = when(feed.createdAt);
  return (
    <li className={`${card} flex flex-wrap items-center justify-between gap-3`} data-testid="feed-row">
      <p className="font-medium">{t("dashboard.feedCreated", { date: created })}</p>
      {!confirming && (
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {t("dashboard.delete")}
        </button>
      )}
      {confirming && (
        <ConfirmStep
          legend={t("dashboard.deleteFeedTitle", { date: created })}
          consequence={t("dashboard.deleteFeedConsequence")}
          confirm={t("dashboard.confirmDeleteFeed")}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onKeep={() => setConfirming(false)}
        />
      )}
      <ProblemNotice error={remove.error} />
    </li>
  );
}
