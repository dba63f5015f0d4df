// A confirmation address this app did not sign (lib/public-booking/server/confirmation.ts): forged, or made before the signing key changed.
import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function ConfirmationNotFound() {
  return <NotFoundNotice title="confirmationNotFoundTitle" text="confirmationNotFoundText" />;
}
