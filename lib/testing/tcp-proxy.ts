// A TCP relay on loopback that a test can cut and restore, to take "the
// database" away from the service and give it back.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  /**
   * Cuts the next connection that sends COMMIT, and only it: with
   * `forwardFirst` the server receives the COMMIT (and commits) but its answer
   * never arrives; without it the server never sees it (and rolls back).
   * Either way the client cannot know the outcome.
   */
  cutNextCommit(options: { forwardFirst: boolean }): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let armed: { forwardFirst: boolean } | undefined;
  const relay = (client: Socket, upstream: Socket) => {
    client.on("data", (chunk: Buffer) => {
      // A simple-query message ('Q', its length, the text) that is COMMIT itself, not a statement that mentions it.
      if (!armed || !/Q[\s\S]{4}commit\0/i.test(chunk.toString("latin1"))) return void upstream.write(chunk);
      const { forwardFirst } = armed;
      armed = undefined;
      upstream.unpipe(client);
      client.destroy();
      // end(), not destroy(): a reset could discard the COMMIT before the server reads it.
      if (forwardFirst) upstream.end(chunk);
      else upstream.destroy();
    });
    upstream.pipe(client);
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        relay(client, upstream);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    // close() waits for open connections: end them so it can finish.
    for (const s of sockets) s.destroy();
    await closing;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    cutNextCommit: (options) => {
      armed = options;
    },
    restore: listen,
    close: cut,
  };
}
