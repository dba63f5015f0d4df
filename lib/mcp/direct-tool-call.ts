// tools/call answered without the SDK's server and transport: the one message most requests carry, in the
// exact form the SDK's stateless JSON mode answers it (lib/mcp/routes.ts sends everything else through the
// SDK). Per request, the SDK made a server, a transport, a URL, a stream and a second serialization of the
// result, several times the work of the tool itself; a result answered to many calls (time slots) is
// serialized once here. Anything this does not recognize exactly goes the SDK's way, so what a client sees
// is the SDK's answer either way (lib/mcp/mcp.api.test.ts compares the two).
import { CallToolResultSchema, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { callTool, isToolName } from "./mcp-server";
import { isPreparedResult } from "./tool-result";
import type { ToolContext } from "./tools";

export interface ToolCall {
  id: string | number;
  name: string;
  args: Record<string, unknown> | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

/**
 * The call, when `message` is a plain tools/call request of a tool that exists (no _meta, no task) and the
 * headers pass the transport's checks (Accept, MCP-Protocol-Version); otherwise undefined: the SDK answers.
 */
export function plainToolCall(message: unknown, headers: Headers): ToolCall | undefined {
  const accept = headers.get("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) return undefined;
  const version = headers.get("mcp-protocol-version");
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  if (!isPlainObject(message) || !hasOnly(message, ["jsonrpc", "id", "method", "params"])) return undefined;
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== "2.0" || method !== "tools/call") return undefined;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  if (!isPlainObject(params) || !hasOnly(params, ["name", "arguments"])) return undefined;
  const { name, arguments: args } = params;
  if (typeof name !== "string" || !isToolName(name)) return undefined;
  if (args !== undefined && !isPlainObject(args)) return undefined;
  return { id: id as string | number, name, args };
}

// Serialized results of prepared (shared) results, in the form the SDK sends after checking them.
const serialized = new WeakMap<object, string>();

/** The JSON-RPC response the SDK's server and transport would send for `call`, as text. */
export async function answerToolCall(call: ToolCall, context: ToolContext): Promise<string> {
  const result = await callTool(call.name, call.args, context);
  const id = JSON.stringify(call.id);
  let text = serialized.get(result);
  if (text === undefined) {
    // As the SDK's server does, the result as its schema reads it (which fixes the members' order).
    const checked = CallToolResultSchema.safeParse(result);
    if (!checked.success) {
      const error = { code: -32602, message: `Invalid tools/call result: ${checked.error.message}` };
      return `{"jsonrpc":"2.0","id":${id},"error":${JSON.stringify(error)}}`;
    }
    text = JSON.stringify(checked.data);
    if (isPreparedResult(result)) serialized.set(result, text);
  }
  return `{"result":${text},"jsonrpc":"2.0","id":${id}}`;
}
