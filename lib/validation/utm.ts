// Attribution: the utm_* parameters of the page a booking was made from, kept
// with the booking for the team (GET /v1/bookings) and never shown to the
// visitor. Zod-free: the booking page's first bundle reads its address with it.
import { lineProblem } from "./line-problem";

/** The five campaign parameters, as the API names them; in addresses each is `utm_<key>`. */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const MAX_UTM_LENGTH = 200;

/** The attribution as stored and answered: null when no parameter was given. */
export const storedUtm = (utm: Utm | undefined): Utm | null => (utm && Object.keys(utm).length > 0 ? utm : null);

/** A value the service stores: one line of 1 to 200 characters, no control, bidi or malformed character. */
export const isUtmValue = (value: string) => value.length >= 1 && value.length <= MAX_UTM_LENGTH && lineProblem(value) === undefined;
