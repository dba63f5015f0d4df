// POST /mcp – the Model Context Protocol endpoint (Streamable HTTP), behind
// the same middleware as /v1: the x-api-key, its role and team, its request
// budget, the JSON gate and body limit. Stateless: answered as JSON, so any instance can take any request;
// a plain tools/call directly (lib/mcp/direct-tool-call.ts), anything else by a server and transport of its own.
import { createRoute } from "@hono/zod-openapi";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { BookingLinkReads } from "../booking-links/booking-link-reads";
import { cachedBookingReads } from "../bookings/book-and-publish";
import type { BookingReads } from "../bookings/create-booking";
import { errorResponses, JSON_BODY_ERRORS, jsonBody, jsonContent, security } from "../http/openapi";
import { createRouter, type Router } from "../http/router";
import { answerToolCall, plainToolCall } from "./direct-tool-call";
import { jsonRpcMessage } from "./json-rpc";
import { createMcpServer } from "./mcp-server";

const mcpRoute = createRoute({
  method: "post",
  path: "/mcp",
  // Named here: the rule for /v1's paths would call a POST to /mcp createMcp.
  operationId: "sendMcpMessage",
  summary: "Model Context Protocol endpoint",
  description:
    "Extension of the interface. JSON-RPC 2.0 messages of the Model Context Protocol (Streamable HTTP transport, stateless: no Mcp-Session-Id, no server-sent events; GET answers 405). Send Accept: application/json, text/event-stream. Tools: get_booking_link, list_time_slots, create_booking, list_bookings, get_booking, cancel_booking, reschedule_booking; see docs/api.md. Failures of a tool are tool results with isError and the problem body as text; failures of the request (key, budget, body) are problem+json answers as on /v1.",
  "x-extension": true,
  security,
  request: { body: jsonBody(jsonRpcMessage) },
  responses: {
    200: jsonContent(jsonRpcMessage, "The JSON-RPC response"),
    202: { description: "A notification or response was accepted" },
    ...errorResponses([...JSON_BODY_ERRORS]),
  },
});

export function mcpRoutes(links: BookingLinkReads, liveBusy?: BookingReads["liveBusy"]): Router {
  const app = createRouter();
  const reads = cachedBookingReads(links, liveBusy);
  app.openapi(mcpRoute, async (c) => {
    const message = c.req.valid("json");
    const context = { ...c.var, links, reads };
    const call = plainToolCall(message, c.req.raw.headers);
    if (call) return c.newResponse(await answerToolCall(call, context), 200, { "Content-Type": "application/json" });
    const server = createMcpServer(context);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      // The body was read and checked by the JSON gate; the transport takes it parsed.
      const answer = await transport.handleRequest(c.req.raw, { parsedBody: message });
      // Through the context, so that the headers set before (security, rate limits) are on it.
      return c.newResponse(answer.body, answer);
    } finally {
      await server.close();
    }
  });
  return app;
}
