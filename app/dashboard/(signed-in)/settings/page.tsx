import { SettingsScreen } from "@/components/dashboard/settings-screen";

export default function SettingsPage() {
  return <SettingsScreen />;
}
