import { toStroops } from "@sextant/core";
import { type Asset, type Horizon, type Keypair, Operation, type xdr } from "@stellar/stellar-sdk";

/** What one operator account should look like on the ledger. */
export interface AccountGoal {
  keypair: Keypair;
  startingBalance: string;
  homeDomain?: string;
  trusts: Asset[];
  /** Units of an asset this (issuer) account pays to the distribution account. */
  supply?: { asset: Asset; amount: string; to: string };
  /** Units of assets this account receives from another operator account when it holds none yet. */
  receives?: Array<{ asset: Asset; amount: string; from: Keypair }>;
}

/** The ledger state the planner compares goals with: an account record, or undefined when it doesn't exist. */
export type AccountLookup = (accountId: string) => Promise<Horizon.AccountResponse | undefined>;

/** One planned operation and the key of the account it acts for (the funder's for account creation). */
export interface PlannedOperation {
  operation: xdr.Operation;
  signer: Keypair;
}

/**
 * The operations (each with the key that must sign it) that bring the operator accounts from what the ledger has
 * to the goals, in an order that can be applied front to back (creations, settings, trustlines, supplies, then
 * transfers between operator accounts). Only what is missing is planned, so running it again plans nothing.
 */
export async function planOperatorAccounts(
  funder: Keypair,
  goals: AccountGoal[],
  lookup: AccountLookup,
): Promise<PlannedOperation[]> {
  const creates: PlannedOperation[] = [];
  const settings: PlannedOperation[] = [];
  const trusts: PlannedOperation[] = [];
  const supplies: PlannedOperation[] = [];
  const transfers: PlannedOperation[] = [];
  const existing = new Map<string, Horizon.AccountResponse | undefined>();
  for (const goal of goals) existing.set(goal.keypair.publicKey(), await lookup(goal.keypair.publicKey()));

  for (const goal of goals) {
    const id = goal.keypair.publicKey();
    const record = existing.get(id);
    const signer = goal.keypair;
    if (!record)
      creates.push({
        operation: Operation.createAccount({ destination: id, startingBalance: goal.startingBalance }),
        signer: funder,
      });
    if (goal.homeDomain && record?.home_domain !== goal.homeDomain) {
      settings.push({ operation: Operation.setOptions({ source: id, homeDomain: goal.homeDomain }), signer });
    }
    for (const asset of goal.trusts) {
      if (record && holds(record, asset)) continue;
      trusts.push({ operation: Operation.changeTrust({ source: id, asset }), signer });
    }
    for (const transfer of goal.receives ?? []) {
      if (record && holds(record, transfer.asset, true)) continue;
      transfers.push({
        operation: Operation.payment({
          source: transfer.from.publicKey(),
          destination: id,
          asset: transfer.asset,
          amount: transfer.amount,
        }),
        signer: transfer.from,
      });
    }
  }
  for (const goal of goals) {
    if (!goal.supply) continue;
    const receiver = existing.get(goal.supply.to);
    if (receiver && holds(receiver, goal.supply.asset, true)) continue;
    supplies.push({
      operation: Operation.payment({
        source: goal.keypair.publicKey(),
        destination: goal.supply.to,
        asset: goal.supply.asset,
        amount: goal.supply.amount,
      }),
      signer: goal.keypair,
    });
  }
  return [...creates, ...settings, ...trusts, ...supplies, ...transfers];
}

function holds(record: Horizon.AccountResponse, asset: Asset, withBalance = false): boolean {
  return record.balances.some(
    (balance) =>
      "asset_code" in balance &&
      balance.asset_code === asset.getCode() &&
      "asset_issuer" in balance &&
      balance.asset_issuer === asset.getIssuer() &&
      (!withBalance || toStroops(balance.balance) > 0n),
  );
}
