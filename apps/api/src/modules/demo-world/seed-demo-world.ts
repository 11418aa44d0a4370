import { Asset, type Horizon, Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import { isNotFound } from "../../ledger/horizon";
import { ISSUED_ASSETS } from "../catalogue/asset-definitions";
import type { OperatorKeys } from "./operator-keys";
import { type AccountGoal, planOperatorAccounts } from "./plan-operator-accounts";

/** Units of each asset issued to the distribution account: about 100 million USD worth, within int64. */
export function supplyOf(referenceUsdPrice: string): string {
  const units = Math.min(100_000_000 / Number(referenceUsdPrice), 900_000_000_000);
  return Math.max(1, Math.floor(units)).toString();
}

export function operatorGoals(keys: OperatorKeys, homeDomain: string): AccountGoal[] {
  const distribution = keys.keypair("distribution");
  const assets = ISSUED_ASSETS.map(
    (definition) => new Asset(definition.code, keys.issuer(definition.code).publicKey()),
  );
  return [
    ...ISSUED_ASSETS.map((definition, index) => ({
      keypair: keys.issuer(definition.code),
      startingBalance: "100",
      homeDomain,
      trusts: [],
      supply: {
        asset: assets[index] as Asset,
        amount: supplyOf(definition.referenceUsdPrice),
        to: distribution.publicKey(),
      },
    })),
    { keypair: distribution, startingBalance: "10000000", trusts: assets },
    { keypair: keys.keypair("fee"), startingBalance: "100", trusts: assets },
  ];
}

/**
 * On the standalone network: creates the operator's accounts (one issuer per listed asset with its home domain
 * set to this server, a distribution account holding each asset's supply, a fee account trusting every asset),
 * funded by the network's root account, in one atomic transaction. Returns the number of operations applied;
 * 0 when the world is already complete.
 */
export async function seedDemoWorld(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  homeDomain: string;
  networkPassphrase: string;
}): Promise<number> {
  const root = Keypair.master(options.networkPassphrase);
  const lookup = async (id: string) => {
    try {
      return await options.horizon.loadAccount(id);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const plan = await planOperatorAccounts(root, operatorGoals(options.keys, options.homeDomain), lookup);
  if (plan.operations.length === 0) return 0;
  const source = await options.horizon.loadAccount(root.publicKey());
  const builder = new TransactionBuilder(source, {
    fee: "100",
    networkPassphrase: options.networkPassphrase,
  });
  for (const operation of plan.operations) builder.addOperation(operation);
  const tx = builder.setTimeout(120).build();
  tx.sign(...plan.signers);
  await options.horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
  return plan.operations.length;
}
