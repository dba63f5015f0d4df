import { AuditScreen } from "@/components/dashboard/audit-screen";

export default function AuditLogPage() {
  return <AuditScreen />;
}
