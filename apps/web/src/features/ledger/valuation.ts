import type { TCatalogueAsset } from "@sextant/core";
import { availableBalance, isNative, type TAccountSnapshot, type TAssetRef } from "./balances";

const RATE_DECIMALS = 18;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A catalogue rate (a JSON number) as a fixed-point bigint with 18 decimals; bad values are 0. */
export function scaledRate(rate: number): bigint {
  if (!Number.isFinite(rate) || rate <= 0) return 0n;
  // 15 significant digits: what a double holds exactly, without the binary noise of toFixed.
  const [mantissa = "0", exponent = "0"] = rate.toPrecision(15).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const digits = BigInt(whole + fraction);
  const shift = RATE_DECIMALS - fraction.length + Number(exponent);
  return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
}

/** Stroops of an asset times its rate: the value in stroops of the rate's currency. */
export function valueAt(amount: bigint, rate: number): bigint {
  return (amount * scaledRate(rate)) / RATE_SCALE;
}

export function catalogueEntry(
  catalogue: readonly TCatalogueAsset[],
  asset: TAssetRef,
): TCatalogueAsset | undefined {
  return catalogue.find(
    (entry) =>
      entry.code === asset.code && (isNative(asset) ? entry.issuer === "" : entry.issuer === asset.issuer),
  );
}

/** One line of the coin table (spec §3 Coin balance row), amounts and values in stroops. */
export interface TCoinRow {
  asset: TAssetRef;
  code: string;
  fullName: string;
  icon: string;
  displayColor: string;
  displayDecimals: number;
  total: bigint;
  /** Balance less selling liabilities (and the reserve for XLM). */
  available: bigint;
  /** Value in the preference currency. */
  currencyValue: bigint;
  usdValue: bigint;
  btcValue: bigint;
  rateChangePercent: number;
}

/**
 * The coin rows of an account: XLM first, then each trustline. `catalogue` carries rates in the preference
 * currency, `usdCatalogue` in USD (the same list when the preference is USD).
 */
export function coinRows(
  account: TAccountSnapshot,
  catalogue: readonly TCatalogueAsset[],
  usdCatalogue: readonly TCatalogueAsset[],
): TCoinRow[] {
  return account.balances.map((line) => {
    const entry = catalogueEntry(catalogue, line.asset);
    const usd = catalogueEntry(usdCatalogue, line.asset);
    const total = line.balance;
    return {
      asset: line.asset,
      code: line.asset.code,
      fullName: entry?.name ?? line.asset.code,
      icon: entry?.image ?? "",
      displayColor: entry?.displayColor ?? "",
      displayDecimals: entry?.displayDecimals ?? 7,
      total,
      available: availableBalance(account, line.asset),
      currencyValue: valueAt(total, entry?.currentRate ?? 0),
      usdValue: valueAt(total, usd?.currentRate ?? 0),
      btcValue: valueAt(total, usd?.btcRate ?? entry?.btcRate ?? 0),
      rateChangePercent: usd?.rateChangePercent ?? entry?.rateChangePercent ?? 0,
    };
  });
}

export interface TWalletTotals {
  /** Value in the preference currency (the rows' `currencyValue`). */
  value: bigint;
  usd: bigint;
  btc: bigint;
  /** Change of the wallet's value over 24 h: the holdings' changes weighted by their USD value. */
  percent: number;
}

export function walletTotals(rows: readonly TCoinRow[]): TWalletTotals {
  let value = 0n;
  let usd = 0n;
  let btc = 0n;
  let weighted = 0;
  for (const row of rows) {
    value += row.currencyValue;
    usd += row.usdValue;
    btc += row.btcValue;
    weighted += Number(row.usdValue) * row.rateChangePercent;
  }
  return { value, usd, btc, percent: usd > 0n ? weighted / Number(usd) : 0 };
}
