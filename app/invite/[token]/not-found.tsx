// An invite address the service does not know: mistyped, or another team's.
import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function InviteNotFound() {
  return <NotFoundNotice title="inviteNotFoundTitle" text="inviteNotFoundText" />;
}
