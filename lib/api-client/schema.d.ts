// Generated from the service's OpenAPI document (GET /v1/openapi.json) by openapi-typescript, through
// tools/openapi-client: do not edit. Regenerate with `npm run client:generate`; lib/api-client/schema.test.ts
// fails while this file differs from what the generator writes today.
export interface paths {
    "/v1/booking-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's booking links (extension)
         * @description Any member's key. Every field of GET /v1/booking-links/{id} for each link, by position, then id. bookingPageId and listed=true give what that booking page displays, in its order.
         */
        get: operations["listBookingLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a booking link
         * @description Disabled and deleted links are returned too (see status, disabledBySystem and deletedAt); they have no time slots.
         */
        get: operations["getBookingLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-links/{id}/time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the available time slots of a booking link
         * @description Slots whose start lies in [startDate, endDate], in UTC. The range may span at most 93 days. Disabled, system-disabled and deleted links have none. Extension: with excludeBookingId, that booking's own time (its hosts' holds) counts as free, so the list is what a reschedule of it accepts; an id of another team, or of a booking that holds no time, changes nothing.
         */
        get: operations["listBookingLinkTimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-links/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking link (extension)
         * @description Extension of the interface. slug, title and bookingDurations are required; every other writable field of the Booking link has a default (hosts: the owner alone, with their default schedule and their booking page's default calendar, else their first). A MEMBER key changes the member's own links; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN). userId names the owner (OWNER and ADMIN keys only; default the caller). Fields GET answers that are not written (ids, timestamps, nested schedule, user, bookingPage, disabledBySystem, deletedAt) are ignored, so a link read can be sent as a copy.
         */
        post: operations["createBookingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-links/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a booking link (extension)
         * @description Extension of the interface. bookingLinkId and the updatedAt the client read are required; fields left out stay as they are; nested lists given (bookingDurations, customFields, bookingLocations, hosts) replace the link's whole list, an item carrying its id keeps it. Existing bookings never change. A MEMBER key changes the member's own links; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).
         */
        post: operations["updateBookingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-links/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a booking link (extension)
         * @description Extension of the interface. Sets deletedAt: the link's pages answer 404 and it has no slots; its bookings stay readable and cancellable, and cannot be rescheduled. A MEMBER key changes the member's own links; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).
         */
        post: operations["deleteBookingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's booking pages (extension)
         * @description Any member's key. The booking pages of the team's members (a page is shown at /<username> of the booking app), by owner's name, then username; each with its owner's name and picture. With username, the one page at that address, or none.
         */
        get: operations["listBookingPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a booking page (extension)
         * @description Any member's key. Its links: GET /v1/booking-links?bookingPageId=…&listed=true, in the page's order.
         */
        get: operations["getBookingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-pages/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking page (extension)
         * @description Extension of the interface. username is required and unique across the service (USERNAME_TAKEN); every other field has a default (ENABLED, language en, no description, colour, cover or default calendar). The user's first page is their default; isDefault true moves the default here. A MEMBER key changes the member's own booking pages; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN). userId names the owner (OWNER and ADMIN keys only; default the caller). id, createdAt, updatedAt and user are ignored, so a page read can be sent as a copy.
         */
        post: operations["createBookingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-pages/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a booking page (extension)
         * @description Extension of the interface. bookingPageId and the updatedAt the client read are required; fields left out stay as they are. A new username moves the page: the old address answers 404 at once (no redirect) and is free for anyone. isDefault true moves the owner's default here; false on the default is BOOKING_PAGE_IS_DEFAULT. A MEMBER key changes the member's own booking pages; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN).
         */
        post: operations["updateBookingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking through a booking link
         * @description The start must be one of the link's current time slots for the chosen duration. A link that requires approval creates a PENDING booking, which holds the slot like a confirmed one.
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bookings
         * @description Extension of the interface. OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN. Sorted by start, then id; filters combine with AND.
         */
        get: operations["listBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one booking
         * @description Extension of the interface. OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN.
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking
         * @description Extension of the interface. By bookingId (OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN.) or by manageToken (as the attendee, any key of the team). Frees the hosts' time at once. Cancelling a cancelled booking answers it unchanged (200). Not once the meeting has started.
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a booking to another time
         * @description Extension of the interface. By bookingId (OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN.) or by manageToken (as the attendee). The new start must be one of the link's time slots under its current rules (grid, schedules, notice, horizon), with the booking's own time counted as free. Atomic: the replacement is written and the booking marked RESCHEDULED (rescheduledToBookingId) in one transaction; on any failure nothing changes. Answers the replacement. An attendee's move of a link that requires approval is PENDING again; a host's move keeps the status.
         */
        post: operations["rescheduleBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a booking awaiting approval
         * @description Extension of the interface. OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN. PENDING becomes CONFIRMED; approving a confirmed booking answers it unchanged.
         */
        post: operations["approveBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a booking awaiting approval
         * @description Extension of the interface. OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN. PENDING becomes DECLINED and frees the time; declining a declined booking answers it unchanged. A confirmed booking is cancelled instead.
         */
        post: operations["declineBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/find-by-manage-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the booking a manage token stands for
         * @description Extension of the interface. Any key of the team. The booking as it is now: after reschedules, the latest replacement. Unknown, forged, revoked and other teams' tokens answer NOT_FOUND; after the meeting's end, MANAGE_TOKEN_EXPIRED. A POST so that the token stays out of URLs and logs.
         */
        post: operations["findBookingByManageToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/reissue-manage-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a booking's manage tokens and issue a new one
         * @description Extension of the interface. OWNER and ADMIN keys: any booking of the team; MEMBER keys: the bookings they host and those of links they own (others answer NOT_FOUND); BILLING_ONLY keys: FORBIDDEN. Every token given out for this booking stops working.
         */
        post: operations["reissueBookingManageToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/slot-reservations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold a time slot for one person for a few minutes
         * @description Extension of the interface. Takes the slot's host time (one host for MULTI_USE, every host for COLLECTIVE_MULTI_USE) until expiresAt (SLOT_HOLD_MINUTES, 10 by default): other clients' time slots no longer list it and their bookings of it are refused with SLOT_UNAVAILABLE, while POST /v1/bookings/create with this reservationId books it and consumes the reservation. A holder has one live reservation per API key: a new one first releases the earlier. A link has at most 20 live reservations (TOO_MANY_RESERVATIONS). Any role may reserve.
         */
        post: operations["createSlotReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/slot-reservations/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a slot reservation
         * @description Extension of the interface. The time is free again at once. Answers success for a reservation that has expired, was booked or released, or is unknown, so a release can be repeated safely. Any key of the reservation's team.
         */
        post: operations["deleteSlotReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's memberships
         * @description Any member's key. Owners first, then ADMIN, MEMBER and BILLING_ONLY, by name within a role; each with the user's calendars and sync configurations.
         */
        get: operations["listMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memberships/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from the workspace
         * @description OWNER or ADMIN keys; only an OWNER may remove an OWNER, nobody may remove themselves, and the last OWNER stays. The member's API keys stop working at once; links they own are disabled by the system (disabledBySystem) and they stop hosting other links.
         */
        post: operations["revokeMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memberships/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a member's role (extension)
         * @description Extension. OWNER or ADMIN keys; only an OWNER makes someone an OWNER or changes an OWNER's role, and the last OWNER stays one (LAST_OWNER). A role already held changes nothing. Recorded as ROLE_UPDATED; the member's keys carry the new role on every instance within a second. Answers the membership as GET /v1/memberships lists it.
         */
        post: operations["updateMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's invites
         * @description Any member's key. Newest first; `status` filters.
         */
        get: operations["listInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to the workspace
         * @description OWNER or ADMIN keys. receiverEmail and receiverFullName are required; role may only be MEMBER. An address with an account must be on the free plan or have a cancelled subscription. A pending invite that has expired is cancelled and replaced.
         */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending invite
         * @description OWNER or ADMIN keys. By inviteId, or by the receiver's email (its pending invite). Expired invites are still PENDING and can be cancelled.
         */
        post: operations["cancelInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites/find-by-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the invite an invite address stands for
         * @description Extension of the interface. Any key of the invite's workspace (the booking app's invite page). Answers the invite in any status, with its workspace's name and its inviter's; another workspace's or an unknown token is 404.
         */
        post: operations["findInviteByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invite by its token
         * @description Extension of the interface. No API key: the token from the invite e-mail is the credential (unknown tokens count against the client address's budget, as invalid keys do). PENDING → ACCEPTED. Makes the account (or moves the invitee's existing one here), the MEMBER membership, an INTERNAL calendar and a default schedule (Mon–Fri 09:00–17:00 in timeZone, UTC by default). With startSession: true the answer also carries a session (an API key of kind SESSION, as POST /v1/sign-in/exchange makes; logged LOG_IN). EMAIL_TAKEN: another workspace's invite of the same new address was accepted at the same moment and made the account; nothing changed, and accepting again moves that account here.
         */
        post: operations["acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invites/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invite by its token
         * @description Extension of the interface. No API key: the token from the invite e-mail is the credential. PENDING → DECLINED; nothing else changes.
         */
        post: operations["declineInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a sign-in link
         * @description Extension of the interface. No API key. Always 202 SENT, whether or not the address is a member's, so the answer never tells who is in a team. A member's address (compared case-insensitively) gets an e-mail whose link (<PUBLIC_URL>/dashboard/sign-in/<token>) works once, for 15 minutes. At most RATE_LIMIT_SIGN_IN_ADDRESS (5) e-mails per address per 15 minutes (past it: still 202, nothing sent); RATE_LIMIT_SIGN_IN_CLIENT (30) requests per client address per 15 minutes (past it: 429 with Retry-After).
         */
        post: operations["requestSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a sign-in link's token for a session
         * @description Extension of the interface. No API key: the token from the sign-in e-mail is the credential (unknown tokens count against the client address's budget, as invalid keys do). Works once: the token is marked used and a session credential made, an API key of kind SESSION that expires SESSION_HOURS (12) later. A used token is 410 SIGN_IN_LINK_USED, an expired one 410 SIGN_IN_LINK_EXPIRED. Logged: LOG_IN.
         */
        post: operations["exchangeSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: revoke the calling session
         * @description Extension of the interface. With the session's own x-api-key and the body {}: revokes that session (refused on every instance within 1 s, as a revoked key is). An API key is no session: 409 NOT_A_SESSION, nothing changed. Logged: LOG_OUT.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who this credential is, and what it may do
         * @description Extension of the interface. Any key or session. permissions are the routes' own checks for this credential's role, for a client to decide what to offer.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's schedules
         * @description Extension of the interface. The caller's own by default, the default first, then by name. With userId, another member's: OWNER and ADMIN keys only (others FORBIDDEN); an id that is no member of the workspace is NOT_FOUND.
         */
        get: operations["listSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a schedule
         * @description Extension of the interface. MEMBER keys change their own schedules; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys nothing (FORBIDDEN). The user's first schedule is their default whatever isDefault says; isDefault true moves the default here.
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a schedule
         * @description Extension of the interface. MEMBER keys change their own schedules; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys nothing (FORBIDDEN). scheduleId and the updatedAt the client read are required; any writable field may follow (availability and overrides are replaced whole). The slots of every link the user hosts follow at once.
         */
        post: operations["updateSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a schedule
         * @description Extension of the interface. MEMBER keys change their own schedules; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys nothing (FORBIDDEN). Answers the schedule as it was. A schedule a booking link's host uses is SCHEDULE_IN_USE (the detail names the links); the default, while the user has other schedules, is SCHEDULE_IS_DEFAULT.
         */
        post: operations["deleteSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Extension of the interface. Any member's key lists its member's keys; OWNER and ADMIN keys may name another member (userId) or ask for all (all=true). Newest first, revoked and expired keys included; never a secret.
         */
        get: operations["listApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API key
         * @description Extension of the interface. Any member's key, for that member only. Answers the secret (key) this once; only its SHA-256 hash is stored.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Extension of the interface. Any member's key: its member's own keys (the calling key too); OWNER and ADMIN keys: any key of the workspace. Another member's key is NOT_FOUND to the others. Refused on every instance within 1 s. A revoked key is answered unchanged.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's audit log
         * @description Keys of OWNER, ADMIN or BILLING_ONLY users. Newest first; every filter is optional and they combine. Teams of fewer than two members record no events.
         */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the key's member's calendar feeds
         * @description Extension of the interface. OWNER, ADMIN and MEMBER keys, for their own feeds; BILLING_ONLY: FORBIDDEN. Newest first; addresses are never listed.
         */
        get: operations["listCalendarFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a secret calendar feed of the bookings the member hosts
         * @description Extension of the interface. OWNER, ADMIN and MEMBER keys, for their own feeds; BILLING_ONLY: FORBIDDEN. The answer carries the feed's address, this once; records PUBLIC_CALENDAR_FEED_CREATED.
         */
        post: operations["createCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a calendar feed
         * @description Extension of the interface. OWNER, ADMIN and MEMBER keys, for their own feeds; BILLING_ONLY: FORBIDDEN. Its address answers 404 at once; records PUBLIC_CALENDAR_FEED_DELETED.
         */
        post: operations["deleteCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read what a feed's address shows
         * @description Extension of the interface. Any key of the team: the token is the authority (the booking app serves feed addresses with it). The member's bookings that hold time, from 30 days back, by start. Unknown and revoked tokens: NOT_FOUND.
         */
        post: operations["readCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's calendars and their connections
         * @description Extension of the interface. The caller's own by default (connected or not), oldest first. With userId, another member's: OWNER and ADMIN keys only (others FORBIDDEN); an id that is no member of the workspace is NOT_FOUND. Never a password or a feed's address.
         */
        get: operations["listCalendars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendars/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a CalDAV account or an iCalendar feed
         * @description Extension of the interface. For the caller only (every role but BILLING_ONLY): the credentials are their own account's. CALDAV finds the account's calendars from serverUrl; ICS is one read-only calendar. Nothing is written unless the server answers as it should; then the calendars are read once and answered as GET /v1/calendars shows them: 201 for a new connection, 200 for an account already connected (its password replaced, calendars made since added).
         */
        post: operations["connectCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendars/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change whether a calendar counts for availability
         * @description Extension of the interface. MEMBER keys their own calendars; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN). calendarId and the updatedAt the client read are required. readForAvailability false removes its busy times at once; true, or a change of ignoreAllDay, reads it again before answering.
         */
        post: operations["updateCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendars/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a calendar's connection now
         * @description Extension of the interface. MEMBER keys their own calendars; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN). Reads every calendar of the connection whole and answers when done, with the calendar and its connection's state: a server that fails leaves state ERROR (or EXPIRED for a refused password) and the busy times last read.
         */
        post: operations["refreshCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendars/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect a calendar's connection
         * @description Extension of the interface. MEMBER keys their own calendars; OWNER and ADMIN keys anyone's in the workspace; BILLING_ONLY keys none (FORBIDDEN). Ends the whole connection (a CalDAV account's every calendar) and removes their busy times; answers the calendars as they were. A calendar that is some host's bookingCalendarId is CALENDAR_IN_USE, naming the links.
         */
        post: operations["disconnectCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's webhooks
         * @description Extension of the interface. OWNER and ADMIN keys. Newest first; secrets are never listed.
         */
        get: operations["listWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe a URL to booking events
         * @description Extension of the interface. OWNER and ADMIN keys. Each event is POSTed as { type, timestamp, data } with data the booking as GET /v1/bookings/{id} answers it, signed per the Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature). A delivery that does not answer 2xx within 10 s is retried with backoff, with the same webhook-id. The answer carries the signing secret, this once.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a webhook
         * @description Extension of the interface. OWNER and ADMIN keys. Nothing more is sent to it, deliveries waiting for a retry included.
         */
        post: operations["deleteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's delivery attempts
         * @description Extension of the interface. OWNER and ADMIN keys. Newest first: each attempt's time, duration, HTTP status and the start of the answer, the delivery's state and its next retry.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Model Context Protocol endpoint
         * @description Extension of the interface. JSON-RPC 2.0 messages of the Model Context Protocol (Streamable HTTP transport, stateless: no Mcp-Session-Id, no server-sent events; GET answers 405). Send Accept: application/json, text/event-stream. Tools: get_booking_link, list_time_slots, create_booking, list_bookings, get_booking, cancel_booking, reschedule_booking; see docs/api.md. Failures of a tool are tool results with isError and the problem body as text; failures of the request (key, budget, body) are problem+json answers as on /v1.
         */
        post: operations["sendMcpMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BookingLinkPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["BookingLink"][];
        };
        BookingLink: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            slug: string;
            /** @enum {string} */
            type: "MULTI_USE" | "COLLECTIVE_MULTI_USE";
            title: string;
            /** @description HTML; render only after sanitising */
            description: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            bufferMinutesBeforeEvent: number;
            bufferMinutesAfterEvent: number;
            eventColor: string | null;
            eventNameTemplate: string;
            allowGuestInvitations: boolean;
            maxGuestsAllowed: number;
            requireEventApproval: boolean;
            confirmationMessage: string | null;
            redirectUrl: string | null;
            isPrivate: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            deletedAt: string | null;
            customFields: components["schemas"]["CustomField"][];
            disabledBySystem: boolean;
            position: number;
            minNoticePeriodId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            minDate: string | null;
            maxFuturePeriodId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            maxDate: string | null;
            slotIntervalMinutes: number | null;
            coverImageUrl: string | null;
            brandColor: string | null;
            /** @enum {string} */
            brandingPreference: "GLOBAL" | "CUSTOM" | "OFF";
            /** @enum {string|null} */
            language: "EN" | "DE" | "ES" | "JA" | "IT" | null;
            /** @enum {string} */
            languagePreference: "GLOBAL" | "CUSTOM" | "OFF";
            userId: string;
            bookingPageId: string;
            /** @description The default duration first, then by length */
            bookingDurations: components["schemas"]["BookingDuration"][];
            maxFuturePeriod: components["schemas"]["Period"];
            minNoticePeriod: components["schemas"]["Period"];
            /** @description The organizer first */
            hosts: components["schemas"]["Host"][];
            bookingPage: components["schemas"]["BookingPage"];
            bookingLocations: components["schemas"]["BookingLocation"][];
        };
        CustomField: {
            id: string;
            name: string;
            /**
             * @description SHORT_TEXT (one line), LONG_TEXT (multi-line), PHONE or NUMBER; extensions: SELECT (one option's value), MULTI_SELECT (a JSON array of option values, as a string) and CHECKBOX ("true" or "false")
             * @enum {string}
             */
            type: "SHORT_TEXT" | "LONG_TEXT" | "PHONE" | "NUMBER" | "SELECT" | "MULTI_SELECT" | "CHECKBOX";
            label: string;
            required: boolean;
            placeholder: string;
            /** @description Extension, NUMBER fields: the smallest answer accepted (bookings/create answers VALIDATION_FAILED on the field below it) */
            min?: number;
            /** @description Extension, NUMBER fields: the largest answer accepted */
            max?: number;
            /** @description Extension, NUMBER fields: true when only whole numbers are accepted (a count) */
            integer?: boolean;
            /** @description Extension, SELECT and MULTI_SELECT fields: the choices; answers carry a choice's value */
            options?: {
                value: string;
                label: string;
            }[];
        };
        BookingDuration: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            durationInMinutes: number;
            isDefault: boolean;
            bookingLinkId: string;
        };
        /** @description Shape of both minNoticePeriod and maxFuturePeriod */
        Period: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /** @enum {string} */
            unit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH";
            quantity: number;
        } | null;
        Host: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            isOrganizer: boolean;
            /** @enum {string} */
            readAvailabilityFrom: "ALL_CALENDARS" | "SELECTED_CALENDARS";
            userId: string;
            bookingLinkId: string;
            bookingCalendarId: string;
            scheduleId: string;
            schedule: components["schemas"]["Schedule"];
            /** @description Calendars whose events make the host busy when readAvailabilityFrom is SELECTED_CALENDARS */
            availabilityCalendars: components["schemas"]["Calendar"][];
            user: components["schemas"]["HostUser"];
        };
        Schedule: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            name: string;
            availability: {
                /** @default [] */
                sunday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                monday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                tuesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                wednesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                thursday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                friday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                saturday?: {
                    start: string;
                    end: string;
                }[];
            };
            /** @description Extension: dates (YYYY-MM-DD, in timeZone) whose ranges replace their weekday's; no ranges is a day off */
            overrides: {
                date: string;
                ranges: {
                    start: string;
                    end: string;
                }[];
            }[];
            timeZone: string;
            isDefault: boolean;
            userId: string;
        };
        Calendar: {
            id: string;
            name: string;
            email: string;
            /**
             * @description Extension: INTERNAL is the service's own calendar (no outside account), made for a member who joined by invite; CALDAV and ICS are calendars a member connected (POST /v1/calendars/connect). Clients should treat a provider they do not know as opaque.
             * @enum {string}
             */
            provider: "GOOGLE" | "MICROSOFT" | "INTERNAL" | "CALDAV" | "ICS";
        };
        HostUser: {
            id: string;
            name: string;
            email: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            emailVerified: string | null;
            image: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /** @description ACTIVE */
            status: string;
            onboardingComplete: boolean;
            referral: string | null;
            hasAddedTrialReminder: boolean;
            /** @description H12 or H24 */
            hourFormat: string;
            /** @description MONDAY, SUNDAY or SATURDAY */
            firstDayOfWeek: string;
            locale: string;
            workspaceId: string;
        };
        BookingPage: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            username: string;
            /** @description Spelled exactly so in the interface */
            descripton: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            hideServiceBanner: boolean;
            isDefault: boolean;
            coverImageUrl: string | null;
            brandColor: string | null;
            language: string;
            defaultCalendarId: string | null;
            userId: string;
        };
        BookingLocation: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            type: string;
            location: string;
            bookingLinkId: string;
            conferenceProviderId: string | null;
        };
        Problem: {
            /** @example about:blank */
            type: string;
            /** @example Validation failed */
            title: string;
            /** @example 400 */
            status: number;
            /**
             * @description Stable, machine-readable error code
             * @example VALIDATION_FAILED
             */
            code: string;
            /** @example attendees.0.email: must be an email address */
            detail: string;
            /**
             * @description The offending field, when there is one
             * @example attendees.0.email
             */
            field?: string;
            /** @description Every invalid field, for validation failures */
            errors?: {
                field: string;
                message: string;
            }[];
        };
        TimeSlots: {
            availableSlots: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                end: string;
            }[];
        };
        /**
         * @example {
         *       "slug": "intro-call",
         *       "title": "Intro call",
         *       "bookingDurations": [
         *         {
         *           "durationInMinutes": 30,
         *           "isDefault": true
         *         }
         *       ]
         *     }
         */
        CreateBookingLinkRequest: {
            slug: string;
            /** @enum {string} */
            type?: "MULTI_USE" | "COLLECTIVE_MULTI_USE";
            title: string;
            /** @description HTML, stored as given; pages and e-mails sanitise it */
            description?: string | null;
            /** @enum {string} */
            status?: "ENABLED" | "DISABLED";
            bufferMinutesBeforeEvent?: number;
            bufferMinutesAfterEvent?: number;
            /** @description A colour identifier, at most 50 characters */
            eventColor?: string | null;
            eventNameTemplate?: string;
            allowGuestInvitations?: boolean;
            maxGuestsAllowed?: number;
            requireEventApproval?: boolean;
            confirmationMessage?: string | null;
            /** @description An absolute http(s) URL */
            redirectUrl?: string | null;
            isPrivate?: boolean;
            position?: number;
            minNoticePeriod?: components["schemas"]["PeriodInput"];
            maxFuturePeriod?: components["schemas"]["PeriodInput"];
            /** Format: date-time */
            minDate?: string | null;
            /** Format: date-time */
            maxDate?: string | null;
            slotIntervalMinutes?: number | null;
            /** @description An http(s) URL or a path on this site */
            coverImageUrl?: string | null;
            brandColor?: string | null;
            /** @enum {string} */
            brandingPreference?: "GLOBAL" | "CUSTOM" | "OFF";
            /** @enum {string|null} */
            language?: "EN" | "DE" | "ES" | "JA" | "IT" | null;
            /** @enum {string} */
            languagePreference?: "GLOBAL" | "CUSTOM" | "OFF";
            /** @description A booking page of the link's owner; default: the owner's default page */
            bookingPageId?: string;
            customFields?: components["schemas"]["CustomFieldInput"][];
            bookingDurations: components["schemas"]["BookingDurationInput"][];
            bookingLocations?: components["schemas"]["BookingLocationInput"][];
            hosts?: components["schemas"]["HostInput"][];
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            deletedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            disabledBySystem?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingPage?: unknown;
            /** @description Read-only: accepted and ignored */
            minNoticePeriodId?: unknown;
            /** @description Read-only: accepted and ignored */
            maxFuturePeriodId?: unknown;
            /** @description The owner: OWNER and ADMIN keys may name any member; default the caller */
            userId?: string;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
        };
        /** @description unit and quantity; id and timestamps are ignored */
        PeriodInput: {
            /** @enum {string} */
            unit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH";
            quantity: number;
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingLinkId?: unknown;
        } | null;
        CustomFieldInput: {
            /** @description Kept when given (answers name it); new fields get one */
            id?: string;
            name: string;
            /** @enum {string} */
            type: "SHORT_TEXT" | "LONG_TEXT" | "PHONE" | "NUMBER" | "SELECT" | "MULTI_SELECT" | "CHECKBOX";
            label: string;
            required: boolean;
            /** @default  */
            placeholder?: string;
            min?: number;
            max?: number;
            integer?: boolean;
            options?: {
                value: string;
                label: string;
            }[];
        };
        BookingDurationInput: {
            /** @description On update: an existing duration of this link keeps its id (and its bookings) */
            id?: string;
            /**
             * @description 1 to 1440 minutes
             * @example 30
             */
            durationInMinutes: number;
            /**
             * @description Exactly one duration is the default
             * @default false
             */
            isDefault?: boolean;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingLinkId?: unknown;
        };
        BookingLocationInput: {
            id?: string;
            type: string;
            location: string;
            /** @default null */
            conferenceProviderId?: string | null;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingLinkId?: unknown;
        };
        HostInput: {
            id?: string;
            /** @description A member of the workspace */
            userId: string;
            /**
             * @description Exactly one host is the organizer
             * @default false
             */
            isOrganizer?: boolean;
            /** @description A schedule of this host */
            scheduleId: string;
            /** @description A calendar of this host, where its bookings are written */
            bookingCalendarId: string;
            /**
             * @default ALL_CALENDARS
             * @enum {string}
             */
            readAvailabilityFrom?: "ALL_CALENDARS" | "SELECTED_CALENDARS";
            /**
             * @description Calendars of this host counted when readAvailabilityFrom is SELECTED_CALENDARS; by id
             * @default []
             */
            availabilityCalendars?: ({
                id: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Read-only: accepted and ignored */
            schedule?: unknown;
            /** @description Read-only: accepted and ignored */
            user?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingLinkId?: unknown;
        };
        /**
         * @example {
         *       "bookingLinkId": "bl_demo_intro",
         *       "updatedAt": "2026-11-23T14:00:00.000Z",
         *       "title": "Intro call (30 min)"
         *     }
         */
        UpdateBookingLinkRequest: {
            /**
             * @description 1-100 of a-z, 0-9 and -; unique among the booking page's links
             * @example intro-call
             */
            slug?: string;
            /** @enum {string} */
            type?: "MULTI_USE" | "COLLECTIVE_MULTI_USE";
            /** @example Intro call */
            title?: string;
            /** @description HTML, stored as given; pages and e-mails sanitise it */
            description?: string | null;
            /** @enum {string} */
            status?: "ENABLED" | "DISABLED";
            bufferMinutesBeforeEvent?: number;
            bufferMinutesAfterEvent?: number;
            /** @description A colour identifier, at most 50 characters */
            eventColor?: string | null;
            eventNameTemplate?: string;
            allowGuestInvitations?: boolean;
            maxGuestsAllowed?: number;
            requireEventApproval?: boolean;
            confirmationMessage?: string | null;
            /** @description An absolute http(s) URL */
            redirectUrl?: string | null;
            isPrivate?: boolean;
            position?: number;
            minNoticePeriod?: components["schemas"]["PeriodInput"];
            maxFuturePeriod?: components["schemas"]["PeriodInput"];
            /** Format: date-time */
            minDate?: string | null;
            /** Format: date-time */
            maxDate?: string | null;
            slotIntervalMinutes?: number | null;
            /** @description An http(s) URL or a path on this site */
            coverImageUrl?: string | null;
            brandColor?: string | null;
            /** @enum {string} */
            brandingPreference?: "GLOBAL" | "CUSTOM" | "OFF";
            /** @enum {string|null} */
            language?: "EN" | "DE" | "ES" | "JA" | "IT" | null;
            /** @enum {string} */
            languagePreference?: "GLOBAL" | "CUSTOM" | "OFF";
            /** @description A booking page of the link's owner; default: the owner's default page */
            bookingPageId?: string;
            customFields?: components["schemas"]["CustomFieldInput"][];
            bookingDurations?: components["schemas"]["BookingDurationInput"][];
            bookingLocations?: components["schemas"]["BookingLocationInput"][];
            hosts?: components["schemas"]["HostInput"][];
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            deletedAt?: unknown;
            /** @description Read-only: accepted and ignored */
            disabledBySystem?: unknown;
            /** @description Read-only: accepted and ignored */
            bookingPage?: unknown;
            /** @description Read-only: accepted and ignored */
            minNoticePeriodId?: unknown;
            /** @description Read-only: accepted and ignored */
            maxFuturePeriodId?: unknown;
            bookingLinkId: string;
            /**
             * Format: date-time
             * @description The updatedAt the client read; another change since is STALE_UPDATE
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /** @description Read-only: the owner does not change; another id is refused */
            userId?: string;
        };
        DeleteBookingLinkRequest: {
            bookingLinkId: string;
        };
        BookingPagePage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["BookingPageWithOwner"][];
        };
        BookingPageWithOwner: components["schemas"]["BookingPage"] & {
            /** @description The page's owner, as the page shows them (name and picture) */
            user: {
                id: string;
                name: string;
                image: string | null;
            };
        };
        /**
         * @example {
         *       "username": "olivia-talks",
         *       "descripton": "<p>Talks and podcasts</p>"
         *     }
         */
        CreateBookingPageRequest: {
            username: string;
            /** @description Spelled so in the interface. HTML, stored as given; pages sanitise it where they show it */
            descripton?: string | null;
            /**
             * @description DISABLED turns the page off: /<username> answers 404 and each of its links is answered as a disabled link (no time slots, BOOKING_LINK_UNAVAILABLE on booking)
             * @enum {string}
             */
            status?: "ENABLED" | "DISABLED";
            hideServiceBanner?: boolean;
            /** @description true moves the owner's default page here; a user's first page is the default whatever this says */
            isDefault?: boolean;
            /** @description An http(s) URL or a path on this site */
            coverImageUrl?: string | null;
            brandColor?: string | null;
            /** @enum {string} */
            language?: "en" | "de" | "es" | "ja" | "it";
            /** @description A calendar of the page's owner */
            defaultCalendarId?: string | null;
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            user?: unknown;
            /** @description The owner: OWNER and ADMIN keys may name any member; default the caller */
            userId?: string;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
        };
        /**
         * @example {
         *       "bookingPageId": "bp_demo_olivia",
         *       "updatedAt": "2026-11-23T14:00:00.000Z",
         *       "brandColor": "#1a73e8"
         *     }
         */
        UpdateBookingPageRequest: {
            /**
             * @description The page's address (/<username>): 2-64 of a-z, 0-9 and -, not one of the app's own paths; unique across the service (USERNAME_TAKEN)
             * @example olivia
             */
            username?: string;
            /** @description Spelled so in the interface. HTML, stored as given; pages sanitise it where they show it */
            descripton?: string | null;
            /**
             * @description DISABLED turns the page off: /<username> answers 404 and each of its links is answered as a disabled link (no time slots, BOOKING_LINK_UNAVAILABLE on booking)
             * @enum {string}
             */
            status?: "ENABLED" | "DISABLED";
            hideServiceBanner?: boolean;
            /** @description true moves the owner's default page here; a user's first page is the default whatever this says */
            isDefault?: boolean;
            /** @description An http(s) URL or a path on this site */
            coverImageUrl?: string | null;
            brandColor?: string | null;
            /** @enum {string} */
            language?: "en" | "de" | "es" | "ja" | "it";
            /** @description A calendar of the page's owner */
            defaultCalendarId?: string | null;
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            user?: unknown;
            bookingPageId: string;
            /**
             * Format: date-time
             * @description The updatedAt the client read; another change since is STALE_UPDATE
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /** @description Read-only: the owner does not change; another id is refused */
            userId?: string;
        };
        CreateBookingResponse: {
            /** @example bk_3f2c... */
            id: string;
            /**
             * @description Extension: the booking's manage token, for the attendee's manage address
             * @example bk_3f2c....1.Xq2...
             */
            manageToken?: string;
        };
        CreateBookingRequest: {
            bookingLinkId: string;
            /**
             * Format: date-time
             * @description Start of a slot from the time-slots endpoint; ISO 8601 with Z or an offset
             * @example 2026-11-23T14:00:00Z
             */
            startDateTime: string;
            /**
             * @description The scheduler's IANA time zone
             * @example Europe/Berlin
             */
            timezone: string;
            /** @description Exactly one attendee who is not a guest (the scheduler); every other attendee is a guest. Emails must differ (case-insensitively) */
            attendees: {
                email: string;
                name: string;
                /**
                 * @description Default false
                 * @default false
                 */
                isGuest?: boolean;
            }[];
            /** @description Default: the link's default duration */
            durationId?: string;
            /**
             * @description May be omitted when the link has no required custom field
             * @default []
             */
            customFieldResponses?: {
                /** @description The custom field, matched by id; its other properties, as the booking link lists them, may be sent and are ignored */
                field: {
                    id: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "SHORT_TEXT" | "LONG_TEXT" | "PHONE" | "NUMBER" | "SELECT" | "MULTI_SELECT" | "CHECKBOX";
                    label?: string;
                    required?: boolean;
                    placeholder?: string;
                    min?: number;
                    max?: number;
                    integer?: boolean;
                    options?: {
                        value: string;
                        label: string;
                    }[];
                };
                value: string;
            }[];
            /**
             * @description Extension: the booker's slot reservation (POST /v1/slot-reservations/create). Its hold does not block this booking, which consumes it; an expired, released or unknown one changes nothing
             * @example rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17
             */
            reservationId?: string;
            utm?: components["schemas"]["Utm"];
        };
        /**
         * @description Extension: where the booker came from, the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters of the page they booked on (the embed's forwardQueryParams, or the booking page's own address). Each at most 200 characters of one line. Kept with the booking and its reschedules, never shown to the booker
         * @example {
         *       "source": "newsletter",
         *       "medium": "email",
         *       "campaign": "spring"
         *     }
         */
        Utm: {
            source?: string;
            medium?: string;
            campaign?: string;
            term?: string;
            content?: string;
        };
        BookingsPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["Booking"][];
        };
        Booking: {
            id: string;
            status: components["schemas"]["BookingStatus"];
            bookingLinkId: string;
            durationId: string;
            title: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            end: string;
            /** @description The scheduler's IANA time zone */
            timezone: string;
            hosts: {
                userId: string;
                name: string;
                email: string;
            }[];
            attendees: {
                name: string;
                email: string;
                isGuest: boolean;
            }[];
            customFieldResponses: {
                fieldId: string;
                name: string;
                label: string;
                value: string;
            }[];
            /** @description The link's first location when the booking was made */
            location: {
                type: string;
                location: string;
                conferenceProviderId: string | null;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When it was cancelled or declined
             * @example 2026-11-23T14:00:00.000Z
             */
            cancelledAt: string | null;
            cancellationReason: string | null;
            /**
             * @description HOST: a team member through the API; ATTENDEE: through the manage token
             * @enum {string|null}
             */
            cancelledBy: "HOST" | "ATTENDEE" | null;
            cancelledByUserId: string | null;
            rescheduledFromBookingId: string | null;
            rescheduledToBookingId: string | null;
            utm: components["schemas"]["Utm"] & (Record<string, never> | null);
            /** @description Extension: the meeting's calendar event as the invitations carry it, so a calendar file made elsewhere is the same event */
            ical: {
                /** @description Kept through reschedules; the invitations write it as `<uid>@team-scheduling` */
                uid: string;
                /** @description The invitations' SEQUENCE: raised by each reschedule, approval and cancellation */
                sequence: number;
            };
        };
        /**
         * @description PENDING waits for approval and holds the time; CONFIRMED holds it; CANCELLED and DECLINED freed it; RESCHEDULED was replaced by rescheduledToBookingId
         * @enum {string}
         */
        BookingStatus: "PENDING" | "CONFIRMED" | "CANCELLED" | "DECLINED" | "RESCHEDULED";
        /** @description Exactly one of bookingId or manageToken */
        CancelBookingRequest: {
            bookingId?: string;
            /**
             * @description Extension. The booking's manage token: whoever holds it acts as the booking's attendee (cancel, reschedule). Unguessable, revocable, valid until the meeting ends; it follows the booking through reschedules.
             * @example bk_3f2c....1.Xq2...
             */
            manageToken?: string;
            /** @description Shown to the other side; at most 1000 characters, line breaks allowed, no other control characters */
            reason?: string;
        };
        /** @description Exactly one of bookingId or manageToken */
        RescheduleBookingRequest: {
            bookingId?: string;
            /**
             * @description Extension. The booking's manage token: whoever holds it acts as the booking's attendee (cancel, reschedule). Unguessable, revocable, valid until the meeting ends; it follows the booking through reschedules.
             * @example bk_3f2c....1.Xq2...
             */
            manageToken?: string;
            /**
             * Format: date-time
             * @description Start of a slot of the booking's link, as offered with the booking's own time free
             */
            startDateTime: string;
            /** @description Default: the booking's duration */
            durationId?: string;
            /**
             * @description Extension: the mover's slot reservation of the new time (POST /v1/slot-reservations/create, with excludeBookingId). Its hold does not block the move, which consumes it; an expired, released or unknown one changes nothing
             * @example rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17
             */
            reservationId?: string;
        };
        ApproveBookingRequest: {
            bookingId: string;
        };
        DeclineBookingRequest: {
            bookingId: string;
            /** @description Shown to the other side; at most 1000 characters, line breaks allowed, no other control characters */
            reason?: string;
        };
        ManagedBooking: {
            booking: components["schemas"]["Booking"] & unknown;
            /** @description The current booking's manage token */
            manageToken: string;
            /**
             * Format: date-time
             * @description When the token stops working: the end of the current booking
             * @example 2026-11-23T14:00:00.000Z
             */
            expiresAt: string;
        };
        FindBookingByManageTokenRequest: {
            manageToken: string;
        };
        ManageToken: {
            manageToken: string;
        };
        ReissueManageTokenRequest: {
            bookingId: string;
        };
        SlotReservation: {
            /** @example rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17 */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            end: string;
            /**
             * Format: date-time
             * @description When the hold ends by itself (the service's clock), unless released or booked first
             * @example 2026-11-23T14:00:00.000Z
             */
            expiresAt: string;
        };
        CreateSlotReservationRequest: {
            bookingLinkId: string;
            /**
             * Format: date-time
             * @description Start of a slot from the time-slots endpoint; ISO 8601 with Z or an offset
             * @example 2026-11-23T14:00:00Z
             */
            startDateTime: string;
            /** @description Default: the link's default duration */
            durationId?: string;
            /**
             * @description The client's own token of the person the slot is held for (the booking app: one per visitor). A holder has at most one live reservation per API key: a new one releases the earlier, whether or not it succeeds.
             * @example visitor_7Qm2...
             */
            holder: string;
            /** @description A booking of this team whose own time (its hosts' holds) counts as free for this reservation: the booking being rescheduled, so that its attendee can hold a time overlapping it, as time-slots' excludeBookingId offers. A booking of another team, or one that holds no time, changes nothing */
            excludeBookingId?: string;
        };
        Success: {
            success: boolean;
        };
        DeleteSlotReservationRequest: {
            /**
             * @description A reservation's id, as its creation returned it (rs_ and a random UUID): whoever holds it may release it or book with it
             * @example rs_5b0e2c1a-7d4f-4e8b-9a61-0c3f2d8e4b17
             */
            reservationId: string;
        };
        MembershipPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["Membership"][];
        };
        Membership: {
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY";
            workspaceId: string;
            userId: string;
            user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                updatedAt: string;
                workspaceId: string;
                syncConfigs: components["schemas"]["SyncConfig"][];
                calendars: components["schemas"]["Calendar"][];
            };
        };
        SyncConfig: {
            id: string;
            /** @enum {string} */
            type: "ONE_DIRECTIONAL" | "BI_DIRECTIONAL";
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            name: string;
            syncTitles: boolean;
            syncDescription: boolean;
            syncAttendees: boolean;
            markPrivate: boolean;
            disableReminders: boolean;
            /** @enum {string} */
            frequency: "ONE_TIME" | "ALWAYS";
            eventTitles: string | null;
            syncWithRSVP: ("accepted" | "tentative" | "needsAction" | "declined")[];
            syncLocation: boolean;
            syncConferenceData: boolean;
            syncFreeEvents: boolean;
            /**
             * @description null: keep the source event's colour
             * @enum {string|null}
             */
            eventColorId: "LAVENDER" | "SAGE" | "GRAPE" | "FLAMINGO" | "BANANA" | "TANGERINE" | "PEACOCK" | "GRAPHITE" | "BLUEBERRY" | "BASIL" | "TOMATO" | null;
            /**
             * @description null: exclude no colour
             * @enum {string|null}
             */
            excludeEventColorId: "LAVENDER" | "SAGE" | "GRAPE" | "FLAMINGO" | "BANANA" | "TANGERINE" | "PEACOCK" | "GRAPHITE" | "BLUEBERRY" | "BASIL" | "TOMATO" | null;
            isPaused: boolean;
            /** @enum {string} */
            lastEventStatus: "NOT_STARTED" | "RUNNING" | "SUCCESS" | "DELETE_QUEUED" | "DELETE_RUNNING" | "PAUSE_QUEUED" | "PAUSE_RUNNING" | "ERROR";
            targetCalendars: components["schemas"]["TargetCalendar"][];
            userId: string;
        };
        TargetCalendar: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            syncConfigId: string;
            calendarId: string;
        };
        /** @description Exactly one of userId or email */
        RevokeMembershipRequest: {
            userId?: string;
            email?: string;
        };
        /** @description The member, by userId, and the role they are to have */
        UpdateMembershipRequest: {
            userId: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY";
        };
        InvitePage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["Invite"][];
        };
        Invite: {
            id: string;
            receiverEmail: string;
            receiverFullName: string;
            /**
             * Format: date-time
             * @description 7 days after creation
             * @example 2026-11-23T14:00:00.000Z
             */
            expiresAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED";
            inviterId: string;
            workspaceId: string;
        };
        CreateInviteRequest: {
            receiverEmail: string;
            receiverFullName: string;
            /**
             * @description Only MEMBER; default MEMBER
             * @default MEMBER
             * @enum {string}
             */
            role?: "MEMBER";
        };
        /** @description Exactly one of inviteId or email (the receiver's address) */
        CancelInviteRequest: {
            inviteId?: string;
            email?: string;
        };
        InvitePreview: {
            invite: components["schemas"]["Invite"];
            /** @enum {string} */
            role: "MEMBER";
            workspaceName: string;
            /** @description The inviter's name, or an empty string if they are gone */
            inviterName: string;
        };
        InviteTokenRequest: {
            /**
             * @description Extension. The secret of the invite's address, from its e-mail: whoever holds it answers the invite.
             * @example q2Xf0bV7yZr1mN8kLp3sT6uW9aC4dE5gH0iJ2kL7mN1
             */
            token: string;
        };
        InviteAccepted: {
            invite: components["schemas"]["Invite"];
            workspaceName: string;
            membership: {
                userId: string;
                workspaceId: string;
                /** @enum {string} */
                role: "MEMBER";
            };
            /** @description The member's INTERNAL calendar, which holds the bookings they host */
            calendarId: string;
            /** @description The member's default schedule */
            scheduleId: string;
            session?: components["schemas"]["Session"];
        };
        /** @description Only when startSession was true: the new member, signed in */
        Session: {
            /**
             * @description The session's secret, shown this once (only its SHA-256 is stored); send it as x-api-key
             * @example sk_Q3vX9a2LmT8rW0pZ4nB6yC1dE5fG7hJ2kM9sV3xA0qU
             */
            key: string;
            /** @example key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b */
            apiKeyId: string;
            /**
             * Format: date-time
             * @description SESSION_HOURS (12 by default) after sign-in; refused (401) from then on
             * @example 2026-11-23T14:00:00.000Z
             */
            expiresAt: string;
        };
        AcceptInviteRequest: {
            /**
             * @description Extension. The secret of the invite's address, from its e-mail: whoever holds it answers the invite.
             * @example q2Xf0bV7yZr1mN8kLp3sT6uW9aC4dE5gH0iJ2kL7mN1
             */
            token: string;
            /**
             * @description Zone of the new member's default schedule (Mon–Fri 09:00–17:00); UTC when absent
             * @example Europe/Berlin
             */
            timeZone?: string;
            /** @description Extension. true: the answer also carries a session for the new member (as POST /v1/sign-in/exchange makes one) */
            startSession?: boolean;
        };
        InviteDeclined: {
            invite: components["schemas"]["Invite"];
            workspaceName: string;
        };
        SignInRequested: {
            /**
             * @description Always SENT: the answer never says whether the address is a member's
             * @enum {string}
             */
            status: "SENT";
        };
        SignInRequest: {
            /**
             * @description The member's address, compared case-insensitively
             * @example ada@example.com
             */
            email: string;
            /**
             * @description Where the dashboard goes once signed in
             * @example /dashboard/bookings?status=PENDING
             */
            returnTo?: string;
        };
        SignedIn: components["schemas"]["Session"] & {
            /** @description The returnTo the link was asked with, or null */
            returnTo: string | null;
            user: components["schemas"]["SignedInUser"];
            workspace: components["schemas"]["SignedInWorkspace"];
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY";
        };
        SignedInUser: {
            id: string;
            email: string;
            fullName: string;
        };
        SignedInWorkspace: {
            id: string;
            name: string;
        };
        SignInExchangeRequest: {
            /**
             * @description The secret of the sign-in link, from its e-mail
             * @example Zt3Xf0bV7yZr1mN8kLp3sT6uW9aC4dE5gH0iJ2kL7mN
             */
            token: string;
        };
        SignedOut: {
            /** @enum {boolean} */
            signedOut: true;
        };
        SignOutRequest: Record<string, never>;
        Me: {
            user: components["schemas"]["SignedInUser"];
            workspace: components["schemas"]["SignedInWorkspace"];
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY";
            credential: {
                apiKeyId: string;
                /**
                 * @description API_KEY, or SESSION for a dashboard sign-in
                 * @enum {string}
                 */
                kind: "API_KEY" | "SESSION";
                /**
                 * Format: date-time
                 * @description When the credential stops working; null: never
                 * @example 2026-11-23T14:00:00.000Z
                 */
                expiresAt: string | null;
            };
            permissions: components["schemas"]["Permissions"];
        };
        /** @description What the routes allow this credential, computed by the routes' own checks */
        Permissions: {
            /** @description Create and change their own booking links, schedules, booking pages and calendars */
            manageOwn: boolean;
            /** @description The same for other members (create links, schedules and pages for them) */
            manageOthers: boolean;
            /** @description Invite members, cancel invites, remove members */
            manageTeam: boolean;
            readAuditLogs: boolean;
            manageWebhooks: boolean;
            /** @description Read and change the bookings they host or whose link they own */
            readBookings: boolean;
            /** @description Read and change every booking of the team */
            readAllBookings: boolean;
            useCalendarFeeds: boolean;
            /** @description List and revoke other members' API keys and sessions */
            manageOthersApiKeys: boolean;
        };
        SchedulePage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["Schedule"][];
        };
        /**
         * @example {
         *       "name": "Working hours",
         *       "timeZone": "Europe/Berlin",
         *       "availability": {
         *         "monday": [
         *           {
         *             "start": "09:00:00",
         *             "end": "17:00:00"
         *           }
         *         ],
         *         "tuesday": [
         *           {
         *             "start": "09:00:00",
         *             "end": "17:00:00"
         *           }
         *         ],
         *         "wednesday": [
         *           {
         *             "start": "09:00:00",
         *             "end": "12:00:00"
         *           }
         *         ],
         *         "thursday": [
         *           {
         *             "start": "09:00:00",
         *             "end": "17:00:00"
         *           }
         *         ],
         *         "friday": [
         *           {
         *             "start": "22:00:00",
         *             "end": "02:00:00"
         *           }
         *         ],
         *         "saturday": [],
         *         "sunday": []
         *       },
         *       "overrides": [
         *         {
         *           "date": "2026-12-24",
         *           "ranges": []
         *         },
         *         {
         *           "date": "2026-12-27",
         *           "ranges": [
         *             {
         *               "start": "10:00:00",
         *               "end": "12:00:00"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        CreateScheduleRequest: {
            /** @description Whose schedule: default the caller; OWNER and ADMIN keys may name any member of the workspace */
            userId?: string;
            /**
             * @description 1-200 visible characters on one line
             * @example Working hours
             */
            name: string;
            /**
             * @description An IANA zone name (links such as Asia/Calcutta too); kept as sent. Offsets such as +05:30 are refused
             * @example Europe/Berlin
             */
            timeZone: string;
            /**
             * @description Keys monday…sunday (missing days are empty), each up to 24 ranges { start, end } as HH:MM:SS; an end at or before its start runs past midnight. Ranges of one day must not overlap
             * @example {
             *       "monday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "tuesday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "wednesday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "12:00:00"
             *         }
             *       ],
             *       "thursday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "friday": [
             *         {
             *           "start": "22:00:00",
             *           "end": "02:00:00"
             *         }
             *       ],
             *       "saturday": [],
             *       "sunday": []
             *     }
             */
            availability: {
                /** @default [] */
                sunday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                monday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                tuesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                wednesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                thursday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                friday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                saturday?: {
                    start: string;
                    end: string;
                }[];
            };
            /**
             * @description Dates (YYYY-MM-DD, in timeZone) whose ranges replace their weekday's; no ranges is a day off. Each date once, at most 400
             * @default []
             * @example [
             *       {
             *         "date": "2026-12-24",
             *         "ranges": []
             *       },
             *       {
             *         "date": "2026-12-27",
             *         "ranges": [
             *           {
             *             "start": "10:00:00",
             *             "end": "12:00:00"
             *           }
             *         ]
             *       }
             *     ]
             */
            overrides?: {
                date: string;
                ranges: {
                    start: string;
                    end: string;
                }[];
            }[];
            /**
             * @description Default false; a user's first schedule is the default either way
             * @default false
             */
            isDefault?: boolean;
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
            /** @description Read-only: accepted and ignored */
            updatedAt?: unknown;
        };
        /**
         * @example {
         *       "scheduleId": "sched_usr_demo_olivia",
         *       "updatedAt": "2026-11-23T14:00:00.000Z",
         *       "overrides": [
         *         {
         *           "date": "2026-12-24",
         *           "ranges": []
         *         }
         *       ]
         *     }
         */
        UpdateScheduleRequest: {
            /** @example sched_usr_demo_olivia */
            scheduleId: string;
            /**
             * Format: date-time
             * @description The updatedAt the client read; another change since is STALE_UPDATE
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            /**
             * @description 1-200 visible characters on one line
             * @example Working hours
             */
            name?: string;
            /**
             * @description An IANA zone name (links such as Asia/Calcutta too); kept as sent. Offsets such as +05:30 are refused
             * @example Europe/Berlin
             */
            timeZone?: string;
            /**
             * @description Replaces the whole week; missing days are empty
             * @example {
             *       "monday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "tuesday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "wednesday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "12:00:00"
             *         }
             *       ],
             *       "thursday": [
             *         {
             *           "start": "09:00:00",
             *           "end": "17:00:00"
             *         }
             *       ],
             *       "friday": [
             *         {
             *           "start": "22:00:00",
             *           "end": "02:00:00"
             *         }
             *       ],
             *       "saturday": [],
             *       "sunday": []
             *     }
             */
            availability?: {
                /** @default [] */
                sunday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                monday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                tuesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                wednesday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                thursday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                friday?: {
                    start: string;
                    end: string;
                }[];
                /** @default [] */
                saturday?: {
                    start: string;
                    end: string;
                }[];
            };
            /**
             * @description Replaces the whole list
             * @example [
             *       {
             *         "date": "2026-12-24",
             *         "ranges": []
             *       },
             *       {
             *         "date": "2026-12-27",
             *         "ranges": [
             *           {
             *             "start": "10:00:00",
             *             "end": "12:00:00"
             *           }
             *         ]
             *       }
             *     ]
             */
            overrides?: {
                date: string;
                ranges: {
                    start: string;
                    end: string;
                }[];
            }[];
            /** @description true makes this the default; false on the default is refused (SCHEDULE_IS_DEFAULT) */
            isDefault?: boolean;
            /** @description Read-only: the owner does not change; another id is refused */
            userId?: string;
            /** @description Read-only: accepted and ignored */
            id?: unknown;
            /** @description Read-only: accepted and ignored */
            createdAt?: unknown;
        };
        DeleteScheduleRequest: {
            /** @example sched_usr_demo_olivia */
            scheduleId: string;
        };
        ApiKeyPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["ApiKey"][];
        };
        ApiKey: {
            /** @example key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b */
            id: string;
            /**
             * @description Given at creation; 1-100 characters on one line
             * @example CRM sync
             */
            name: string;
            /**
             * @description The key's first 12 characters, to tell keys apart; not a secret
             * @example sk_Q3vX9a2Lm
             */
            prefix: string;
            /**
             * @description The member the key belongs to and acts as
             * @example usr_a
             */
            userId: string;
            /** @example ws_demo */
            workspaceId: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description At most about a minute behind the key's latest request; null: never used
             * @example 2026-11-23T14:00:00.000Z
             */
            lastUsedAt: string | null;
            /**
             * Format: date-time
             * @description From then on the key is refused (401); null: never expires
             * @example 2026-11-23T14:00:00.000Z
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When it was revoked (401 from then on); null: not revoked
             * @example 2026-11-23T14:00:00.000Z
             */
            revokedAt: string | null;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /**
             * @description The secret, shown this once: only its SHA-256 hash is stored. Send it as x-api-key.
             * @example sk_Q3vX9a2LmT8rW0pZ4nB6yC1dE5fG7hJ2kM9sV3xA0qU
             */
            key: string;
        };
        /** @description Always a key of the caller; naming anyone else (userId) is refused as an unknown field. */
        CreateApiKeyRequest: {
            /**
             * @description 1-100 characters on one line
             * @example CRM sync
             */
            name: string;
            /**
             * Format: date-time
             * @description When the key stops working: after now, at most 730 days ahead. Absent or null: never.
             * @example 2027-06-30T00:00:00Z
             */
            expiresAt?: string | null;
        };
        RevokeApiKeyRequest: {
            /** @example key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b */
            apiKeyId: string;
        };
        AuditLogEventPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["AuditLogEvent"][];
        };
        AuditLogEvent: {
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /** @enum {string} */
            category: "SECURITY" | "SYNC_CONFIG" | "BOOKING_LINKS" | "BOOKING_PAGES" | "CALENDARS" | "ACCESS_CONTROL" | "BILLING" | "WORKFLOWS" | "API_KEYS" | "MCP";
            /** @description One of 62 known actions (LOG_IN, SSO_LOGIN, LOG_OUT, …); new ones may appear without a new version, so clients must accept any string. */
            action: string;
            /** @description The subject as it was when the action happened */
            details: {
                subject: {
                    type: string;
                    id?: string;
                    label?: string;
                };
            } | null;
            actor: {
                /** @enum {string} */
                kind: "user";
                id: string;
                name: string;
                email: string;
            } | {
                /** @enum {string} */
                kind: "system";
            } | {
                /** @enum {string} */
                kind: "deleted";
            };
            /** @description Masked when the impersonator was a service administrator or is no longer a member of the team */
            impersonatedBy: {
                /** @enum {boolean} */
                masked: false;
                name: string;
                email: string;
            } | {
                /** @enum {boolean} */
                masked: true;
            } | null;
        };
        CalendarFeedPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["CalendarFeed"][];
        };
        CalendarFeed: {
            id: string;
            userId: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
        };
        CreatedCalendarFeed: components["schemas"]["CalendarFeed"] & {
            /** @description The feed's secret address, shown this once: subscribe to it in Google Calendar, Outlook or Apple Calendar (webcal:// works too) */
            url: string;
        };
        /** @description An empty object */
        CreateCalendarFeedRequest: Record<string, never>;
        DeleteCalendarFeedRequest: {
            feedId: string;
        };
        CalendarFeedContent: {
            owner: {
                name: string;
            };
            events: {
                id: string;
                /** @description The meeting's calendar UID, kept through reschedules */
                uid: string;
                sequence: number;
                status: components["schemas"]["BookingStatus"];
                title: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                end: string;
                location: string | null;
                attendees: {
                    name: string;
                    email: string;
                }[];
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC
                 * @example 2026-11-23T14:00:00.000Z
                 */
                updatedAt: string;
            }[];
        };
        ReadCalendarFeedRequest: {
            token: string;
        };
        ConnectedCalendarPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["ConnectedCalendar"][];
        };
        ConnectedCalendar: {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            provider: "GOOGLE" | "MICROSOFT" | "INTERNAL" | "CALDAV" | "ICS";
            userId: string;
            /** @description Whether its events make its member busy */
            readForAvailability: boolean;
            /** @description Whether all-day events are left out of its busy times */
            ignoreAllDay: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            connection: components["schemas"]["CalendarConnection"];
        };
        /** @description null: a calendar of no connection (INTERNAL, seeded) */
        CalendarConnection: {
            id: string;
            /** @enum {string} */
            provider: "CALDAV" | "ICS";
            /**
             * @description CALDAV: the server URL as given. ICS: only the feed's origin (https://host/…): its address is a secret
             * @example https://caldav.fastmail.com/
             */
            serverUrl: string;
            /** @description CALDAV: the account's user name; ICS: null */
            username: string | null;
            /**
             * @description ACTIVE: read as it should be. EXPIRED: the server refused the user name or password (connect again with the new one). ERROR: the last read failed (lastError says why); the busy times last read still count
             * @enum {string}
             */
            state: "ACTIVE" | "EXPIRED" | "ERROR";
            /**
             * Format: date-time
             * @description When its calendars were last read whole: how old their busy times are
             * @example 2026-11-23T14:00:00.000Z
             */
            lastRefreshedAt: string | null;
            /**
             * @description Why the last read failed, or null
             * @example no answer within 15 s
             */
            lastError: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
        } | null;
        ConnectedCalendarList: {
            calendars: components["schemas"]["ConnectedCalendar"][];
        };
        ConnectCalendarRequest: {
            /** @enum {string} */
            provider: "CALDAV";
            /**
             * @description The CalDAV server (https; its /.well-known/caldav is followed), e.g. https://caldav.fastmail.com/, https://caldav.icloud.com/, https://cloud.example.com/remote.php/dav
             * @example https://caldav.fastmail.com/
             */
            serverUrl: string;
            /** @example ana@example.com */
            username: string;
            /** @description The password or an app password; sealed at rest, never answered */
            password: string;
        } | {
            /** @enum {string} */
            provider: "ICS";
            /**
             * @description A calendar's secret iCalendar address (http, https or webcal); sealed at rest, never answered
             * @example https://calendar.example.com/ical/ana/private-4f2a/basic.ics
             */
            url: string;
        };
        UpdateCalendarRequest: {
            calendarId: string;
            /**
             * Format: date-time
             * @description The updatedAt the client read; another change since is STALE_UPDATE
             * @example 2026-11-23T14:00:00.000Z
             */
            updatedAt: string;
            readForAvailability?: boolean;
            ignoreAllDay?: boolean;
        };
        CalendarIdRequest: {
            calendarId: string;
        };
        WebhookPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["Webhook"][];
        };
        Webhook: {
            id: string;
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description booking.created (confirmed at once), booking.requested (awaits approval), booking.approved, booking.declined, booking.rescheduled (data is the replacement), booking.cancelled
         * @enum {string}
         */
        WebhookEvent: "booking.created" | "booking.requested" | "booking.approved" | "booking.declined" | "booking.rescheduled" | "booking.cancelled";
        CreatedWebhook: components["schemas"]["Webhook"] & {
            /** @description The signing secret (whsec_…), shown this once: verify each delivery's webhook-signature with it */
            secret: string;
        };
        CreateWebhookRequest: {
            /**
             * @description Where events are POSTed: https, not a private, loopback or link-local address (checked again after each DNS lookup); redirects are not followed
             * @example https://hooks.example.com/scheduling
             */
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description?: string;
        };
        DeleteWebhookRequest: {
            webhookId: string;
        };
        WebhookDeliveryPage: {
            pageNumber: number;
            pageSize: number;
            /** @description Items in the whole list */
            total: number;
            data: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDelivery: {
            /** @description The webhook-id header: the same on every attempt of one delivery */
            messageId: string;
            event: components["schemas"]["WebhookEvent"];
            attempt: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC
             * @example 2026-11-23T14:00:00.000Z
             */
            startedAt: string;
            durationMs: number;
            ok: boolean;
            /** @description The receiver's HTTP status; null when it did not answer */
            statusCode: number | null;
            /** @description The start of the receiver's answer, or why there was none */
            response: string | null;
            /** @enum {string} */
            deliveryStatus: "PENDING" | "SENT" | "FAILED" | "WITHDRAWN";
            /**
             * Format: date-time
             * @description When the next attempt is due, while the delivery is pending
             * @example 2026-11-23T14:00:00.000Z
             */
            nextAttemptAt: string | null;
        };
        /** @description A JSON-RPC 2.0 request, notification or response of the Model Context Protocol */
        JsonRpcMessage: {
            /** @enum {string} */
            jsonrpc: "2.0";
            id?: string | number;
            /** @example tools/call */
            method?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBookingLinks: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                /** @description Only the links of this booking page */
                bookingPageId?: string;
                /** @description true: only the links a booking page displays (not private, ENABLED, not disabled by the system, not deleted); false: only the others. Default: all, deleted ones included. */
                listed?: boolean;
                /** @description Extension: only the links this member owns (an id no link has: data is empty) */
                userId?: string;
                /** @description Extension: true, only deleted links; false, only the others. Default: both. */
                deleted?: boolean;
                /** @description Extension: only the links whose title holds these words as written, in any case (1–100 characters) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of booking links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingLinkPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBookingLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingLink"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookingLinkTimeSlots: {
        parameters: {
            query?: {
                /** @description Default: now. ISO 8601 date-time with Z or an offset. */
                startDate?: string;
                /** @description Default: the end of the UTC calendar month containing startDate. At most 93 days after startDate. */
                endDate?: string;
                /** @description Default: the link's default duration */
                durationId?: string;
                /** @description Extension. A booking whose own time counts as free, as a reschedule of it counts it (POST /v1/bookings/reschedule): the slots it could move to. Only a booking of the caller's team counts; any other id changes nothing. */
                excludeBookingId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Available slots, earliest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSlots"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, RANGE_TOO_LARGE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNKNOWN_DURATION */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBookingLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingLinkRequest"];
            };
        };
        responses: {
            /** @description The new link, as GET /v1/booking-links/{id} shows it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingLink"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SLUG_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateBookingLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBookingLinkRequest"];
            };
        };
        responses: {
            /** @description The link, as GET /v1/booking-links/{id} shows it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingLink"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: STALE_UPDATE, SLUG_TAKEN, BOOKING_LINK_DELETED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteBookingLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteBookingLinkRequest"];
            };
        };
        responses: {
            /** @description The link, deletedAt set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingLink"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_LINK_DELETED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookingPages: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                /** @description Only the page at this address (/<username>); case-insensitive. No match: data is empty. */
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of booking pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPagePage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBookingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageWithOwner"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBookingPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingPageRequest"];
            };
        };
        responses: {
            /** @description The new page, as GET /v1/booking-pages/{id} shows it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageWithOwner"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: USERNAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateBookingPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBookingPageRequest"];
            };
        };
        responses: {
            /** @description The page, as GET /v1/booking-pages/{id} shows it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageWithOwner"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: STALE_UPDATE, USERNAME_TAKEN, BOOKING_PAGE_IS_DEFAULT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and body returns the first response (with Idempotent-Replayed: true) and books nothing new; the same key with another body is refused. A key is kept for at least 24 hours; after that it is a new request's. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingRequest"];
            };
        };
        responses: {
            /** @description The booking was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateBookingResponse"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SLOT_UNAVAILABLE, BOOKING_LINK_UNAVAILABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SLOT_NOT_OFFERED, UNKNOWN_DURATION, ATTENDEE_REQUIRED, TOO_MANY_SCHEDULERS, DUPLICATE_ATTENDEE, GUESTS_NOT_ALLOWED, TOO_MANY_GUESTS, CUSTOM_FIELD_REQUIRED, UNKNOWN_CUSTOM_FIELD, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: COMMIT_OUTCOME_UNKNOWN, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                bookingLinkId?: string;
                hostUserId?: string;
                /** @description PENDING waits for approval and holds the time; CONFIRMED holds it; CANCELLED and DECLINED freed it; RESCHEDULED was replaced by rescheduledToBookingId */
                status?: components["schemas"]["BookingStatus"];
                /** @description Bookings starting at or after this instant */
                startFrom?: string;
                /** @description Bookings starting before this instant */
                startTo?: string;
                /** @description Any attendee, guests included; case-insensitive */
                attendeeEmail?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingsPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingRequest"];
            };
        };
        responses: {
            /** @description Cancel a booking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_STARTED, BOOKING_RESCHEDULED, BOOKING_NOT_ACTIVE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: MANAGE_TOKEN_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rescheduleBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleBookingRequest"];
            };
        };
        responses: {
            /** @description Move a booking to another time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_STARTED, BOOKING_RESCHEDULED, BOOKING_NOT_ACTIVE, BOOKING_LINK_UNAVAILABLE, SLOT_UNAVAILABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: MANAGE_TOKEN_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNKNOWN_DURATION, SLOT_NOT_OFFERED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBookingRequest"];
            };
        };
        responses: {
            /** @description Approve a booking awaiting approval */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_STARTED, BOOKING_RESCHEDULED, BOOKING_NOT_ACTIVE, BOOKING_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    declineBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingRequest"];
            };
        };
        responses: {
            /** @description Decline a booking awaiting approval */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_STARTED, BOOKING_RESCHEDULED, BOOKING_NOT_ACTIVE, BOOKING_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    findBookingByManageToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindBookingByManageTokenRequest"];
            };
        };
        responses: {
            /** @description Read the booking a manage token stands for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedBooking"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: MANAGE_TOKEN_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reissueBookingManageToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReissueManageTokenRequest"];
            };
        };
        responses: {
            /** @description Revoke a booking's manage tokens and issue a new one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManageToken"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSlotReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSlotReservationRequest"];
            };
        };
        responses: {
            /** @description The slot is held until expiresAt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotReservation"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: BOOKING_LINK_UNAVAILABLE, SLOT_UNAVAILABLE, TOO_MANY_RESERVATIONS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNKNOWN_DURATION, SLOT_NOT_OFFERED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSlotReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSlotReservationRequest"];
            };
        };
        responses: {
            /** @description The reservation no longer holds anything */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMemberships: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of memberships */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeMembershipRequest"];
            };
        };
        responses: {
            /** @description The member was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: LAST_OWNER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CANNOT_REVOKE_SELF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMembershipRequest"];
            };
        };
        responses: {
            /** @description The membership with its new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: LAST_OWNER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInvites: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                status?: "PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitePage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInviteRequest"];
            };
        };
        responses: {
            /** @description The invite, PENDING, expiring in 7 days */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invite"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: ALREADY_MEMBER, INVITE_ALREADY_PENDING, INVITEE_ON_PAID_PLAN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelInviteRequest"];
            };
        };
        responses: {
            /** @description The invite, now CANCELLED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invite"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INVITE_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    findInviteByToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteTokenRequest"];
            };
        };
        responses: {
            /** @description The invite, its workspace and inviter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitePreview"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    acceptInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInviteRequest"];
            };
        };
        responses: {
            /** @description The invite, ACCEPTED, and the new membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteAccepted"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INVITE_NOT_PENDING, ALREADY_MEMBER, INVITEE_ON_PAID_PLAN, LAST_OWNER, EMAIL_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INVITE_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    declineInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteTokenRequest"];
            };
        };
        responses: {
            /** @description The invite, DECLINED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteDeclined"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INVITE_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INVITE_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Asked: an e-mail goes out if the address is a member's */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInRequested"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exchangeSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInExchangeRequest"];
            };
        };
        responses: {
            /** @description The session, who it is and where to go */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SIGN_IN_LINK_USED, SIGN_IN_LINK_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignOutRequest"];
            };
        };
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_A_SESSION */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credential's member, workspace, role and permissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                /** @description Whose schedules: default the caller. Another member's needs an OWNER or ADMIN key (else FORBIDDEN) */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleRequest"];
            };
        };
        responses: {
            /** @description Create a schedule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleRequest"];
            };
        };
        responses: {
            /** @description Change a schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: STALE_UPDATE, SCHEDULE_IS_DEFAULT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteScheduleRequest"];
            };
        };
        responses: {
            /** @description Delete a schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SCHEDULE_IN_USE, SCHEDULE_IS_DEFAULT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                /** @description OWNER and ADMIN keys: that member's keys. Others may name only themselves (403 otherwise). Default: the caller's keys. */
                userId?: string;
                /** @description OWNER and ADMIN keys: `true` lists every key of the workspace (403 for others). Not together with userId. */
                all?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: TOO_MANY_API_KEYS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                category?: "SECURITY" | "SYNC_CONFIG" | "BOOKING_LINKS" | "BOOKING_PAGES" | "CALENDARS" | "ACCESS_CONTROL" | "BILLING" | "WORKFLOWS" | "API_KEYS" | "MCP";
                actorUserId?: string;
                /** @description A date means 00:00:00 UTC of that day */
                dateFrom?: string;
                /** @description A date means the end of that day, UTC; must not be before dateFrom */
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogEventPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCalendarFeeds: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of feeds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCalendarFeedRequest"];
            };
        };
        responses: {
            /** @description The feed and its address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedCalendarFeed"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteCalendarFeedRequest"];
            };
        };
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadCalendarFeedRequest"];
            };
        };
        responses: {
            /** @description The feed's events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedContent"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCalendars: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
                /** @description Whose calendars: default the caller. Another member's needs an OWNER or ADMIN key (else FORBIDDEN) */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calendars */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendarPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    connectCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectCalendarRequest"];
            };
        };
        responses: {
            /** @description The account was connected already: its calendars */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendarList"];
                };
            };
            /** @description The connection's calendars */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendarList"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDAR_AUTH_FAILED, CALENDAR_UNREACHABLE, CALENDAR_NOT_READABLE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDARS_NOT_CONFIGURED, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCalendarRequest"];
            };
        };
        responses: {
            /** @description The calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendar"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDAR_NOT_CONNECTED, STALE_UPDATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDARS_NOT_CONFIGURED, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    refreshCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarIdRequest"];
            };
        };
        responses: {
            /** @description The calendar, read again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendar"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDAR_NOT_CONNECTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDARS_NOT_CONFIGURED, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    disconnectCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarIdRequest"];
            };
        };
        responses: {
            /** @description The calendars disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedCalendarList"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDAR_NOT_CONNECTED, CALENDAR_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: CALENDARS_NOT_CONFIGURED, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook and its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteWebhookRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Default 1. Past the last page, data is empty. */
                page?: number;
                /** @description Default 100 */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Error codes: VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendMcpMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRpcMessage"];
            };
        };
        responses: {
            /** @description The JSON-RPC response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                };
            };
            /** @description A notification or response was accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error codes: VALIDATION_FAILED, INVALID_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Error codes: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
