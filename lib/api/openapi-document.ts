import type { Router } from "../http/router";

/** Serves the OpenAPI 3.1 document of every route mounted on `app`, at /v1/openapi.json. */
export function serveOpenApiDocument(app: Router) {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", { type: "apiKey", in: "header", name: "x-api-key" });
  app.doc31("/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Team scheduling service",
      version: "1.0.0",
      description:
        "Booking links, time slots, bookings, memberships, invites and audit logs of a team. Every endpoint but this document needs an x-api-key header. Errors are application/problem+json bodies with a stable `code`. Lists are paginated: { pageNumber, pageSize, total, data }.",
    },
  });
}
