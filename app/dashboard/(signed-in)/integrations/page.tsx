import { IntegrationsScreen } from "@/components/dashboard/integrations-screen";

export default function IntegrationsPage() {
  return <IntegrationsScreen />;
}
