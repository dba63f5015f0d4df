import { z } from "@hono/zod-openapi";

/** One JSON-RPC 2.0 message; the MCP SDK checks the rest. (Batches were dropped from MCP in 2025-06-18.) */
export const jsonRpcMessage = z
  .looseObject({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number()]).optional(),
    method: z.string().optional().openapi({ example: "tools/call" }),
  })
  .openapi("JsonRpcMessage", { description: "A JSON-RPC 2.0 request, notification or response of the Model Context Protocol" });
