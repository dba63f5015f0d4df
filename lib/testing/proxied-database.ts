// A fresh PostgreSQL database reached through a TCP relay that a test can
// cut and restore: "the database goes away" without touching the server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

export interface ProxiedDatabase {
  /** postgres:// URL of the new database, through the relay. */
  url: string;
  proxy: TcpProxy;
  /** Closes the relay and drops the database. */
  drop(): Promise<void>;
}

export async function createProxiedDatabase(serverUrl: string, prefix: string): Promise<ProxiedDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(serverUrl);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const url = new URL(serverUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    proxy,
    drop: async () => {
      await proxy.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
