import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function BookingLinkNotFound() {
  return <NotFoundNotice title="notFoundTitle" text="notFoundText" />;
}
