"use client";
// Team: members and their roles (changed by OWNER and ADMIN; revoking one ends their keys and sessions at once),
// and invites: who was asked, in which state, with sending and cancelling for those /v1 lets manage the team.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import { personName } from "@/lib/validation/fields";
import { useCan, useDashboard } from "./context";
import { button, card, dangerButton, input, Loading, muted, Pager, ProblemNotice, ScreenHeading, secondaryButton } from "./parts";
import { INVITE_STATUS_WORDS, ROLE_WORDS } from "./words";

const PAGE_SIZE = 50;

export function TeamScreen() {
  const { t } = useDashboard();
  const manage = useCan("manageTeam");
  return (
    <section className="flex flex-col gap-8">
      <div>
        <ScreenHeading title={t("dashboard.teamTitle")} />
        <Members manage={manage} />
      </div>
      {manage && (
        <div>
          <h2 className="mb-3 text-xl font-semibold">{t("dashboard.invitesTitle")}</h2>
          <InviteForm />
          <Invites manage={manage} />
        </div>
      )}
    </section>
  );
}

function Members({ manage }: { manage: boolean }) {
  const { api, t, me } = useDashboard();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<string>();
  const members = useQuery({
    queryKey: ["memberships", page],
    queryFn: () => unwrap(api.GET("/v1/memberships", { params: { query: { page, pageSize: PAGE_SIZE } } })),
  });
  const revoke = useMutation({
    mutationFn: (userId: string) => unwrap(api.POST("/v1/memberships/revoke", { body: { userId } })),
    onSuccess: () => {
      setRevoking(undefined);
      return queries.invalidateQueries({ queryKey: ["memberships"] });
    },
  });
  const listed = members.data?.data ?? [];
  // The team's one owner stays one (LAST_OWNER): with every member on this page, their role is not offered to change.
  const soleOwner = members.data && members.data.total <= listed.length && listed.filter((member) => member.role === "OWNER").length === 1;
  return (
    <div className="flex flex-col gap-3">
      {members.isPending && <Loading />}
      <ProblemNotice error={members.error ?? revoke.error} />
      <ul className="flex flex-col gap-2">
        {listed.map((member) => (
          <li key={member.userId} className={`${card} flex flex-wrap items-center justify-between gap-3`} data-testid="member-row">
            <div className="min-w-0">
              <p className="font-medium break-words">{member.user.name}</p>
              <p className={`${muted} break-all`}>{member.user.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {manage && (me.role === "OWNER" || member.role !== "OWNER") && !(soleOwner && member.role === "OWNER") ? (
                <RoleField userId={member.userId} name={member.user.name} role={member.role} />
              ) : (
                <span className="rounded-full bg-slate-200 px-3 py-1 text-sm dark:bg-slate-700">{t(ROLE_WORDS[member.role])}</span>
              )}
              {manage && member.userId !== me.user.id && revoking !== member.userId && (
                <button type="button" className={secondaryButton} onClick={() => setRevoking(member.userId)}>
                  {t("dashboard.revokeMember")}
                </button>
              )}
              {revoking === member.userId && (
                <fieldset className="flex flex-wrap items-center gap-2">
                  <legend className="sr-only">{t("dashboard.revokeMemberTitle", { name: member.user.name })}</legend>
                  <span className="text-sm">{t("dashboard.revokeConsequences")}</span>
                  <button
                    type="button"
                    // biome-ignore lint/a11y/noAutofocus: the choice the member just opened
                    autoFocus
                    className={dangerButton}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(member.userId)}
                  >
                    {t("dashboard.confirmRevoke")}
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => setRevoking(undefined)}>
                    {t("dashboard.keep")}
                  </button>
                </fieldset>
              )}
            </div>
          </li>
        ))}
      </ul>
      {members.data && <Pager page={page} pageSize={PAGE_SIZE} total={members.data.total} onPage={setPage} />}
    </div>
  );
}

type Role = keyof typeof ROLE_WORDS;

/**
 * A member's role, changed with a button rather than on the select's change: a closed select changes with each
 * arrow key in some browsers, which would send a change per key. /v1 decides (an ADMIN makes no OWNER, the last
 * OWNER stays one) and its words show when it refuses.
 */
