import { TeamScreen } from "@/components/dashboard/team-screen";

export default function TeamPage() {
  return <TeamScreen />;
}
