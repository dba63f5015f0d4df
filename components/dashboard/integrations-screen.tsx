"use client";
// Integrations: what connects the team's scheduling to other software. Each section shows only when /v1 lets the
// member use it (GET /v1/me's permissions): API keys for everyone, webhooks for OWNER and ADMIN, calendar feeds and
// connected calendars for those who keep their own calendar.
import { useCan, useDashboard } from "./context";
import { ApiKeysSection } from "./integrations-api-keys";
import { CalendarsSection } from "./integrations-calendars";
import { FeedsSection } from "./integrations-feeds";
import { WebhooksSection } from "./integrations-webhooks";
import { ScreenHeading } from "./parts";

export function IntegrationsScreen() {
  const { t } = useDashboard();
  const webhooks = useCan("manageWebhooks");
  const feeds = useCan("useCalendarFeeds");
  const calendars = useCan("manageOwn");
  return (
    <div>
      <ScreenHeading title={t("dashboard.integrationsTitle")} />
      <div className="flex flex-col gap-10">
        <ApiKeysSection />
        {webhooks && <WebhooksSection />}
        {feeds && <FeedsSection />}
        {calendars && <CalendarsSection />}
      </div>
    </div>
  );
}
