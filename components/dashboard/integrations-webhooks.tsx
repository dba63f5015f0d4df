"use client";
// Webhooks (OWNER and ADMIN): the team's, each with its delivery log in a panel that opens; creating one (its signing
// secret shown once) and deleting with a confirm step.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { DeliveryLog } from "./integrations-deliveries";
import { ConfirmStep, IntegrationSection, SecretBox, useWhen } from "./integrations-parts";
import { CreateWebhookForm } from "./integrations-webhook-form";
import { WEBHOOK_EVENT_WORDS } from "./integrations-words";
import { card, Loading, muted, Pager, ProblemNotice, secondaryButton } from "./parts";

type Webhook = components["schemas"]["Webhook"];
const PAGE_SIZE = 20;

export function WebhooksSection() {
  const { api, t } = useDashboard();
  const [created, setCreated] = useState<{ url: string; secret: string }>();
  const [page, setPage] = useState(1);
  const webhooks = useQuery({
    queryKey: ["webhooks", page],
    queryFn: () => unwrap(api.GET("/v1/webhooks", { params: { query: { page, pageSize: PAGE_SIZE } } })),
  });
  return (
    <IntegrationSection id="webhooks" title={t("dashboard.webhooksTitle")} lead={t("dashboard.webhooksLead")}>
      <CreateWebhookForm onCreated={setCreated} />
      {created && (
        <SecretBox
          title={t("dashboard.newWebhookTitle", { url: created.url })}
          secret={created.secret}
          copyLabel={t("dashboard.copySecret")}
          note={t("dashboard.newWebhookNote")}
          onDismiss={() => setCreated(undefined)}
        />
      )}
      {webhooks.isPending && <Loading />}
      <ProblemNotice error={webhooks.error} />
      {webhooks.data?.data.length === 0 && <p>{t("dashboard.noWebhooks")}</p>}
      <ul className="flex flex-col gap-2">
        {(webhooks.data?.data ?? []).map((webhook) => (
          <WebhookRow key={webhook.id} webhook={webhook} />
        ))}
      </ul>
      {webhooks.data && <Pager page={page} pageSize={PAGE_SIZE} total={webhooks.data.total} onPage={setPage} />}
    </IntegrationSection>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const { api, t } = useDashboard();
  const when = useWhen();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/webhooks/delete", { body: { webhookId: webhook.id } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["webhooks"] }),
  });
  const panel = `deliveries-${webhook.id}`;
  return (
    <li className={card} data-testid="webhook-row">
      <p className="font-mono text-sm font-medium break-all">{webhook.url}</p>
      {webhook.description && <p className="break-words">{webhook.description}</p>}
      <p className={muted}>{webhook.events.map((event) => t(WEBHOOK_EVENT_WORDS[event])).join(" · ")}</p>
      <p className={muted}>{t("dashboard.createdOn", { date: when(webhook.createdAt) })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {open ? t("dashboard.hideDeliveries") : t("dashboard.showDeliveries")}
        </button>
        {!confirming && (
          <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            {t("dashboard.delete")}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          legend={t("dashboard.deleteWebhookTitle", { url: webhook.url })}
          consequence={t("dashboard.deleteWebhookConsequence")}
          confirm={t("dashboard.confirmDeleteWebhook")}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onKeep={() => setConfirming(false)}
        />
      )}
      <ProblemNotice error={remove.error} />
      {open && <DeliveryLog id={panel} webhookId={webhook.id} />}
    </li>
  );
}
