import { NewLinkScreen } from "@/components/dashboard/link-editor";

export default function NewLinkPage() {
  return <NewLinkScreen />;
}
