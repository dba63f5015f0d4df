import { BookingsScreen } from "@/components/dashboard/bookings-screen";

export default function BookingsPage() {
  return <BookingsScreen />;
}
