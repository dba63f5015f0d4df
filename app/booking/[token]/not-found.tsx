// A manage address the service does not know: forged, revoked, or another team's.
import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function ManageAddressNotFound() {
  return <NotFoundNotice title="manageNotFoundTitle" text="manageNotFoundText" />;
}
