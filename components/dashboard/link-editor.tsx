"use client";
// The pages around the link form: a new link, or an existing one read fresh (its updatedAt guards the save).
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { LinkForm } from "./link-form";
import { Loading, ProblemNotice, ScreenHeading } from "./parts";
import type { Link } from "./resources";

export function NewLinkScreen() {
  const { t } = useDashboard();
  const router = useRouter();
  return (
    <section>
      <ScreenHeading title={t("dashboard.newLink")} />
      <LinkForm onSaved={() => router.push("/dashboard/links")} />
    </section>
  );
}

export function EditLinkScreen({ id }: { id: string }) {
  const { api, t } = useDashboard();
  const router = useRouter();
  const link = useQuery({
    queryKey: ["booking-links", id],
    queryFn: () => unwrap(api.GET("/v1/booking-links/{id}", { params: { path: { id } } })),
    // A form half filled must not be replaced under the member's hands.
    refetchOnWindowFocus: false,
  });
  return (
    <section>
      <ScreenHeading title={link.data ? t("dashboard.editLinkTitle", { title: link.data.title }) : t("dashboard.editLink")} />
      {link.isPending && <Loading />}
      <ProblemNotice error={link.error} />
      {link.data && <LinkForm key={link.data.updatedAt} link={link.data as Link} onSaved={() => router.push("/dashboard/links")} />}
    </section>
  );
}
