// The one catalogue of words, in English: the booking pages' and, under
// "email.", the booking e-mails'. English is the source of the keys: every
// other language is a Catalog, so a missing or extra key fails the typecheck.
// Messages are ICU MessageFormat (intl-messageformat): `{name}`, plural,
// select and `{n, number}` arguments; a list (string[]) is written as the
// language writes one. See translate.ts.
import { dashboardEn } from "./dashboard-en";

export const en = {
  ...dashboardEn,
  withHosts: "with {hosts}",
  duration: "Duration",
  durationMinutes: "{count} min",
  durationHours: "{count} h",
  location: "Location",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  noSlotsThisMonth: "No times are available this month.",
  showNextAvailable: "Show the next available month",
  calendarLayout: "Calendar view",
  monthLayout: "Month",
  weekLayout: "Week",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  weekKeysHint:
    "Arrow keys move between times: up and down within a day, left and right across days; Home and End go to a day’s first and last time.",
  noSlotsThisWeek: "No times are available this week.",
  showNextAvailableDay: "Show the next day with times",
  noSlotsOnDay: "No times are available on this day.",
  pickADay: "Pick a day to see its times.",
  slotsLoadFailed: "The times could not be loaded.",
  tryAgain: "Try again",
  daySlots: "{count, plural, =0 {No times available} one {# time available} other {# times available}}",
  dayNoSlots: "No times available",
  timesOn: "Times on {date}",
  timeZone: "Time zone",
  searchTimeZones: "City, country or zone (London, PST)",
  timeZoneSuggestions: "Suggestions",
  noTimeZoneMatch: "No time zone matches “{search}”",
  apply: "Apply",
  timeFormat: "Time format",
  hour12: "12 h",
  hour24: "24 h",
  loading: "Loading…",
  yourDetails: "Your details",
  selectedSlot: "{date} at {time}",
  changeTime: "Change time",
  name: "Name",
  email: "Email",
  guests: "Guests",
  addGuest: "Add a guest",
  removeGuest: "Remove guest {number}",
  guestName: "Guest {number} name",
  guestEmail: "Guest {number} email",
  guestLimit: "{max, plural, one {You can invite up to # guest.} other {You can invite up to # guests.}}",
  optional: "optional",
  confirmBooking: "Confirm booking",
  requestBooking: "Request booking",
  submitting: "Booking…",
  errorRequired: "This field is required.",
  errorEmail: "Enter a valid email address.",
  errorTooLong: "This is too long.",
  errorSingleLine: "Use a single line.",
  errorHiddenCharacters: "Remove the invisible or formatting characters.",
  errorPhone: "Enter a valid phone number.",
  errorNumber: "Enter a number.",
  errorWholeNumber: "Enter a whole number.",
  errorNumberMin: "Enter {min} or more.",
  errorNumberMax: "Enter {max} or less.",
  errorChoice: "Choose from the options given.",
  errorDuplicateEmail: "Each person needs a different email address.",
  errorTooManyGuests: "{max, plural, one {You can invite at most # guest.} other {You can invite at most # guests.}}",
  errorSlotTaken: "Someone just booked this time. Please pick another one; your details are kept.",
  errorSlotGone: "This time can no longer be booked. Please pick another one.",
  holdEndsIn: "We're holding this time for you for another {time}.",
  holdEndingSoon: "Your hold on this time ends in less than two minutes.",
  holdEnded: "We're no longer holding this time for you. You can still book it if no one else has.",
  errorSlotHeld: "Someone else is booking this time right now. Please pick another one.",
  errorSlotBookedHere: "You booked this time yourself; your booking stands. Pick another time to book one more.",
  errorHoldTaken: "Your hold on this time ran out and someone else booked it. Please pick another one; your details are kept.",
  errorUnavailable: "Booking is not possible right now. Please try again in a moment.",
  errorGeneric: "Something went wrong. Please try again.",
  errorTooManyAttempts: "Too many attempts from your connection. Please wait a minute and try again.",
  errorTooManyRequests: "Too many requests from your connection. Please wait a minute and try again.",
  errorSummary: "Please correct the highlighted fields.",
  confirmedTitle: "You are booked",
  pendingTitle: "Request sent",
  pendingText: "Your request is waiting for the host's approval. You will hear from them once it is confirmed.",
  when: "When",
  addToCalendar: "Add to calendar",
  downloadIcs: "Download (.ics)",
  googleCalendar: "Google Calendar",
  bookAnother: "Book another time",
  unavailableTitle: "This booking link is not available",
  unavailableText: "Its owner has turned it off. Please ask them for another link.",
  notFoundTitle: "Booking link not found",
  notFoundText: "Check the address, or ask the person who sent it for a new link.",
  pageNotFoundTitle: "Booking page not found",
  pageNotFoundText: "Check the address, or ask its owner for the address of their booking page.",
  pageLinksHeading: "Meetings to book",
  pageNoLinks: "There is nothing to book on this page right now.",
  embedButton: "Book a meeting",
  embedClose: "Close",
  confirmationNotFoundTitle: "This confirmation cannot be shown",
  confirmationNotFoundText: "Its address was not made by this site, or it has expired. A booking you made is not affected.",
  continue: "Continue",
  manageConfirmedTitle: "Your booking is confirmed",
  managePendingTitle: "Your booking awaits approval",
  manageCancelledTitle: "This booking is cancelled",
  manageDeclinedTitle: "This booking request was declined",
  cancelledByHost: "Cancelled by the host.",
  cancelledByYou: "You cancelled it.",
  cancellationReason: "Reason",
  outcomeCancelled: "Your booking is cancelled. The time is free again.",
  outcomeRescheduled: "Your booking has been moved to the new time below.",
  rescheduleAction: "Reschedule",
  cancelAction: "Cancel booking",
  cancelTitle: "Cancel this booking?",
  cancelReasonLabel: "Reason for cancelling",
  cancelReasonHint: "The host will see this.",
  cancelConfirm: "Yes, cancel booking",
  cancelling: "Cancelling…",
  keepBooking: "Keep my booking",
  rescheduleTitle: "Pick a new time",
  currentTime: "Current time",
  newTime: "New time",
  rescheduleConfirm: "Confirm new time",
  rescheduling: "Moving…",
  rescheduleNeedsApproval: "The host will need to approve the new time.",
  backToBooking: "Back to my booking",
  manageErrorSlotTaken: "Someone just booked that time. Please pick another one.",
  manageErrorSameTime: "That is your booking's current time. Please pick another one.",
  manageErrorStarted: "This meeting has already started, so it can no longer be changed.",
  manageErrorChanged: "This booking was changed meanwhile. It is shown as it is now.",
  manageLinkUnavailable: "Its booking link no longer takes bookings, so it cannot be moved. You can still cancel it.",
  manageStartedText: "This meeting has started; it can no longer be changed here.",
  manageExpiredTitle: "This meeting has ended",
  manageExpiredText: "Its manage address worked until the meeting ended. To meet again, please book a new time.",
  manageNotFoundTitle: "Booking not found",
  manageNotFoundText: "This manage address is not valid or no longer works. Check the address in your confirmation.",
  manageLink: "Manage or cancel this booking",
  manageAddressLabel: "Your manage address (keep it private: anyone with it can change the booking)",
  copy: "Copy",
  copied: "Copied",
  characterCount: "{count} / {max}",
  guestsLeftOut:
    "{count, plural, one {This link takes fewer guests than the address named, so one was not added: {emails}.} other {This link takes fewer guests than the address named, so # were not added: {emails}.}}",
  who: "Who",
  outlookCalendar: "Outlook.com",
  office365Calendar: "Office 365",
  pendingCalendar:
    "You can add it to your calendar once the host approves: the invitation comes by email, and this page offers it then too.",

  // The invite page (app/invite/[token]).
  inviteTitle: "Join {workspace}",
  inviteLead: "{inviter} invites you to join {workspace} as a member.",
  inviteLeadNoInviter: "You are invited to join {workspace} as a member.",
  inviteRole: "Role",
  inviteRoleMember: "Member",
  inviteInvitedBy: "Invited by",
  inviteFor: "Invitation for",
  inviteExpiresOn: "Valid until {date}",
  inviteScheduleNote:
    "Joining gives you a calendar in this service and working hours of Monday to Friday, 09:00–17:00 (UTC), which you can change later.",
  inviteAccept: "Accept",
  inviteDecline: "Decline",
  inviteAcceptedTitle: "Welcome to {workspace}",
  inviteAcceptedText: "You’re a member of {workspace}.",
  inviteOpenDashboard: "Open your dashboard",
  inviteDeclinedTitle: "Invitation declined",
  inviteDeclinedText: "You declined the invitation to {workspace}. Nothing else was changed.",
  inviteNotFoundTitle: "Invitation not found",
  inviteNotFoundText: "This invitation address is not valid. Check the address in your e-mail.",
  inviteExpiredTitle: "This invitation has expired",
  inviteExpiredText: "Ask the person who invited you to send a new invitation.",
  inviteNotPendingTitle: "This invitation can no longer be answered",
  inviteNotPendingText: "It was already accepted, declined or withdrawn.",
  inviteFailedText: "Your answer could not be recorded. Please try again.",

  // Booking e-mails (lib/notifications/email/render-email.ts); keys under "email." are never sent to the browser.
  // {event} is the change: created, requested, approved, declined, rescheduled, cancelled, reminder, or
  // movePending (a move that awaits the host's approval, not yet a new time). {title} is the meeting's title.
  "email.attendeeSubject": `{event, select,
    created {Confirmed: {title}}
    requested {Request received: {title}}
    approved {Confirmed: {title}}
    declined {Declined: {title}}
    rescheduled {Rescheduled: {title}}
    cancelled {Cancelled: {title}}
    reminder {Reminder: {title}}
    movePending {New time requested: {title}}
    other {{title}}
  }`,
  "email.hostSubject": `{event, select,
    created {New booking: {title}}
    requested {Approval needed: {title}}
    approved {Approved: {title}}
    declined {Declined: {title}}
    rescheduled {Rescheduled: {title}}
    cancelled {Cancelled: {title}}
    reminder {Reminder: {title}}
    movePending {Approval needed: {title}}
    other {{title}}
  }`,
  "email.attendeeLead": `{event, select,
    created {Your meeting is booked.}
    requested {Your request was received. You will hear from us once the host has answered it.}
    approved {The host approved your meeting.}
    declined {The host could not accept your request.}
    rescheduled {Your meeting has a new time.}
    cancelled {Your meeting was cancelled.}
    reminder {Your meeting starts soon.}
    movePending {Your request for a new time was received. You will hear from us once the host has answered it.}
    other {}
  }`,
  "email.hostLead": `{event, select,
    created {A meeting was booked with you.}
    requested {A meeting awaits your approval.}
    approved {The meeting was approved.}
    declined {The request was declined.}
    rescheduled {A meeting with you has a new time.}
    cancelled {A meeting with you was cancelled.}
    reminder {Your meeting starts soon.}
    movePending {A meeting with you was moved to a new time that awaits your approval.}
    other {}
  }`,
  "email.when": "When",
  "email.previously": "Previously",
  "email.where": "Where",
  "email.who": "Who",
  "email.guest": "{name} (guest)",
  "email.answers": "Answers",
  "email.reason": "Reason",
  "email.manage": "Reschedule or cancel",
  // The invite e-mail (lib/notifications/email/render-invite-email.ts).
  "email.inviteSubject": "{inviter} invites you to join {workspace}",
  "email.inviteGreeting": "Hello {name},",
  "email.inviteLead": "{inviter} invites you to join {workspace} as a member. Open the invitation to accept or decline it.",
  "email.inviteOpen": "Open the invitation",
  "email.inviteExpires": "The invitation works until {expires}.",
  "email.inviteIgnore": "If you did not expect it, you can ignore this e-mail; nothing happens unless you accept.",
  // The sign-in e-mail (lib/notifications/email/render-sign-in-email.ts).
  "email.signInSubject": "Sign in to {workspace}",
  "email.signInGreeting": "Hello {name},",
  "email.signInLead": "Someone asked to sign in to {workspace} with this e-mail address. Open the link below to sign in.",
  "email.signInOpen": "Sign in to {workspace}",
  "email.signInExpires":
    "{minutes, plural, one {The link works for # minute, and only once.} other {The link works for # minutes, and only once.}}",
  "email.signInIgnore": "If you did not ask to sign in, ignore this e-mail: nobody can sign in without the link.",
} as const;

/** Every key of the catalogue. */
export type CatalogKey = keyof typeof en;
/** One language's messages: exactly the English keys. */
export type Catalog = Record<CatalogKey, string>;
/** The keys the booking pages use, which are all that reach their browsers (messagesFor in ./index.ts). */
export type MessageKey = Exclude<CatalogKey, `email.${string}` | `dashboard.${string}`>;
export type Messages = Record<MessageKey, string>;
/** The dashboard's keys (dashboardMessagesFor in ./index.ts): never sent with a booking page. */
export type DashboardKey = Extract<CatalogKey, `dashboard.${string}`>;
export type DashboardMessages = Record<DashboardKey, string>;
