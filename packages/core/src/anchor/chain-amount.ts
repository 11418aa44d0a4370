import { AMOUNT_DECIMALS } from "../amount";

/**
 * Exact conversion between a token's smallest units on its chain (6 decimals for USDT, 18 for most ERC20s) and
 * stroops (the ledger's 7 decimals), on bigint only.
 */
export function chainUnitsToStroops(units: bigint, decimals: number): { stroops: bigint; dust: bigint } {
  if (decimals <= AMOUNT_DECIMALS)
    return { stroops: units * 10n ** BigInt(AMOUNT_DECIMALS - decimals), dust: 0n };
  const factor = 10n ** BigInt(decimals - AMOUNT_DECIMALS);
  return { stroops: units / factor, dust: units % factor };
}

/**
 * Stroops as chain units; undefined when the amount has more precision than the chain's token (a 7th decimal on a
 * 6-decimal USDT), which cannot be paid exactly.
 */
export function stroopsToChainUnits(stroops: bigint, decimals: number): bigint | undefined {
  if (decimals >= AMOUNT_DECIMALS) return stroops * 10n ** BigInt(decimals - AMOUNT_DECIMALS);
  const factor = 10n ** BigInt(AMOUNT_DECIMALS - decimals);
  if (stroops % factor !== 0n) return undefined;
  return stroops / factor;
}
