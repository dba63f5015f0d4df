import { AvailabilityScreen } from "@/components/dashboard/availability-screen";

export default function AvailabilityPage() {
  return <AvailabilityScreen />;
}
