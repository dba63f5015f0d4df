import type { Router } from "../http/router";
import { withOperationIds } from "./operation-ids";

const DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Team scheduling service",
    version: "1.0.0",
    description:
      "Booking links, time slots, bookings, memberships, invites and audit logs of a team. Every endpoint but this document needs an x-api-key header. Errors are application/problem+json bodies with a stable `code`. Lists are paginated: { pageNumber, pageSize, total, data }.",
    // The repository grants no licence (package.json: UNLICENSED), so the document says so in SPDX's form for
    // terms of one's own rather than naming a licence nobody chose.
    license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
  },
  // Relative: the origin this document is served from, whichever one that is (the booking app's, a service of its
  // own, a test server); PUBLIC_URL names the booking app's alone. Every path carries its /v1 prefix.
  servers: [{ url: "/", description: "The origin serving this document" }],
};

/** Serves the OpenAPI 3.1 document of every route mounted on `app`, at /v1/openapi.json. */
export function serveOpenApiDocument(app: Router) {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", { type: "apiKey", in: "header", name: "x-api-key" });
  // Made at each request from the routes mounted by then, as doc31 would; its errors answer as any other's.
  app.get("/v1/openapi.json", (c) => c.json(openApiDocument(app)));
}

/** The document of `app`'s routes, each operation with its operationId (lib/api/operation-ids.ts). */
export function openApiDocument(app: Router) {
  return withOperationIds(app.getOpenAPI31Document(DOCUMENT));
}
