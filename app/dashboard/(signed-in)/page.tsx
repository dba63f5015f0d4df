import { redirect } from "next/navigation";

export default function DashboardStart() {
  redirect("/dashboard/bookings");
}
