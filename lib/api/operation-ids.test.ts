import { describe, expect, it } from "vitest";
import { operationIdOf, withOperationIds } from "./operation-ids";

describe("operationIdOf", () => {
  it.each([
    ["GET", "/v1/memberships", "listMemberships"],
    ["POST", "/v1/bookings/create", "createBooking"],
    ["GET", "/v1/booking-links/{id}/time-slots", "listBookingLinkTimeSlots"],
    ["GET", "/v1/booking-links/{id}", "getBookingLink"],
    ["POST", "/v1/memberships/revoke", "revokeMembership"],
    ["POST", "/v1/bookings/find-by-manage-token", "findBookingByManageToken"],
    ["POST", "/v1/bookings/reissue-manage-token", "reissueBookingManageToken"],
    ["GET", "/v1/webhooks/{id}/deliveries", "listWebhookDeliveries"],
    ["GET", "/v1/audit-logs", "listAuditLogs"],
    ["POST", "/v1/calendar-feeds/read", "readCalendarFeed"],
    // Shapes the interface does not use yet, as REST names them.
    ["POST", "/v1/schedules", "createSchedule"],
    ["PATCH", "/v1/schedules/{scheduleId}", "updateSchedule"],
    ["PUT", "/v1/booking-links/{id}/hosts/{userId}", "replaceBookingLinkHost"],
    ["DELETE", "/v1/addresses/{id}", "deleteAddress"],
    ["GET", "/v1/statuses", "listStatuses"],
    ["POST", "/v1/invites/{id}/resend", "resendInvite"],
    ["POST", "/v1/booking-links/{id}/hosts", "createBookingLinkHost"],
    ["GET", "/v1/users/{id}/profile", "getUserProfile"],
    ["POST", "/v1/bookings/{id}", "updateBooking"],
    ["GET", "/v1/users/{userId}/availabilityOverrides", "listUserAvailabilityOverrides"],
    ["POST", "/mcp", "createMcp"],
  ])("%s %s → %s", (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});

describe("withOperationIds", () => {
  it("names the operations without one and keeps a route's own", () => {
    const document = withOperationIds({
      paths: {
        "/v1/invites": { get: {}, post: { operationId: "sendInvite" } },
        "/v1/invites/cancel": { post: {} },
      },
    });
    expect(document.paths).toEqual({
      "/v1/invites": { get: { operationId: "listInvites" }, post: { operationId: "sendInvite" } },
      "/v1/invites/cancel": { post: { operationId: "cancelInvite" } },
    });
  });

  it("refuses two operations with one operationId, naming both", () => {
    const clash = () => withOperationIds({ paths: { "/v1/invites/create": { post: {} }, "/v1/invites": { post: {} } } });
    expect(clash).toThrow(/createInvite \(POST \/v1\/invites\/create, POST \/v1\/invites\)/);
  });
});
