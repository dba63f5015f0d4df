// The dashboard's sections, each shown to those whom /v1 lets use it (GET /v1/me's permissions): the navigation
// lists them, and /dashboard opens the first.
export const SECTIONS = [
  { href: "/dashboard/bookings", label: "dashboard.navBookings", needs: "readBookings" },
  { href: "/dashboard/links", label: "dashboard.navLinks", needs: "manageOwn" },
  { href: "/dashboard/availability", label: "dashboard.navAvailability", needs: "manageOwn" },
  { href: "/dashboard/team", label: "dashboard.navTeam", needs: undefined },
  { href: "/dashboard/audit-log", label: "dashboard.navAudit", needs: "readAuditLogs" },
  { href: "/dashboard/integrations", label: "dashboard.navIntegrations", needs: undefined },
  { href: "/dashboard/settings", label: "dashboard.navSettings", needs: "manageOwn" },
] as const;

export type Section = (typeof SECTIONS)[number];

export function sectionsFor(permissions: Record<string, boolean>): Section[] {
  return SECTIONS.filter((section) => section.needs === undefined || permissions[section.needs] === true);
}
