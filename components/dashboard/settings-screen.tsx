"use client";
// Booking page settings: the address (/<username>), description, on or off, brand colour, language and the
// service's banner, for the member's own pages (everyone's for OWNER and ADMIN), saved with the updatedAt read.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { components } from "@/lib/api-client";
import { allPages, PICKER_PAGE_SIZE } from "@/lib/contract/all-pages";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import { USERNAME } from "@/lib/validation/username";
import { useCan, useDashboard } from "./context";
import { button, card, input, inputBase, Loading, muted, ProblemNotice, ScreenHeading, WordOptions } from "./parts";
import { PAGE_LANGUAGE_WORDS } from "./words";

type BookingPage = components["schemas"]["BookingPage"];
const LANGUAGES = ["en", "de", "es", "ja", "it"] as const;

const pageForm = z.object({
  username: z.string().regex(USERNAME),
  descripton: z.string().max(5_000),
  enabled: z.boolean(),
  brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  useBrandColor: z.boolean(),
  language: z.enum(LANGUAGES),
  hideServiceBanner: z.boolean(),
});
type PageValues = z.infer<typeof pageForm>;

export function SettingsScreen() {
  const { api, t, me } = useDashboard();
  const everyone = useCan("manageOthers");
  const pages = useQuery({
    queryKey: ["booking-pages"],
    // Every page of the list: an owner picks among the whole team's pages, five hundred in a large one.
    queryFn: () => allPages((page) => unwrap(api.GET("/v1/booking-pages", { params: { query: { page, pageSize: PICKER_PAGE_SIZE } } }))),
    select: (all) => all.filter((candidate) => everyone || candidate.userId === me.user.id),
    refetchOnWindowFocus: false,
  });
  const [chosenId, setChosenId] = useState<string>();
  const list = pages.data ?? [];
  const chosen = list.find((page) => page.id === chosenId) ?? list.find((page) => page.userId === me.user.id && page.isDefault) ?? list[0];
  return (
    <section>
      <ScreenHeading title={t("dashboard.settingsTitle")} />
      {pages.isPending && <Loading />}
      <ProblemNotice error={pages.error} />
      {list.length > 1 && (
        <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm font-medium">
          {t("dashboard.bookingPage")}
          <select className={input} value={chosen?.id} onChange={(event) => setChosenId(event.target.value)}>
            {list.map((page) => (
              <option key={page.id} value={page.id}>
                /{page.username}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && <PageForm key={chosen.id} page={chosen} />}
    </section>
  );
}

function valuesOf(page: BookingPage): PageValues {
  return {
    username: page.username,
    descripton: page.descripton ?? "",
    enabled: page.status === "ENABLED",
    brandColor: page.brandColor ?? "#1e293b",
    useBrandColor: page.brandColor !== null,
    language: (LANGUAGES as readonly string[]).includes(page.language) ? (page.language as PageValues["language"]) : "en",
    hideServiceBanner: page.hideServiceBanner,
  };
}

function PageForm({ page }: { page: BookingPage }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const form = useForm<PageValues>({ resolver: zodResolver(pageForm), defaultValues: valuesOf(page) });
  // The page as saved (its new updatedAt, which the next save must carry) becomes what the form shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the page resets the form
  useEffect(() => form.reset(valuesOf(page)), [page.updatedAt]);
  const save = useMutation({
    mutationFn: (values: PageValues) =>
      unwrap(
        api.POST("/v1/booking-pages/update", {
          body: {
            bookingPageId: page.id,
            updatedAt: page.updatedAt,
            username: values.username,
            descripton: values.descripton === "" ? null : values.descripton,
            status: values.enabled ? "ENABLED" : "DISABLED",
            brandColor: values.useBrandColor ? values.brandColor.toLowerCase() : null,
            language: values.language,
            hideServiceBanner: values.hideServiceBanner,
          },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["booking-pages"] }),
    onError: (error) => {
      if (error instanceof ApiProblem && (error.field === "username" || error.field === "descripton"))
        form.setError(error.field, { type: "server", message: error.message }, { shouldFocus: true });
    },
  });
  const usernameError = form.formState.errors.username;
  return (
    <form className={`${card} flex max-w-2xl flex-col gap-4`} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <p className={muted}>
        {t("dashboard.pageAddress")}{" "}
        <a className="font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300" href={`/${page.username}`}>
          /{page.username}
        </a>
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.pageUsername")}
        <input
          className={input}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={usernameError ? true : undefined}
          {...form.register("username")}
        />
        <span className={usernameError ? "text-red-700 dark:text-red-300" : muted}>
          {usernameError?.type === "server" ? usernameError.message : t("dashboard.usernameRule")}
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.fieldDescription")}
        <textarea rows={3} className={input} {...form.register("descripton")} />
      </label>
      <PageOptions form={form} />
      <ProblemNotice error={save.error} />
      {save.isSuccess && (
        <p role="status" className={muted}>
          {t("dashboard.saved")}
        </p>
      )}
      <button type="submit" className={`${button} w-fit`} disabled={save.isPending}>
        {t("dashboard.savePage")}
      </button>
    </form>
  );
}

function PageOptions({ form }: { form: ReturnType<typeof useForm<PageValues>> }) {
  const { t } = useDashboard();
  return (
    <>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t("dashboard.fieldLanguage")}
        <select className={input} {...form.register("language")}>
          <WordOptions values={LANGUAGES} words={PAGE_LANGUAGE_WORDS} />
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="h-5 w-5" {...form.register("useBrandColor")} />
          {t("dashboard.useBrandColor")}
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          {t("dashboard.brandColor")}
          <input type="color" className={`${inputBase} h-11 w-16 p-1`} {...form.register("brandColor")} />
        </label>
      </div>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register("enabled")} />
        {t("dashboard.pageEnabled")}
      </label>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register("hideServiceBanner")} />
        {t("dashboard.hideServiceBanner")}
      </label>
    </>
  );
}
