import {
  type TAnchorChain,
  type TInteractiveSession,
  ZCompleteInteractiveResponse,
  ZInteractiveSession,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/**
 * The SEP-24 interactive page's calls. The one-time token of the page's URL is the only credential: the page
 * works without a Sextant session, for the user of any Stellar wallet.
 */
const base = (token: string) => `/sep24/interactive/${encodeURIComponent(token)}`;

/** GET — the transaction the link was made for, its account, the chains and the fees. */
export function fetchInteractiveSession(token: string, signal?: AbortSignal): Promise<TInteractiveSession> {
  return apiRequest(base(token), { schema: ZInteractiveSession, signal });
}

/** POST …/deposit — picks the chain; answers the deposit address. Uses the token up. */
export function completeInteractiveDeposit(token: string, chain: TAnchorChain) {
  return apiRequest(`${base(token)}/deposit`, {
    method: "POST",
    body: { chain },
    schema: ZCompleteInteractiveResponse,
  });
}

/** POST …/withdraw — the destination and amount; answers where the wallet pays amount + fee. Uses the token up. */
export function completeInteractiveWithdraw(token: string, body: { dest: string; amount: string }) {
  return apiRequest(`${base(token)}/withdraw`, {
    method: "POST",
    body,
    schema: ZCompleteInteractiveResponse,
  });
}
