import { describe, expect, it } from "vitest";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const service = setUpTestService(new Date("2026-12-07T08:00:00Z"));

describe.skipIf(!testDbAvailable)("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document of every endpoint, served without a key", async () => {
    const res = await service.server.request("GET", "/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/mcp",
      "/v1/api-keys",
      "/v1/api-keys/create",
      "/v1/api-keys/revoke",
      "/v1/audit-logs",
      "/v1/booking-links",
      "/v1/booking-links/create",
      "/v1/booking-links/delete",
      "/v1/booking-links/update",
      "/v1/booking-links/{id}",
      "/v1/booking-links/{id}/time-slots",
      "/v1/booking-pages",
      "/v1/booking-pages/create",
      "/v1/booking-pages/update",
      "/v1/booking-pages/{id}",
      "/v1/bookings",
      "/v1/bookings/approve",
      "/v1/bookings/cancel",
      "/v1/bookings/create",
      "/v1/bookings/decline",
      "/v1/bookings/find-by-manage-token",
      "/v1/bookings/reissue-manage-token",
      "/v1/bookings/reschedule",
      "/v1/bookings/{id}",
      "/v1/calendar-feeds",
      "/v1/calendar-feeds/create",
      "/v1/calendar-feeds/delete",
      "/v1/calendar-feeds/read",
      "/v1/calendars",
      "/v1/calendars/connect",
      "/v1/calendars/disconnect",
      "/v1/calendars/refresh",
      "/v1/calendars/update",
      "/v1/invites",
      "/v1/invites/accept",
      "/v1/invites/cancel",
      "/v1/invites/create",
      "/v1/invites/decline",
      "/v1/invites/find-by-token",
      "/v1/me",
      "/v1/memberships",
      "/v1/memberships/revoke",
      "/v1/memberships/update",
      "/v1/schedules",
      "/v1/schedules/create",
      "/v1/schedules/delete",
      "/v1/schedules/update",
      "/v1/sign-in/exchange",
      "/v1/sign-in/request",
      "/v1/sign-in/sign-out",
      "/v1/slot-reservations/create",
      "/v1/slot-reservations/delete",
      "/v1/webhooks",
      "/v1/webhooks/create",
      "/v1/webhooks/delete",
      "/v1/webhooks/{id}/deliveries",
    ]);
    for (const [path, item] of Object.entries<Record<string, { security?: unknown }>>(doc.paths)) {
      // The invite answers and the sign-in exchange take the token in their body instead of a key; asking for a
      // sign-in link takes nothing but an address.
      const keyless = ["/v1/invites/accept", "/v1/invites/decline", "/v1/sign-in/request", "/v1/sign-in/exchange"];
      const security = keyless.includes(path) ? [] : [{ ApiKey: [] }];
      for (const operation of Object.values(item)) expect(operation.security, path).toEqual(security);
    }
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: "apiKey", in: "header", name: "x-api-key" });
  });

  it("names each operation once, from its method and path unless its route names it, and says where and under what terms", async () => {
    const doc = await (await service.server.request("GET", "/v1/openapi.json")).json();
    const ids = Object.values<Record<string, { operationId: string }>>(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/v1/bookings/create"].post.operationId).toBe("createBooking");
    expect(doc.paths["/v1/booking-links/{id}/time-slots"].get.operationId).toBe("listBookingLinkTimeSlots");
    expect(doc.paths["/v1/memberships"].get.operationId).toBe("listMemberships");
    expect(doc.paths["/mcp"].post.operationId).toBe("sendMcpMessage");
    expect(doc.servers).toEqual([{ url: "/", description: "The origin serving this document" }]);
    expect(doc.info.license).toEqual({ name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" });
  });

  it("lists each endpoint's error codes with the problem body", async () => {
    const doc = await (await service.server.request("GET", "/v1/openapi.json")).json();
    const create = doc.paths["/v1/bookings/create"].post;
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "404", "409", "413", "415", "422", "429", "500", "503"]);
    expect(create.responses["409"].description).toContain("SLOT_UNAVAILABLE");
    expect(create.responses["422"].content["application/problem+json"].schema.$ref).toBe("#/components/schemas/Problem");
    expect(doc.components.schemas.CreateBookingRequest.properties.reservationId.description).toMatch(/^Extension/);
    // The utm extension: five bounded strings and nothing else, in the request and in every booking answered.
    const utm = doc.components.schemas.Utm;
    expect(utm.description).toMatch(/^Extension/);
    expect(Object.keys(utm.properties).sort()).toEqual(["campaign", "content", "medium", "source", "term"]);
    expect(utm.properties.source.maxLength).toBe(200);
    expect(utm.additionalProperties).toBe(false);
    expect(doc.components.schemas.CreateBookingRequest.properties.utm.$ref).toBe("#/components/schemas/Utm");
    expect(JSON.stringify(doc.components.schemas.Booking.properties.utm)).toContain("#/components/schemas/Utm");
    const reserve = doc.paths["/v1/slot-reservations/create"].post;
    expect(reserve.responses["409"].description).toContain("SLOT_UNAVAILABLE, TOO_MANY_RESERVATIONS");
    const slots = doc.paths["/v1/booking-links/{id}/time-slots"].get;
    expect(slots.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "durationId",
      "endDate",
      "excludeBookingId",
      "id",
      "startDate",
    ]);
  });

  it("documents the admin endpoints' errors and pagination", async () => {
    const doc = await (await service.server.request("GET", "/v1/openapi.json")).json();
    expect(doc.paths["/v1/audit-logs"].get.responses["403"].description).toContain("FORBIDDEN");
    expect(doc.paths["/v1/invites/cancel"].post.responses["409"].description).toContain("INVITE_NOT_PENDING");
    expect(doc.paths["/v1/memberships/revoke"].post.responses["409"].description).toContain("LAST_OWNER");
    const params = doc.paths["/v1/audit-logs"].get.parameters.map((p: { name: string }) => p.name).sort();
    expect(params).toEqual(["actorUserId", "category", "dateFrom", "dateTo", "page", "pageSize"]);
    expect(Object.keys(doc.components.schemas.MembershipPage.properties).sort()).toEqual(["data", "pageNumber", "pageSize", "total"]);
  });

  it("marks every endpoint the interface does not have as an extension, and only those", async () => {
    const doc = await (await service.server.request("GET", "/v1/openapi.json")).json();
    const marked = Object.entries<Record<string, { "x-extension"?: boolean }>>(doc.paths)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op["x-extension"]] as const),
      )
      .filter(([, isExtension]) => isExtension)
      .map(([operation]) => operation);
    expect(marked.sort()).toEqual(
      [
        "GET /v1/booking-links",
        "POST /v1/booking-links/create",
        "POST /v1/booking-links/update",
        "POST /v1/booking-links/delete",
        "GET /v1/booking-pages",
        "GET /v1/booking-pages/{id}",
        "POST /v1/booking-pages/create",
        "POST /v1/booking-pages/update",
        "GET /v1/bookings",
        "GET /v1/bookings/{id}",
        "POST /v1/bookings/approve",
        "POST /v1/bookings/cancel",
        "POST /v1/bookings/decline",
        "POST /v1/bookings/find-by-manage-token",
        "POST /v1/bookings/reissue-manage-token",
        "POST /v1/bookings/reschedule",
        "GET /v1/calendar-feeds",
        "POST /v1/calendar-feeds/create",
        "POST /v1/calendar-feeds/delete",
        "POST /v1/calendar-feeds/read",
        "GET /v1/calendars",
        "POST /v1/calendars/connect",
        "POST /v1/calendars/update",
        "POST /v1/calendars/refresh",
        "POST /v1/calendars/disconnect",
        "POST /v1/slot-reservations/create",
        "POST /v1/slot-reservations/delete",
        "GET /v1/webhooks",
        "POST /v1/webhooks/create",
        "POST /v1/webhooks/delete",
        "GET /v1/webhooks/{id}/deliveries",
        "POST /mcp",
        "GET /v1/api-keys",
        "POST /v1/api-keys/create",
        "POST /v1/api-keys/revoke",
        "POST /v1/invites/find-by-token",
        "POST /v1/invites/accept",
        "POST /v1/invites/decline",
        "GET /v1/schedules",
        "POST /v1/schedules/create",
        "POST /v1/schedules/update",
        "POST /v1/schedules/delete",
        "POST /v1/sign-in/request",
        "POST /v1/sign-in/exchange",
        "POST /v1/sign-in/sign-out",
        "GET /v1/me",
      ].sort(),
    );
    expect(doc.components.schemas.Booking.properties.status.$ref).toBe("#/components/schemas/BookingStatus");
    expect(doc.components.schemas.BookingStatus.enum).toEqual(["PENDING", "CONFIRMED", "CANCELLED", "DECLINED", "RESCHEDULED"]);
    expect(Object.keys(doc.components.schemas.BookingsPage.properties).sort()).toEqual(["data", "pageNumber", "pageSize", "total"]);
  });

  it("describes the booking link with the interface's field names", async () => {
    const doc = await (await service.server.request("GET", "/v1/openapi.json")).json();
    const link = doc.components.schemas.BookingLink;
    expect(link.required).toEqual(
      expect.arrayContaining(["bookingDurations", "hosts", "bookingPage", "bookingLocations", "minNoticePeriod"]),
    );
    expect(doc.components.schemas.BookingPage.properties).toHaveProperty("descripton");
  });
});
