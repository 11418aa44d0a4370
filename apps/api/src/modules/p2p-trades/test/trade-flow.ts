import type { TTrade } from "@sextant/core";
import { Asset, type Keypair, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { expect } from "vitest";
import { approveKycForTest } from "../../../../test/support/kyc-fixtures";
import { OperatorKeys } from "../../demo-world/operator-keys";
import { type P2pWorld, SELL_XLM_IN_INDIA, startP2pWorld } from "../../p2p/test/p2p-world";

/**
 * A P2P world with a seller's XLM sell ad and helpers that walk a trade through its escrow the way the browser
 * does (open, sign the refund, submit the funding, confirm, sign the release), so each step can be left out to
 * stand for a crash.
 */
export interface TradeFlow {
  world: P2pWorld;
  seller: Keypair;
  buyer: Keypair;
  stranger: Keypair;
  adId: string;
  token(who: Keypair): string;
  call(
    who: Keypair | undefined,
    method: "GET" | "POST",
    url: string,
    body?: object,
  ): ReturnType<P2pWorld["call"]>;
  /** The buyer starts a buy trade of `amount` XLM on the seller's ad. */
  start(amount: string): Promise<TTrade>;
  /** Signs an XDR and answers the transaction (signed) and the raw base64 signature. */
  sign(xdr: string, who: Keypair): { tx: Transaction; signature: string };
  /** The seller opens E, hands back the refund's signature and submits the funding; answers E and the hash. */
  fund(tradeId: string): Promise<{ escrowAccountId: string; hash: string }>;
  /** fund + confirmEscrowPayment: the trade is Started. */
  accept(tradeId: string): Promise<{ escrowAccountId: string; hash: string }>;
  /** The buyer signs the release and says 'I have paid'. */
  pay(tradeId: string): Promise<void>;
  xlm(account: string): Promise<number>;
  close(): Promise<void>;
}

export async function startTradeFlow(driver: "pglite" | "postgres"): Promise<TradeFlow> {
  const world = await startP2pWorld(driver);
  const seller = await world.user({ LEVELG: "200" });
  const buyer = await world.user({ LEVELG: "200" });
  const stranger = await world.user({ LEVELG: "200" });
  const db = world.app.database.db;
  await approveKycForTest(db, seller.publicKey(), { name: "Asha Rao", country: "IN" });
  await approveKycForTest(db, buyer.publicKey(), { name: "Ravi Kumar", country: "IN" });
  await approveKycForTest(db, stranger.publicKey(), { name: "Meera Iyer", country: "IN" });
  const tokens = new Map<Keypair, string>();
  for (const k of [seller, buyer, stranger]) tokens.set(k, await world.token(k));
  const call: TradeFlow["call"] = (who, method, url, body) =>
    world.call(who ? tokens.get(who) : undefined, method, url, body);
  const ad = await call(seller, "POST", "/api/p2p/addSellAd", { ...SELL_XLM_IN_INDIA, total_amount: "1000" });
  expect(ad.statusCode, ad.body).toBe(200);
  const adId = String(ad.json().ad.id);
  // The operator's fee account sponsors escrow reserves and pays outcome fees.
  await world.ledger.fund((await OperatorKeys.load(db)).keypair("fee"));
  const passphrase = world.ledger.ledger.networkPassphrase;

  const sign: TradeFlow["sign"] = (xdr, who) => {
    const tx = TransactionBuilder.fromXDR(xdr, passphrase) as Transaction;
    tx.sign(who);
    return { tx, signature: Buffer.from(who.sign(tx.hash())).toString("base64") };
  };
  const fund: TradeFlow["fund"] = async (tradeId) => {
    const opened = await call(seller, "POST", "/api/p2p/escrow/open", { tradeId });
    expect(opened.statusCode, opened.body).toBe(200);
    const { escrowAccountId, fundingXdr, refundXdr } = opened.json();
    const saved = await call(seller, "POST", "/api/p2p/escrow/refundSignature", {
      tradeId,
      signature: sign(refundXdr, seller).signature,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const funding = sign(fundingXdr, seller);
    await world.ledger.horizon.submitTransaction(funding.tx);
    return { escrowAccountId, hash: Buffer.from(funding.tx.hash()).toString("hex") };
  };
  return {
    world,
    seller,
    buyer,
    stranger,
    adId,
    token: (who) => tokens.get(who) as string,
    call,
    async start(amount) {
      const started = await call(buyer, "POST", "/api/p2p/addBuyTrade", { p2padsId: adId, amount });
      expect(started.statusCode, started.body).toBe(200);
      return started.json().trade as TTrade;
    },
    sign,
    fund,
    async accept(tradeId) {
      const funded = await fund(tradeId);
      const confirmed = await call(
        seller,
        "GET",
        `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${funded.hash}`,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return funded;
    },
    async pay(tradeId) {
      const { releaseXdr } = (await call(buyer, "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`)).json();
      const paid = await call(buyer, "POST", "/api/p2p/claimAmountTransferByBuyer", {
        tradeId,
        releaseSignature: sign(releaseXdr, buyer).signature,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    },
    async xlm(account) {
      return Number(await world.balance(account, Asset.native()));
    },
    close: () => world.close(),
  };
}
