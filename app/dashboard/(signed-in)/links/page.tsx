import { LinksScreen } from "@/components/dashboard/links-screen";

export default function LinksPage() {
  return <LinksScreen />;
}
