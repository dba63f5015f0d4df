// One MCP server for one HTTP request (stateless: see docs/api.md). The SDK's
// low-level Server, not McpServer: McpServer validates arguments itself and
// answers a bare message, where the service answers VALIDATION_FAILED naming
// the field, as /v1 does.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  type Tool as ListedTool,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { validationError } from "../http/problem";
import { toAppError } from "../http/to-app-error";
import { toolJsonSchema } from "./json-schema";
import { toolError, toolResult } from "./tool-result";
import { TOOLS, type ToolContext } from "./tools";

export const SERVER_INFO = { name: "team-scheduling", version: "1.0.0" };

const INSTRUCTIONS =
  "Scheduling of one team, as its API key allows. Times are ISO 8601 instants (UTC or with an offset). To book: get_booking_link (durations, custom fields), list_time_slots, then create_booking with a start it listed. Failures are tool errors whose text is the service's problem: { code, status, detail, field }.";

const toolsByName = new Map(TOOLS.map((tool) => [tool.name, tool]));
// One for the process: the Server builds a fresh Ajv (its meta-schemas and keywords) unless given one, which was
// a tenth of a tool call's time. It only checks answers to elicitation, which these tools never ask for.
const jsonSchemaValidator = new AjvJsonSchemaValidator();
let listed: ListedTool[] | undefined;

/** tools/list: made once per process, from the zod schemas. */
function listTools(): ListedTool[] {
  listed ??= TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toolJsonSchema(tool.input, "input"),
    outputSchema: toolJsonSchema(tool.output, "output"),
    annotations: { title: tool.title, ...tool.annotations },
  }));
  return listed;
}

export function createMcpServer(context: ToolContext): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(request.params.name, request.params.arguments, context));
  return server;
}

/** Whether `name` is one of the tools (tools/call of any other name is a protocol error). */
export const isToolName = (name: string) => toolsByName.has(name);

export async function callTool(name: string, args: unknown, context: ToolContext): Promise<CallToolResult> {
  const tool = toolsByName.get(name);
  // A protocol error, as the SDK's own servers answer it: the client asked for something that is not there.
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const parsed = tool.input.safeParse(args ?? {});
  if (!parsed.success) return toolError(validationError(parsed.error, "arguments"));
  try {
    return toolResult(await tool.run(parsed.data, context));
  } catch (error) {
    return toolError(toAppError(error));
  }
}
