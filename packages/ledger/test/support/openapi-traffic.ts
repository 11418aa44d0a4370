import { Asset, Claimant, type Keypair, Operation } from "@stellar/stellar-sdk";
import { newAccounts } from "./accounts";
import { getJson, records } from "./http";
import type { TestLedger } from "./ledger";
import { deposit, pair } from "./pools";
import { buildTx, run, submit, txHash } from "./tx";

/** The ids real traffic left on a ledger, to fill the description's path and query parameters with. */
export interface Traffic {
  accountId: string;
  dataKey: string;
  assets: { eur: Asset; usd: Asset };
  openOfferId: string;
  poolId: string;
  tradeLedger: number;
  pathPaymentHash: string;
  operationId: string;
  failedHash: string;
  claimableBalanceId: string | undefined;
}

/**
 * Accounts, native and credit payments, data, offers that trade, a pool with a deposit, path payments in both
 * directions through book and pool, a failed transaction and (where the ledger supports it) a claimable balance.
 */
export async function driveTraffic(t: TestLedger): Promise<Traffic> {
  const { holder, issuer, eur, usd, share, id: poolId } = await pair(t, "5000", "2000");
  const [taker, friend] = await newAccounts(t, 2, "1000");
  await run(t, taker, [Operation.changeTrust({ asset: eur }), Operation.changeTrust({ asset: usd })]);
  await run(t, issuer, [Operation.payment({ destination: taker.publicKey(), asset: usd, amount: "1000" })]);
  await run(t, holder, [
    Operation.payment({ destination: friend.publicKey(), asset: Asset.native(), amount: "5" }),
    Operation.manageData({ name: "note", value: "hello" }),
    Operation.setOptions({
      homeDomain: "example.com",
      signer: { ed25519PublicKey: friend.publicKey(), weight: 1 },
    }),
  ]);
  const made = await run(t, holder, [
    Operation.manageSellOffer({ selling: eur, buying: usd, amount: "100", price: "2", offerId: "0" }),
  ]);
  const openOfferId = await offerIdOf(t, holder);
  const taken = await run(t, taker, [
    Operation.manageBuyOffer({ selling: usd, buying: eur, buyAmount: "10", price: "0.5", offerId: "0" }),
  ]);
  await run(t, holder, [
    Operation.changeTrust({ asset: share }),
    deposit(poolId, "500", "1000", "0.1", "10"),
  ]);
  const sent = await run(t, taker, [
    Operation.pathPaymentStrictSend({
      sendAsset: usd,
      sendAmount: "20",
      destination: taker.publicKey(),
      destAsset: eur,
      destMin: "1",
      path: [],
    }),
    Operation.pathPaymentStrictReceive({
      sendAsset: usd,
      sendMax: "100",
      destination: taker.publicKey(),
      destAsset: eur,
      destAmount: "5",
      path: [],
    }),
  ]);
  // Applied but failed (no EUR trustline): a failed transaction in history.
  const failing = await buildTx(t, friend, [
    Operation.payment({ destination: holder.publicKey(), asset: eur, amount: "1" }),
  ]);
  const failed = await submit(t, failing);
  const claimableBalanceId = await tryClaimableBalance(t, holder, friend);
  const operations = records((await getJson(t, `/transactions/${sent.hash}/operations`)).body);
  return {
    accountId: holder.publicKey(),
    dataKey: "note",
    assets: { eur, usd },
    openOfferId,
    poolId,
    tradeLedger: taken.ledger,
    pathPaymentHash: sent.hash,
    operationId: String(operations[0]?.id ?? made.hash),
    failedHash: failed.status === 400 ? txHash(failing) : "",
    claimableBalanceId,
  };
}

async function offerIdOf(t: TestLedger, account: Keypair): Promise<string> {
  const offers = records((await getJson(t, `/accounts/${account.publicKey()}/offers`)).body);
  return String(offers[0]?.id ?? "");
}

/** Creates a claimable balance when the ledger supports them; its id, or undefined. */
async function tryClaimableBalance(t: TestLedger, from: Keypair, to: Keypair): Promise<string | undefined> {
  const outcome = await submit(
    t,
    await buildTx(t, from, [
      Operation.createClaimableBalance({
        asset: Asset.native(),
        amount: "1",
        claimants: [new Claimant(to.publicKey(), Claimant.predicateUnconditional())],
      }),
    ]),
  );
  if (outcome.status !== 200) return undefined;
  const list = records((await getJson(t, `/claimable_balances?claimant=${to.publicKey()}`)).body);
  return list[0] ? String(list[0].id) : undefined;
}
