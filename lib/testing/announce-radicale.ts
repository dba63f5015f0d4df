// Says once, plainly, whether the CalDAV tests (the caldav project) will run.
import { radicaleMissing } from "./radicale";

export default function announceRadicale() {
  console.log(radicaleMissing ? `caldav: ${radicaleMissing}` : "caldav: running against Radicale started by each test file");
}
