// The root: the team's booking pages (a newcomer to the demo finds a way in), then where the service answers.
import { HomeView } from "@/components/profile/home-view";
import { loadPageSummaries } from "@/lib/public-booking/server/load-public-page";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  // The service unreachable: the page still says where the API is.
  const pages = await loadPageSummaries().catch(() => []);
  return <HomeView pages={pages} />;
}
