import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in Horizon where no account exists: every request answers 404. Enough for SEP-10 sign-in (an unfunded
 * account signs its challenge with its own key) in tests that need no ledger.
 */
export async function startEmptyHorizon(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { "content-type": "application/problem+json" });
    response.end(JSON.stringify({ type: "not_found", title: "Resource Missing", status: 404 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
