import { type TestLedger, useLedger } from "./ledger";

/** Like `useLedger`, but with the development clock enabled (history at chosen close times). */
export function useDevLedger(): () => TestLedger {
  return useLedger({ devClock: true });
}

/** Sets the ledger clock (unix seconds) used for the next close. */
export async function setClock(t: TestLedger, unixSeconds: number): Promise<void> {
  const response = await fetch(`${t.url}/_dev/clock`, {
    method: "POST",
    body: JSON.stringify({ time: unixSeconds }),
  });
  if (!response.ok) throw new Error(`clock not set: ${response.status}`);
}
