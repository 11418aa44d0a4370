// Realtime latency across API instances: an event emitted by instance A (`app.realtime.emit`) until a socket.io
// client connected to instance B receives it, through the PostgreSQL adapter (LISTEN/NOTIFY), one event at a
// time. Two API instances in this process on one fresh PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; the bench creates and drops it). Without one, a single PGlite instance (in-memory adapter).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { io } from "socket.io-client";
import { buildApp } from "../../apps/api/src/build-app";
import { loadSettings } from "../../apps/api/src/settings";
import { testToken } from "../../apps/api/test/support/test-token";
import { percentile, printTable } from "../lib/measure";

const events = Number(process.env.BENCH_EVENTS ?? 300);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dirs: string[] = [];

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// Shared secrets and home domain: a token either instance issues is valid on the other.
const shared = {
  LOG_LEVEL: "silent",
  HORIZON_URL: "http://127.0.0.1:9",
  DEMO_WORLD: "off",
  HOME_DOMAIN: "localhost",
  JWT_SECRET: randomBytes(32).toString("hex"),
  SEP10_SIGNING_SECRET: Keypair.random().secret(),
  OPERATOR_SEED: randomBytes(32).toString("hex"),
};

async function instance(databaseUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-bench-realtime-"));
  dirs.push(dataDir);
  const app = await buildApp({ ...loadSettings(shared), databaseUrl, dataDir, demoWorld: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function measure(label: string, a: FastifyInstance, bUrl: string): Promise<void> {
  const account = Keypair.random().publicKey();
  const socket = io(bUrl, { auth: { token: await testToken(a, account) }, transports: ["websocket"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  let wake: (sentAt: number) => void = () => {};
  socket.on("notification", (payload: { title: string }) => wake(Number(payload.title)));
  const send = (id: number) => {
    const sentAt = performance.now();
    const received = new Promise<number>((resolve) => {
      wake = (stamp) => stamp === sentAt && resolve(performance.now() - sentAt);
    });
    a.realtime.emit(
      "notification",
      {
        id,
        title: String(sentAt),
        notification: "",
        new: true,
        date: new Date().toISOString(),
        path: "/p2p",
        objectId: "",
      },
      { toAccount: account },
    );
    return received;
  };
  // Warm-up: the adapter's subscription may still be starting; resend until one arrives.
  for (let landed = false; !landed; ) {
    landed = await Promise.race([
      send(0).then(() => true),
      new Promise<boolean>((r) => setTimeout(r, 1000, false)),
    ]);
  }
  const latencies: number[] = [];
  for (let i = 1; i <= events; i += 1) latencies.push(await send(i));
  latencies.sort((x, y) => x - y);
  socket.close();
  printTable(label, [
    ["events", events],
    ["p50 ms", percentile(latencies, 50).toFixed(2)],
    ["p99 ms", percentile(latencies, 99).toFixed(2)],
    ["max ms", (latencies.at(-1) ?? 0).toFixed(2)],
  ]);
}

try {
  if (serverUrl) {
    const name = `sextant_bench_rt_${randomBytes(6).toString("hex")}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await admin(serverUrl, `create database ${name}`);
    try {
      const a = await instance(url.toString());
      const b = await instance(url.toString());
      await measure("Realtime emit on A → client on B (PostgreSQL adapter)", a.app, b.url);
      await Promise.all([a.app.close(), b.app.close()]);
    } finally {
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    }
  } else {
    const one = await instance("memory://");
    await measure("Realtime emit → client, one PGlite instance (in-memory adapter)", one.app, one.url);
    await one.app.close();
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
