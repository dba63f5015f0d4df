// The MCP SDK's own client, for tests that drive /mcp over real HTTP: clients connected in a test are closed after it.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach } from "vitest";

// biome-ignore lint/suspicious/noExplicitAny: tool answers come in several shapes, checked by each test's assertions.
type Json = Record<string, any>;

/** Registers the after-each close; `connect` opens a client on `url`/mcp with this x-api-key (none: no header). */
export function setUpMcpClients(name: string) {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  return {
    async connect(url: string, key?: string): Promise<Client> {
      const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
        requestInit: { headers: key === undefined ? {} : { "x-api-key": key } },
      });
      const client = new Client({ name, version: "1.0.0" });
      clients.push(client);
      await client.connect(transport);
      return client;
    },
    /** A tool's result and its structured content. */
    async call(client: Client, tool: string, args: Json) {
      const result = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
      return { result, data: result.structuredContent as Json };
    },
  };
}
