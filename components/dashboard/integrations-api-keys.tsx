"use client";
// API keys: the member's own (every member's, or one member's, for those /v1 lets list others' keys), creating
// one (its secret shown once, in this component's state only), revoking with a confirm step.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useCan, useDashboard } from "./context";
import { CreateApiKeyForm } from "./integrations-api-key-form";
import { ConfirmStep, Fact, IntegrationSection, SecretBox, useWhen } from "./integrations-parts";
import { KEY_STATE_WORDS } from "./integrations-words";
import { card, input, Loading, Pager, ProblemNotice, secondaryButton } from "./parts";
import { useMembers } from "./resources";

type ApiKey = components["schemas"]["ApiKey"];
const PAGE_SIZE = 20;
const MINE = "mine";
const ALL = "all";

export function ApiKeysSection() {
  const { t } = useDashboard();
  const [created, setCreated] = useState<{ name: string; key: string }>();
  return (
    <IntegrationSection id="api-keys" title={t("dashboard.apiKeysTitle")} lead={t("dashboard.apiKeysLead")}>
      <CreateApiKeyForm onCreated={setCreated} />
      {created && (
        <SecretBox
          title={t("dashboard.newKeyTitle", { name: created.name })}
          secret={created.key}
          copyLabel={t("dashboard.copyKey")}
          note={t("dashboard.newKeyNote")}
          onDismiss={() => setCreated(undefined)}
        />
      )}
      <ApiKeyList />
    </IntegrationSection>
  );
}

/** Whose keys: "mine", "all", or a member's id (OWNER and ADMIN only; /v1 refuses the others). */
function useKeys(scope: string, page: number) {
  const { api } = useDashboard();
  const query = scope === MINE ? {} : scope === ALL ? { all: "true" as const } : { userId: scope };
  return useQuery({
    queryKey: ["api-keys", scope, page],
    queryFn: () => unwrap(api.GET("/v1/api-keys", { params: { query: { page, pageSize: PAGE_SIZE, ...query } } })),
  });
}

function ApiKeyList() {
  const { t } = useDashboard();
  const others = useCan("manageOthersApiKeys");
  const [scope, setScope] = useState(MINE);
  const [page, setPage] = useState(1);
  const keys = useKeys(scope, page);
  const names = useMemberNames(others && scope !== MINE);
  return (
    <div className="flex flex-col gap-3">
      {others && (
        <label className="flex max-w-sm flex-col gap-1 text-sm font-medium">
          {t("dashboard.whoseKeys")}
          <select
            className={input}
            value={scope}
            onChange={(event) => {
              setScope(event.target.value);
              setPage(1);
            }}
          >
            <option value={MINE}>{t("dashboard.myKeys")}</option>
            <option value={ALL}>{t("dashboard.everyonesKeys")}</option>
            {[...names].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {keys.isPending && <Loading />}
      <ProblemNotice error={keys.error} />
      {keys.data?.data.length === 0 && <p>{t("dashboard.noKeys")}</p>}
      <ul className="flex flex-col gap-2">
        {(keys.data?.data ?? []).map((key) => (
          <ApiKeyRow key={key.id} apiKey={key} owner={scope === MINE ? undefined : (names.get(key.userId) ?? key.userId)} />
        ))}
      </ul>
      {keys.data && <Pager page={page} pageSize={PAGE_SIZE} total={keys.data.total} onPage={setPage} />}
    </div>
  );
}

/** Members' names by id, to say whose each key is (removed members' keys show no name). */
function useMemberNames(enabled: boolean): Map<string, string> {
  const { me } = useDashboard();
  const members = useMembers(enabled);
  const names = new Map<string, string>([[me.user.id, me.user.fullName]]);
  for (const member of members.data ?? []) names.set(member.userId, member.user.name);
  return names;
}

const keyState = (key: ApiKey) =>
  key.revokedAt ? "revoked" : key.expiresAt && Date.parse(key.expiresAt) <= Date.now() ? "expired" : "active";

function ApiKeyRow({ apiKey, owner }: { apiKey: ApiKey; owner?: string }) {
  const { api, t } = useDashboard();
  const when = useWhen();
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/api-keys/revoke", { body: { apiKeyId: apiKey.id } })),
    onSuccess: () => {
      setConfirming(false);
      return queries.invalidateQueries({ queryKey: ["api-keys"] });
    },
  });
  const state = keyState(apiKey);
  return (
    <li className={card} data-testid="api-key-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{apiKey.name}</p>
          <p className="font-mono text-sm break-all text-slate-600 dark:text-slate-300">{apiKey.prefix}…</p>
        </div>
        <span className="rounded-full bg-slate-200 px-3 py-1 text-sm dark:bg-slate-700">{t(KEY_STATE_WORDS[state])}</span>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {owner !== undefined && <Fact term={t("dashboard.keyOwner")}>{owner}</Fact>}
        <Fact term={t("dashboard.keyCreated")}>{when(apiKey.createdAt)}</Fact>
        <Fact term={t("dashboard.keyLastUsed")}>{when(apiKey.lastUsedAt) || t("dashboard.keyNeverUsed")}</Fact>
        <Fact term={t("dashboard.keyExpires")}>{when(apiKey.expiresAt) || t("dashboard.keyNeverExpires")}</Fact>
      </dl>
      {state !== "revoked" && !confirming && (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setConfirming(true)}>
          {t("dashboard.revokeKey")}
        </button>
      )}
      {confirming && (
        <ConfirmStep
          legend={t("dashboard.revokeKeyTitle", { name: apiKey.name })}
          consequence={t("dashboard.revokeKeyConsequence")}
          confirm={t("dashboard.confirmRevokeKey")}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate()}
          onKeep={() => setConfirming(false)}
        />
      )}
      <ProblemNotice error={revoke.error} />
    </li>
  );
}
