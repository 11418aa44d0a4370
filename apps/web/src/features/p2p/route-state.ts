import { isRecord } from "../../lib/local-storage";

function field(state: unknown, key: string): unknown {
  return isRecord(state) ? state[key] : undefined;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** /p2pProfile: `{ account }`, the public key whose profile is shown. */
export function parseP2pProfileState(state: unknown): { account: string | null } {
  return { account: text(field(state, "account")) };
}

/** /createAdScreen: `{ asset }`, a code or an asset with a `code`. */
export function parseCreateAdState(state: unknown): { asset: string | null } {
  const asset = field(state, "asset");
  return { asset: text(asset) ?? text(field(asset, "code")) };
}

/** /confirmationScreenBuy and /confirmationScreenSell: `{ add }`, the chosen ad. */
export function parseConfirmationState(state: unknown): { ad: Record<string, unknown> | null } {
  const ad = field(state, "add");
  return { ad: isRecord(ad) ? ad : null };
}

/** /transactionProgressScreen: `{ trade }`. */
export function parseTradeState(state: unknown): { trade: Record<string, unknown> | null } {
  const trade = field(state, "trade");
  return { trade: isRecord(trade) ? trade : null };
}

/** /reviewScreen: `{ tradeId, type, tradeInfo }`, type Seller or Buyer. */
export function parseReviewState(state: unknown): {
  tradeId: string | null;
  type: "Seller" | "Buyer" | null;
} {
  const id = field(state, "tradeId");
  const type = field(state, "type");
  return {
    tradeId: typeof id === "number" ? String(id) : text(id),
    type: type === "Seller" || type === "Buyer" ? type : null,
  };
}
