// /dashboard: the first section the member may use (a BILLING_ONLY member has no bookings to read).
import { redirect } from "next/navigation";
import { sectionsFor } from "@/lib/dashboard/sections";
import { getSession, readMe } from "@/lib/dashboard/server";

export default async function DashboardStart() {
  const session = await getSession();
  const me = session.key ? await readMe(session.key).catch(() => undefined) : undefined;
  redirect(me ? (sectionsFor(me.permissions)[0]?.href ?? "/dashboard/team") : "/dashboard/sign-in");
}
