// One error type for every expected failure. Each code maps to exactly one
// HTTP status in ERROR_STATUS, and the HTTP layer renders every AppError as
// the same problem+json body (see lib/http/problem.ts).

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  RANGE_TOO_LARGE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  SLOT_UNAVAILABLE: 409,
  ALREADY_MEMBER: 409,
  INVITE_ALREADY_PENDING: 409,
  INVITEE_ON_PAID_PLAN: 409,
  INVITE_NOT_PENDING: 409,
  LAST_OWNER: 409,
  STALE_UPDATE: 409,
  SCHEDULE_IN_USE: 409,
  SCHEDULE_IS_DEFAULT: 409,
  BOOKING_LINK_UNAVAILABLE: 409,
  BOOKING_NOT_ACTIVE: 409,
  BOOKING_RESCHEDULED: 409,
  BOOKING_STARTED: 409,
  BOOKING_NOT_PENDING: 409,
  TOO_MANY_RESERVATIONS: 409,
  SLUG_TAKEN: 409,
  BOOKING_LINK_DELETED: 409,
  TOO_MANY_API_KEYS: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  BOOKING_PAGE_IS_DEFAULT: 409,
  CALENDAR_NOT_CONNECTED: 409,
  CALENDAR_IN_USE: 409,
  NOT_A_SESSION: 409,
  MANAGE_TOKEN_EXPIRED: 410,
  INVITE_EXPIRED: 410,
  SIGN_IN_LINK_USED: 410,
  SIGN_IN_LINK_EXPIRED: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SLOT_NOT_OFFERED: 422,
  CANNOT_REVOKE_SELF: 422,
  UNKNOWN_DURATION: 422,
  ATTENDEE_REQUIRED: 422,
  TOO_MANY_SCHEDULERS: 422,
  DUPLICATE_ATTENDEE: 422,
  GUESTS_NOT_ALLOWED: 422,
  TOO_MANY_GUESTS: 422,
  CUSTOM_FIELD_REQUIRED: 422,
  UNKNOWN_CUSTOM_FIELD: 422,
  CALENDAR_AUTH_FAILED: 422,
  CALENDAR_UNREACHABLE: 422,
  CALENDAR_NOT_READABLE: 422,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  CALENDARS_NOT_CONFIGURED: 503,
  COMMIT_OUTCOME_UNKNOWN: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly issues?: FieldIssue[];
  /** Headers the answer carries (Retry-After, say). */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { field?: string; issues?: FieldIssue[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.field = options.field;
    this.issues = options.issues;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string, field?: string) => new AppError("NOT_FOUND", `${what} was not found.`, { field });
