// `npm start`: builds the web app when needed, starts the standalone ledger and the API (which serves the app),
// prints the URL, and stops everything on Ctrl-C. `--api-only` (npm run start:api) starts only the API.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  apiServer,
  buildWeb,
  freePort,
  ledgerCli,
  startLocalChain,
  startTs,
  stopAll,
  waitForHttp,
  webBuildIsStale,
} from "./lib/processes.mjs";

const apiOnly = process.argv.includes("--api-only");
const port = Number(process.env.PORT ?? 3000);
const ledgerPort = Number(process.env.LEDGER_PORT ?? 8000);
const standalone = (process.env.STELLAR_NETWORK ?? "standalone") === "standalone" && !process.env.HORIZON_URL;
const children = [];

async function main() {
  // The data directory and all that the ledger, the chain and the API write into it are the owner's alone; the
  // children inherit this mask.
  process.umask(0o077);
  if (webBuildIsStale()) {
    console.log("Building the web app…");
    await buildWeb();
  }

  // Only the API started here may move the ledger's development clock: both get the same fresh secret.
  const devClockToken = process.env.LEDGER_DEV_CLOCK_TOKEN || randomBytes(32).toString("base64url");

  if (!apiOnly && standalone && existsSync(ledgerCli)) {
    // The demo world writes its back-dated market history with the ledger's development clock.
    const devClock = (process.env.DEMO_WORLD ?? "on") === "on" ? "1" : "";
    const ledger = startTs(ledgerCli, {
      name: "ledger",
      env: {
        LEDGER_PORT: String(ledgerPort),
        // A ledger every second, empty or not, like the real network's cadence (about 5 s there), shortened so
        // that a trade shows within a second.
        LEDGER_CLOSE_MS: process.env.LEDGER_CLOSE_MS ?? "1000",
        LEDGER_DEV_CLOCK: process.env.LEDGER_DEV_CLOCK ?? devClock,
        LEDGER_DEV_CLOCK_TOKEN: devClockToken,
      },
    });
    children.push(ledger);
    await waitForHttp(`http://127.0.0.1:${ledgerPort}/`, ledger);
  }

  // The local EVM chain the anchor's demo tokens live on (ERC20 and the TRC20 stand-in), unless one is given.
  let chainUrl = process.env.ANCHOR_CHAIN_RPC_URL ?? "";
  if (!apiOnly && standalone && !chainUrl) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
    const chainPort = process.env.ANCHOR_CHAIN_PORT
      ? Number(process.env.ANCHOR_CHAIN_PORT)
      : await freePort();
    const chain = await startLocalChain({ port: chainPort, dataDir });
    children.push(chain.child);
    chainUrl = chain.url;
  }

  const api = startTs(apiServer, {
    name: "api",
    env: {
      NODE_ENV: process.env.NODE_ENV ?? "production",
      // `--api-only` passes on a token given in the environment (that of a ledger started apart), else none.
      LEDGER_DEV_CLOCK_TOKEN: apiOnly ? (process.env.LEDGER_DEV_CLOCK_TOKEN ?? "") : devClockToken,
      ANCHOR_CHAIN_RPC_URL: chainUrl,
    },
  });
  children.push(api);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, api, 180_000);
  console.log(
    `\n  Sextant is running: http://localhost:${port}\n  API docs:           http://localhost:${port}/api/docs\n`,
  );

  for (const child of children) {
    child.on("exit", (code) => {
      if (stopping) return;
      console.error(`${child.name} stopped (exit ${code}); stopping the rest`);
      void shutdown(1);
    });
  }
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
