// What a tool call answers: its result as structured content and as text for
// models that read only text; or the service's problem, as a tool error.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppError } from "../errors/app-error";

/** Through JSON, as /v1 sends it (dates become ISO strings); one stringify serves both forms. */
export function toolResult(value: unknown): CallToolResult {
  if (prepared.has(value as object)) return value as CallToolResult;
  const text = JSON.stringify(value);
  return { structuredContent: JSON.parse(text), content: [{ type: "text", text }] };
}

// Results made once and answered to many calls (lib/mcp/time-slot-results.ts); the SDK copies a result as it
// checks it and only serializes it, so sharing one is safe.
const prepared = new WeakSet<object>();

export const isPreparedResult = (result: CallToolResult) => prepared.has(result);

/** `value`'s result, made now; a tool that answers it is answered with it as it is. */
export function preparedResult(value: unknown): CallToolResult {
  const result = toolResult(value);
  prepared.add(result);
  return result;
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

// Results made once per object a reads' cache hands out (get_booking_link's link): such an object is replaced,
// not changed, when what it holds changes, so a result is never older than what /v1 answers.
const perObject = new WeakMap<object, CallToolResult>();

/** The result for `value`, made once with `serialize`: a call then costs what /v1's answer does, not a serialization. */
export function resultPerObject<T extends object>(value: T, serialize: (value: T) => unknown): CallToolResult {
  let result = perObject.get(value);
  if (!result) {
    result = preparedResult(serialize(value));
    perObject.set(value, result);
  }
  return result;
}
