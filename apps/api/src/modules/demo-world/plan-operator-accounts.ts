import { type Asset, type Horizon, type Keypair, Operation, type xdr } from "@stellar/stellar-sdk";

/** What one operator account should look like on the ledger. */
export interface AccountGoal {
  keypair: Keypair;
  startingBalance: string;
  homeDomain?: string;
  trusts: Asset[];
  /** Units of an asset this (issuer) account pays to the distribution account. */
  supply?: { asset: Asset; amount: string; to: string };
}

/** The ledger state the planner compares goals with: an account record, or undefined when it doesn't exist. */
export type AccountLookup = (accountId: string) => Promise<Horizon.AccountResponse | undefined>;

/**
 * The operations (with the keys that must sign) that bring the operator accounts from what the ledger has to the
 * goals. Only what is missing is planned, so running it again plans nothing.
 */
export async function planOperatorAccounts(
  funder: Keypair,
  goals: AccountGoal[],
  lookup: AccountLookup,
): Promise<{ operations: xdr.Operation[]; signers: Keypair[] }> {
  const creates: xdr.Operation[] = [];
  const settings: xdr.Operation[] = [];
  const trusts: xdr.Operation[] = [];
  const supplies: xdr.Operation[] = [];
  const signers = new Map<string, Keypair>([[funder.publicKey(), funder]]);
  const existing = new Map<string, Horizon.AccountResponse | undefined>();
  for (const goal of goals) existing.set(goal.keypair.publicKey(), await lookup(goal.keypair.publicKey()));

  for (const goal of goals) {
    const id = goal.keypair.publicKey();
    const record = existing.get(id);
    const sign = () => signers.set(id, goal.keypair);
    if (!record)
      creates.push(Operation.createAccount({ destination: id, startingBalance: goal.startingBalance }));
    if (goal.homeDomain && record?.home_domain !== goal.homeDomain) {
      settings.push(Operation.setOptions({ source: id, homeDomain: goal.homeDomain }));
      sign();
    }
    for (const asset of goal.trusts) {
      if (record && holds(record, asset)) continue;
      trusts.push(Operation.changeTrust({ source: id, asset }));
      sign();
    }
  }
  for (const goal of goals) {
    if (!goal.supply) continue;
    const receiver = existing.get(goal.supply.to);
    if (receiver && holds(receiver, goal.supply.asset, true)) continue;
    supplies.push(
      Operation.payment({
        source: goal.keypair.publicKey(),
        destination: goal.supply.to,
        asset: goal.supply.asset,
        amount: goal.supply.amount,
      }),
    );
    signers.set(goal.keypair.publicKey(), goal.keypair);
  }
  return { operations: [...creates, ...settings, ...trusts, ...supplies], signers: [...signers.values()] };
}

function holds(record: Horizon.AccountResponse, asset: Asset, withBalance = false): boolean {
  return record.balances.some(
    (balance) =>
      "asset_code" in balance &&
      balance.asset_code === asset.getCode() &&
      "asset_issuer" in balance &&
      balance.asset_issuer === asset.getIssuer() &&
      (!withBalance || Number(balance.balance) > 0),
  );
}
