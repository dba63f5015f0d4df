// A tool's input and output as JSON Schema, from the same zod schemas that
// validate /v1 requests and describe its answers, with the field
// descriptions the OpenAPI document shows (kept by @hono/zod-openapi's
// `.openapi()` in zod-to-openapi's registry, which plain toJSONSchema does not read).
import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

type ObjectJsonSchema = { type: "object"; [key: string]: unknown };

/** JSON Schema draft 7 (what MCP clients validate against) of `schema`, read as input or as output. */
export function toolJsonSchema(schema: z.ZodType, io: "input" | "output"): ObjectJsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-7",
    io,
    // Transforms (page numbers read from query strings) are typed by what they accept.
    unrepresentable: "any",
    override: (context) => {
      const meta = zodToOpenAPIRegistry.get(context.zodSchema) as { description?: string; example?: unknown } | undefined;
      if (meta?.description) context.jsonSchema.description = meta.description;
      if (meta?.example !== undefined) context.jsonSchema.examples = [meta.example];
    },
  });
  const { $schema: _, ...rest } = json as Record<string, unknown>;
  return { ...rest, type: "object" };
}
