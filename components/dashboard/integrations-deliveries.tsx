"use client";
// A webhook's delivery log: each attempt, newest first, a page at a time; what the receiver answered and when the
// next try is due.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { Fact, useWhen } from "./integrations-parts";
import { DELIVERY_STATUS_WORDS, WEBHOOK_EVENT_WORDS } from "./integrations-words";
import { Loading, muted, Pager, ProblemNotice } from "./parts";

type Delivery = components["schemas"]["WebhookDelivery"];
const PAGE_SIZE = 10;

export function DeliveryLog({ id, webhookId }: { id: string; webhookId: string }) {
  const { api, t } = useDashboard();
  const [page, setPage] = useState(1);
  const deliveries = useQuery({
    queryKey: ["webhook-deliveries", webhookId, page],
    queryFn: () =>
      unwrap(api.GET("/v1/webhooks/{id}/deliveries", { params: { path: { id: webhookId }, query: { page, pageSize: PAGE_SIZE } } })),
  });
  return (
    <section
      id={id}
      aria-label={t("dashboard.deliveriesTitle")}
      className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700"
    >
      <h3 className="font-semibold">{t("dashboard.deliveriesTitle")}</h3>
      {deliveries.isPending && <Loading />}
      <ProblemNotice error={deliveries.error} />
      {deliveries.data?.data.length === 0 && (
        <p role="status" className={muted}>
          {t("dashboard.noDeliveries")}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {(deliveries.data?.data ?? []).map((delivery) => (
          <DeliveryRow key={`${delivery.messageId}-${delivery.attempt}`} delivery={delivery} />
        ))}
      </ul>
      {deliveries.data && <Pager page={page} pageSize={PAGE_SIZE} total={deliveries.data.total} onPage={setPage} />}
    </section>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const { t } = useDashboard();
  const when = useWhen();
  return (
    <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="delivery-row">
      <p className="text-sm font-medium">
        {t(WEBHOOK_EVENT_WORDS[delivery.event])} · {when(delivery.startedAt)}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <Fact term={t("dashboard.deliveryState")}>{t(DELIVERY_STATUS_WORDS[delivery.deliveryStatus])}</Fact>
        <Fact term={t("dashboard.deliveryHttpStatus")}>{delivery.statusCode ?? t("dashboard.deliveryNoAnswer")}</Fact>
        <Fact term={t("dashboard.deliveryDuration")}>{t("dashboard.milliseconds", { count: delivery.durationMs })}</Fact>
        <Fact term={t("dashboard.deliveryAttempt")}>{delivery.attempt}</Fact>
        <Fact term={t("dashboard.deliveryNextAttempt")}>{when(delivery.nextAttemptAt) || t("dashboard.deliveryNoRetry")}</Fact>
      </dl>
      {delivery.response && <p className={`${muted} mt-2 font-mono break-all`}>{delivery.response}</p>}
    </li>
  );
}
