import {
  amountForUsd,
  fromStroops,
  priceBand,
  type TAddAdRequest,
  type TAdType,
  type TPaymentMethod,
  toStroops,
} from "@sextant/core";
import {
  Asset,
  type Horizon,
  type Keypair,
  Operation,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { isNotFound } from "../../ledger/horizon";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { type DemoTrader, demoTraderAccounts } from "../kyc/demo-traders";
import { AdListCache } from "./ad-list-cache";
import { adSummary } from "./ad-view";
import { createAd } from "./create-ad";
import type { P2pAsset, P2pRates } from "./p2p-rates";

/** What each demo trader holds: XLM to sell and its reserve, the battery, a token to sell. */
const STARTING_XLM = "2000";
const LEVELG_HOLDING = "400";
const TOKEN_HOLDING: Record<string, string> = { EURX: "500", GBPX: "400" };

interface DemoAdPlan {
  key: string;
  type: TAdType;
  assetCode: string;
  /** Price offset from the reference in tenths of a percent (inside the 8 % band). */
  offsetPermille: number;
  method: TPaymentMethod;
  detailed: boolean;
}

/** Two XLM ads a side per trader, a token sell ad for some; the US trader also takes Payoneer. */
function plansFor(trader: DemoTrader, index: number): DemoAdPlan[] {
  const token = index % 2 === 0 ? "EURX" : "GBPX";
  const plans: DemoAdPlan[] = [
    {
      key: "sell-xlm",
      type: "sell",
      assetCode: "XLM",
      offsetPermille: 10 + index * 4,
      method: "Local_Bank",
      detailed: true,
    },
    {
      key: "buy-xlm",
      type: "buy",
      assetCode: "XLM",
      offsetPermille: -(8 + index * 3),
      method: "Local_Bank",
      detailed: false,
    },
    {
      key: `sell-${token.toLowerCase()}`,
      type: "sell",
      assetCode: token,
      offsetPermille: 12,
      method: "Local_Bank",
      detailed: false,
    },
    {
      key: "buy-levelg",
      type: "buy",
      assetCode: "LEVELG",
      offsetPermille: -15,
      method: "Local_Bank",
      detailed: false,
    },
  ];
  if (trader.country === "US") {
    plans.push({
      key: "sell-xlm-payoneer",
      type: "sell",
      assetCode: "XLM",
      offsetPermille: 25,
      method: "Payoneer",
      detailed: false,
    });
  }
  return plans;
}

/**
 * The demo world's P2P market (standalone only): the KYC step's approved traders get a ledger account with XLM,
 * the LEVELG battery and a token, then post their ads through the same rules as anyone (createAd), each with a
 * fixed idempotency key, so running the step again creates nothing twice.
 */
export async function seedDemoAds(options: {
  app: FastifyInstance;
  rates: P2pRates;
  lists: AdListCache;
  keys: OperatorKeys;
}) {
  const { app, rates, lists, keys } = options;
  const db = app.database.db;
  const traders = demoTraderAccounts(db);
  const assets = await rates.assets();
  for (const [index, trader] of traders.entries()) {
    await equipTrader(app, keys, trader.keypair, assets);
    for (const plan of plansFor(trader, index)) {
      const body = await adBody(rates, trader, plan);
      const { ad, replayed } = await createAd(
        { db, horizon: app.horizon, rates },
        trader.accountId,
        plan.type,
        body,
      );
      if (!replayed) {
        lists.invalidate(AdListCache.group(ad.assetCode, ad.type));
        app.realtime.emit("newAd", adSummary(ad));
      }
    }
  }
}

async function adBody(rates: P2pRates, trader: DemoTrader, plan: DemoAdPlan): Promise<TAddAdRequest> {
  const rate = await rates.rate(plan.assetCode, trader.country);
  const band = priceBand(rate.referencePrice);
  let price = (rate.referencePrice * BigInt(1000 + plan.offsetPermille)) / 1000n;
  price = price < band.low ? band.low : price > band.high ? band.high : price;
  const usd = (value: string) => amountForUsd(toStroops(value), rate.usdPrice, "up");
  return {
    assetCode: plan.assetCode,
    detailed: plan.detailed,
    unitPrice: fromStroops(price),
    ...(plan.detailed
      ? {
          minQty: fromStroops(usd("12")),
          maxQty: fromStroops(usd("120")),
          total_amount: fromStroops(usd("300")),
        }
      : {}),
    location: trader.country,
    payment_method: plan.method,
    timeFrame: 15,
    bank_name: trader.bank.bankName,
    bank_account_number: trader.bank.accountNumber,
    bank_account_title: trader.name,
    payoneer_email: plan.method === "Payoneer" ? `${trader.slug}@payoneer.example` : undefined,
    idempotency_key: `demo-${trader.slug}-${plan.key}`,
  };
}

/** Creates, trusts and funds what is missing for one trader, in one transaction signed by both sides. */
async function equipTrader(app: FastifyInstance, keys: OperatorKeys, trader: Keypair, assets: P2pAsset[]) {
  const distribution = keys.keypair("distribution");
  const wanted = assets.filter((asset) => asset.code === "LEVELG" || asset.code in TOKEN_HOLDING);
  const account = await loadOrUndefined(app.horizon, trader.publicKey());
  const operations: xdr.Operation[] = [];
  if (!account) {
    operations.push(
      Operation.createAccount({ destination: trader.publicKey(), startingBalance: STARTING_XLM }),
    );
  }
  for (const asset of wanted) {
    const line = account?.balances.find(
      (b) => "asset_code" in b && b.asset_code === asset.code && b.asset_issuer === asset.issuer,
    );
    const onLedger = new Asset(asset.code, asset.issuer);
    if (!line) operations.push(Operation.changeTrust({ asset: onLedger, source: trader.publicKey() }));
    const target = asset.code === "LEVELG" ? LEVELG_HOLDING : (TOKEN_HOLDING[asset.code] as string);
    const held = line ? toStroops(line.balance) : 0n;
    if (held < toStroops(target)) {
      const amount = fromStroops(toStroops(target) - held);
      operations.push(Operation.payment({ destination: trader.publicKey(), asset: onLedger, amount }));
    }
  }
  if (operations.length === 0) return;
  const source = await app.horizon.loadAccount(distribution.publicKey());
  const builder = new TransactionBuilder(source, {
    fee: "100",
    networkPassphrase: app.settings.networkPassphrase,
  });
  for (const operation of operations) builder.addOperation(operation);
  const tx = builder.setTimeout(60).build();
  tx.sign(distribution, trader);
  await app.horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
}

async function loadOrUndefined(
  horizon: Horizon.Server,
  id: string,
): Promise<Horizon.AccountResponse | undefined> {
  try {
    return await horizon.loadAccount(id);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
