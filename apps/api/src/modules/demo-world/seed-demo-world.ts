import { fromStroops } from "@sextant/core";
import { Asset, type Horizon, Keypair } from "@stellar/stellar-sdk";
import { isNotFound } from "../../ledger/horizon";
import { ISSUED_ASSETS } from "../catalogue/asset-definitions";
import { tradedAssetCodes } from "./market/demo-pairs";
import { holdingStroops, TRADER_HOLDING_USD, traderStartingBalance } from "./market/market-sizing";
import {
  liquidityAssetCodes,
  liquidityHoldingStroops,
  liquidityStartingBalance,
} from "./market/pool-definitions";
import type { OperatorKeys } from "./operator-keys";
import { type AccountGoal, planOperatorAccounts } from "./plan-operator-accounts";
import { submitPlanned } from "./submit-planned";
import { supplyOf } from "./supply";

export { supplyOf };

export function operatorGoals(keys: OperatorKeys, homeDomain: string): AccountGoal[] {
  const distribution = keys.keypair("distribution");
  const assets = ISSUED_ASSETS.map(
    (definition) => new Asset(definition.code, keys.issuer(definition.code).publicKey()),
  );
  const assetOf = (code: string) => new Asset(code, keys.issuer(code).publicKey());
  const trader = (role: "maker" | "taker"): AccountGoal => ({
    keypair: keys.keypair(role),
    startingBalance: traderStartingBalance(),
    trusts: tradedAssetCodes().map(assetOf),
    receives: tradedAssetCodes().map((code) => ({
      asset: assetOf(code),
      amount: fromStroops(holdingStroops(code, TRADER_HOLDING_USD)),
      from: distribution,
    })),
  });
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
    // The fee account also sponsors every escrow's reserves (docs/escrow.md): room for a few hundred at once.
    { keypair: keys.keypair("fee"), startingBalance: "1000", trusts: assets },
    trader("maker"),
    trader("taker"),
    {
      keypair: keys.keypair("liquidity"),
      startingBalance: liquidityStartingBalance(),
      trusts: liquidityAssetCodes().map(assetOf),
      receives: liquidityAssetCodes().map((code) => ({
        asset: assetOf(code),
        amount: fromStroops(liquidityHoldingStroops(code)),
        from: distribution,
      })),
    },
  ];
}

/**
 * On the standalone network: creates the operator's accounts (one issuer per listed asset with its home domain
 * set to this server, a distribution account holding each supply, a fee account trusting every asset, and the
 * demo market's maker, taker and liquidity accounts holding their share of the traded assets), funded by the
 * network's root account, in as few transactions as the 100-operation limit allows. Returns the number of
 * operations applied; 0 when the accounts are already complete.
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
  const planned = await planOperatorAccounts(root, operatorGoals(options.keys, options.homeDomain), lookup);
  return submitPlanned({
    horizon: options.horizon,
    networkPassphrase: options.networkPassphrase,
    source: root,
    planned,
  });
}
