import { ErrorCode, P2P_MESSAGES, toStroops } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import type { P2pAsset } from "./p2p-rates";

/** The base reserve of the Stellar networks (0.5 XLM), in stroops. */
const BASE_RESERVE = 5_000_000n;

export interface LedgerFacts {
  /** Whether the account exists and trusts the asset (XLM: exists). */
  trusted: boolean;
  /** What the account can spend of the asset: balance − selling liabilities, for XLM also − the reserve. */
  spendable: bigint;
  /** The account's LEVELG balance (the battery). */
  levelgBalance: bigint;
}

type Balance = Horizon.HorizonApi.BalanceLine;

function lineOf(account: Horizon.AccountResponse, asset: P2pAsset): Balance | undefined {
  return account.balances.find((line) =>
    asset.issuer === ""
      ? line.asset_type === "native"
      : "asset_code" in line && line.asset_code === asset.code && line.asset_issuer === asset.issuer,
  );
}

function spendableOf(account: Horizon.AccountResponse, line: Balance | undefined): bigint {
  if (!line) return 0n;
  const liabilities = "selling_liabilities" in line ? toStroops(line.selling_liabilities) : 0n;
  let spendable = toStroops(line.balance) - liabilities;
  if (line.asset_type === "native") {
    const entries =
      2n +
      BigInt(account.subentry_count) +
      BigInt(account.num_sponsoring ?? 0) -
      BigInt(account.num_sponsored ?? 0);
    spendable -= entries * BASE_RESERVE;
  }
  return spendable > 0n ? spendable : 0n;
}

/**
 * What the ad rules need from the ledger, read from Horizon at the moment of the request (never a client's
 * report): the trustline, the spendable balance and the LEVELG battery, which is only read, never touched.
 * An account the ledger does not know trusts nothing and holds nothing.
 */
export async function readLedgerFacts(
  horizon: Horizon.Server,
  account: string,
  asset: P2pAsset,
  battery: P2pAsset | undefined,
): Promise<LedgerFacts> {
  let loaded: Horizon.AccountResponse;
  try {
    loaded = await horizon.loadAccount(account);
  } catch (error) {
    if (isNotFound(error)) {
      return { trusted: false, spendable: 0n, levelgBalance: 0n };
    }
    throw new AppError(ErrorCode.Unavailable, P2P_MESSAGES.requestFailed);
  }
  const line = lineOf(loaded, asset);
  const batteryLine = battery ? lineOf(loaded, battery) : undefined;
  return {
    trusted: line !== undefined,
    spendable: spendableOf(loaded, line),
    levelgBalance: batteryLine ? toStroops(batteryLine.balance) : 0n,
  };
}
