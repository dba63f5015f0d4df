import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function BookingPageNotFound() {
  return <NotFoundNotice title="pageNotFoundTitle" text="pageNotFoundText" />;
}
