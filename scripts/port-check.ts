// Says whether a port can be listened on, so that `npm start` stops with one
// clear sentence before it prints where to open the app.
import { createServer } from "node:net";

export class PortInUseError extends Error {
  constructor(port: number, host: string) {
    super(`Port ${port} on ${host} is already in use (another npm start?). Stop that process, or choose another port with PORT=….`);
    this.name = "PortInUseError";
  }
}

export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "EADDRINUSE" ? new PortInUseError(port, host) : error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
