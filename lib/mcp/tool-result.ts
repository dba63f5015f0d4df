// What a tool call answers: its result as structured content and as text for
// models that read only text; or the service's problem, as a tool error.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppError } from "../errors/app-error";

/** Through JSON, as /v1 sends it (dates become ISO strings); one stringify serves both forms. */
export function toolResult(value: unknown): CallToolResult {
  const text = JSON.stringify(value);
  return { structuredContent: JSON.parse(text), content: [{ type: "text", text }] };
}

/**
 * The problem body /v1 would have answered (code, status, detail, field,
 * errors) as the error's text, so an assistant can act on the code and the
 * field as an integration does. Not as structuredContent: clients check that
 * against the tool's output schema, error or not.
 */
export function toolError(error: AppError): CallToolResult {
  const problem = {
    code: error.code,
    status: error.status,
    detail: error.message,
    ...(error.field !== undefined && { field: error.field }),
    ...(error.issues && { errors: error.issues }),
  };
  return { isError: true, content: [{ type: "text", text: JSON.stringify(problem) }] };
}
