import { DEV_CLOCK_TOKEN_HEADER } from "../../src/index";
import { type TestLedger, useLedger } from "./ledger";

/** Like `useLedger`, but with the development clock enabled (history at chosen close times). */
export function useDevLedger(): () => TestLedger {
  return useLedger({ devClock: true });
}

/** A POST to the development clock with the ledger's token. */
export function postClock(t: TestLedger, body: object): Promise<Response> {
  return fetch(`${t.url}/_dev/clock`, {
    method: "POST",
    headers: { [DEV_CLOCK_TOKEN_HEADER]: t.devClockToken ?? "" },
    body: JSON.stringify(body),
  });
}

/** Sets the ledger clock (unix seconds) used for the next close. */
export async function setClock(t: TestLedger, unixSeconds: number): Promise<void> {
  const response = await postClock(t, { time: unixSeconds });
  if (!response.ok) throw new Error(`clock not set: ${response.status}`);
}
