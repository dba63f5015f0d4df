import { EditLinkScreen } from "@/components/dashboard/link-editor";

export default async function EditLinkPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditLinkScreen id={(await params).id} />;
}