function RoleField({ userId, name, role }: { userId: string; name: string; role: Role }) {
  const { api, t, me } = useDashboard();
  const queries = useQueryClient();
  const [wanted, setWanted] = useState<Role>(role);
  const change = useMutation({
    mutationFn: () => unwrap(api.POST("/v1/memberships/update", { body: { userId, role: wanted } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["memberships"] }),
  });
  const choices = (Object.keys(ROLE_WORDS) as Role[]).filter((r) => r !== "OWNER" || me.role === "OWNER");
  const id = `role-${userId}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("dashboard.roleOf", { name })}
      </label>
      <select id={id} className={`${input} w-auto`} value={wanted} onChange={(event) => setWanted(event.target.value as Role)}>
        {choices.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_WORDS[r])}
          </option>
        ))}
      </select>
      {wanted !== role && (
        <button type="button" className={secondaryButton} disabled={change.isPending} onClick={() => change.mutate()}>
          {t("dashboard.changeRole")}
        </button>
      )}
      {change.error && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          {change.error.message}
        </p>
      )}
    </div>
  );
}

const inviteForm = z.object({ receiverFullName: personName, receiverEmail: z.email().max(254) });
type InviteValues = z.infer<typeof inviteForm>;

function InviteForm() {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteForm), defaultValues: { receiverFullName: "", receiverEmail: "" } });
  const send = useMutation({
    mutationFn: (values: InviteValues) => unwrap(api.POST("/v1/invites/create", { body: { ...values, role: "MEMBER" } })),
    onSuccess: () => {
      form.reset();
      return queries.invalidateQueries({ queryKey: ["invites"] });
    },
    onError: (error) => {
      if (error instanceof ApiProblem && (error.field === "receiverEmail" || error.field === "receiverFullName")) {
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
      }
    },
  });
  const errors = form.formState.errors;
  return (
    <form className={`${card} mb-4 flex flex-col gap-3`} noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <h3 className="font-semibold">{t("dashboard.inviteSomeone")}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.inviteName")}
          <input
            className={input}
            autoComplete="off"
            aria-invalid={errors.receiverFullName ? true : undefined}
            {...form.register("receiverFullName")}
          />
          {errors.receiverFullName && <span className="text-red-700 dark:text-red-300">{t("dashboard.nameRule")}</span>}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.inviteEmail")}
          <input
            className={input}
            type="email"
            autoComplete="off"
            aria-invalid={errors.receiverEmail ? true : undefined}
            {...form.register("receiverEmail")}
          />
          {errors.receiverEmail && <span className="text-red-700 dark:text-red-300">{t("dashboard.invalidEmail")}</span>}
        </label>
      </div>
      <ProblemNotice error={send.error} />
      {send.isSuccess && (
        <p role="status" className={muted}>
          {t("dashboard.inviteSent")}
        </p>
      )}
      <button type="submit" className={`${button} w-fit`} disabled={send.isPending}>
        {t("dashboard.sendInvite")}
      </button>
    </form>
  );
}

function Invites({ manage }: { manage: boolean }) {
  const { api, t, locale } = useDashboard();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const invites = useQuery({
    queryKey: ["invites", page],
    queryFn: () => unwrap(api.GET("/v1/invites", { params: { query: { page, pageSize: PAGE_SIZE } } })),
  });
  const cancel = useMutation({
    mutationFn: (inviteId: string) => unwrap(api.POST("/v1/invites/cancel", { body: { inviteId } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["invites"] }),
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <div className="flex flex-col gap-3">
      {invites.isPending && <Loading />}
      <ProblemNotice error={invites.error ?? cancel.error} />
      {invites.data?.data.length === 0 && <p>{t("dashboard.noInvites")}</p>}
      <ul className="flex flex-col gap-2">
        {(invites.data?.data ?? []).map((invite) => (
          <li key={invite.id} className={`${card} flex flex-wrap items-center justify-between gap-3`} data-testid="invite-row">
            <div className="min-w-0">
              <p className="font-medium break-words">{invite.receiverFullName}</p>
              {/* A long address may break anywhere; the date only between its words. */}
              <p className={muted}>
                <span className="break-all">{invite.receiverEmail}</span> ·{" "}
                <span className="break-words">{t("dashboard.invitedOn", { date: date.format(new Date(invite.createdAt)) })}</span>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-slate-200 px-3 py-1 text-sm dark:bg-slate-700">
                {t(INVITE_STATUS_WORDS[inviteState(invite)])}
              </span>
              {manage && inviteState(invite) === "PENDING" && (
                <button type="button" className={secondaryButton} disabled={cancel.isPending} onClick={() => cancel.mutate(invite.id)}>
                  {t("dashboard.cancelInvite")}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {invites.data && <Pager page={page} pageSize={PAGE_SIZE} total={invites.data.total} onPage={setPage} />}
    </div>
  );
}

/** An invite as its receiver finds it: a pending one past its expiry no longer answers. */
function inviteState(invite: { status: "PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED"; expiresAt: string }) {
  return invite.status === "PENDING" && Date.parse(invite.expiresAt) <= Date.now() ? "EXPIRED" : invite.status;
}
