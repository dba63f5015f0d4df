// A stand-in for a customer's website on other origins, serving pages that
// embed the booking app through public/embed.js.
import { createServer, type Server } from "node:http";

export function serveSite(port: number, pages: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? "/", "http://x").pathname];
    response.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(body ?? "not found");
  });
  // All loopback addresses, so both localhost and 127.0.0.1 reach it.
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
