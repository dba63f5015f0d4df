// An embed of a link that does not exist: the same page as /book/<id>'s, not the framework's bare 404.
import { NotFoundNotice } from "@/components/booking/not-found-notice";

export default function BookingLinkNotFound() {
  return <NotFoundNotice title="notFoundTitle" text="notFoundText" />;
}
