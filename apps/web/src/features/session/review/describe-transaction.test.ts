import "../../keystore/test-environment";
import { Account, Asset, Keypair, Memo, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { describeTransaction, stroopsToXlm, trimAmount } from "./describe-transaction";

const PASSPHRASE = Networks.STANDALONE;
const source = Keypair.random().publicKey();
const friend = Keypair.random().publicKey();
const feeAccount = Keypair.random().publicKey();
const issuer = Keypair.random().publicKey();
const USDT = new Asset("USDT", issuer);

function build(ops: ReturnType<typeof Operation.payment>[], memo?: Memo, fee = "100"): string {
  const builder = new TransactionBuilder(new Account(source, "41"), { fee, networkPassphrase: PASSPHRASE });
  for (const op of ops) builder.addOperation(op);
  if (memo) builder.addMemo(memo);
  return builder.setTimeout(180).build().toXDR();
}

describe("describeTransaction", () => {
  it("a payment with the operator's fee: amounts, assets, destinations, memo, network and network fee", () => {
    const xdr = build(
      [
        Operation.payment({ destination: friend, asset: Asset.native(), amount: "24.975" }),
        Operation.payment({ destination: feeAccount, asset: Asset.native(), amount: "0.025" }),
      ],
      Memo.text("journey memo"),
    );
    const review = describeTransaction(xdr, PASSPHRASE, [feeAccount]);
    expect(review).toEqual({
      network: "Standalone network",
      networkFee: "0.00002 XLM",
      memo: "journey memo",
      source,
      operations: [
        { title: "Payment", details: ["Sends 24.975 XLM", `To ${friend}`], operatorFee: false },
        {
          title: "Operator fee",
          details: ["Sends 0.025 XLM", `To the operator's fee account ${feeAccount}`],
          operatorFee: true,
        },
      ],
    });
  });

  it("does not call a payment an operator fee when the fee account is unknown", () => {
    const xdr = build([Operation.payment({ destination: feeAccount, asset: USDT, amount: "1" })]);
    const [op] = describeTransaction(xdr, PASSPHRASE).operations;
    expect(op).toEqual({
      title: "Payment",
      details: [`Sends 1 USDT (issuer ${issuer})`, `To ${feeAccount}`],
      operatorFee: false,
    });
  });

  it("path payments state the amounts and the minimum or maximum", () => {
    const xdr = build([
      Operation.pathPaymentStrictSend({
        sendAsset: Asset.native(),
        sendAmount: "10",
        destination: source,
        destAsset: USDT,
        destMin: "4.95",
        path: [],
      }),
      Operation.pathPaymentStrictReceive({
        sendAsset: USDT,
        sendMax: "2.02",
        destination: friend,
        destAsset: Asset.native(),
        destAmount: "4",
        path: [],
      }),
    ]);
    const [send, receive] = describeTransaction(xdr, PASSPHRASE).operations;
    expect(send?.details).toEqual([
      "Sends exactly 10 XLM",
      `Receives at least 4.95 USDT (issuer ${issuer}) (the minimum)`,
      `To ${source}`,
    ]);
    expect(receive?.details).toEqual([
      "Receives exactly 4 XLM",
      `Sends at most 2.02 USDT (issuer ${issuer}) (the maximum)`,
      `To ${friend}`,
    ]);
  });

  it("offers: sell and buy with amount and price; amount 0 cancels", () => {
    const xdr = build([
      Operation.manageSellOffer({ selling: Asset.native(), buying: USDT, amount: "100", price: "0.5" }),
      Operation.manageBuyOffer({ selling: USDT, buying: Asset.native(), buyAmount: "20", price: "2" }),
      Operation.manageSellOffer({
        selling: Asset.native(),
        buying: USDT,
        amount: "0",
        price: "1",
        offerId: "77",
      }),
    ]);
    const [sell, buy, cancel] = describeTransaction(xdr, PASSPHRASE).operations;
    expect(sell).toMatchObject({
      title: "Sell offer",
      details: [
        "Sells 100 XLM",
        `Buys USDT (issuer ${issuer})`,
        `Price: 0.5 USDT (issuer ${issuer}) per XLM`,
      ],
    });
    expect(buy).toMatchObject({ title: "Buy offer", details: expect.arrayContaining(["Buys 20 XLM"]) });
    expect(cancel).toMatchObject({ title: "Cancel offer" });
    expect(cancel?.details[0]).toContain("offer 77");
  });

  it("a trustline says it locks 0.5 XLM of reserve; removing it frees it", () => {
    const xdr = build([
      Operation.changeTrust({ asset: USDT }),
      Operation.changeTrust({ asset: USDT, limit: "0" }),
    ]);
    const [add, remove] = describeTransaction(xdr, PASSPHRASE).operations;
    expect(add).toEqual({
      title: "Trustline",
      details: [`Trusts USDT (issuer ${issuer})`, "Locks 0.5 XLM of your balance as reserve while it exists"],
      operatorFee: false,
    });
    expect(remove?.details).toEqual([
      `Removes the trustline to USDT (issuer ${issuer})`,
      "Frees 0.5 XLM of reserve",
    ]);
  });

  it("set options says what changes; create account its starting balance; memos of every type", () => {
    const xdr = build(
      [
        Operation.setOptions({ homeDomain: "example.com" }),
        Operation.createAccount({ destination: friend, startingBalance: "2.5" }),
      ],
      Memo.id("42"),
    );
    const review = describeTransaction(xdr, PASSPHRASE);
    expect(review.operations[0]).toMatchObject({
      title: "Account settings",
      details: ["Sets the home domain to example.com."],
    });
    expect(review.operations[1]?.details).toEqual([
      `Creates the account ${friend}`,
      "With a starting balance of 2.5 XLM",
    ]);
    expect(review.memo).toBe("ID 42");
    expect(describeTransaction(build([Operation.setOptions({})]), PASSPHRASE).memo).toBeNull();
  });

  it("an escrow funding: the sponsorship, the escrow account's settings on that account, then the payment", () => {
    const escrow = Keypair.random().publicKey();
    const sponsor = Keypair.random().publicKey();
    const xdr = build([
      Operation.beginSponsoringFutureReserves({ source: sponsor, sponsoredId: escrow }),
      Operation.changeTrust({ source: escrow, asset: USDT, limit: "25.25" }),
      Operation.setOptions({ source: escrow, signer: { ed25519PublicKey: friend, weight: 1 } }),
      Operation.setOptions({
        source: escrow,
        signer: { preAuthTx: new Uint8Array(32).fill(0xab), weight: 1 },
      }),
      Operation.setOptions({
        source: escrow,
        masterWeight: 0,
        lowThreshold: 2,
        medThreshold: 2,
        highThreshold: 2,
      }),
      Operation.endSponsoringFutureReserves({ source: escrow }),
      Operation.payment({ destination: escrow, asset: USDT, amount: "25.25" }),
    ]);
    const { operations } = describeTransaction(xdr, PASSPHRASE);
    expect(operations.map((op) => op.title)).toEqual([
      "Sponsor reserves",
      "Trustline",
      "Account settings",
      "Account settings",
      "Account settings",
      "End sponsorship",
      "Payment",
    ]);
    expect(operations[0]?.details).toEqual([
      `Pays the reserves of the entries created next for ${escrow}`,
      `On the account ${sponsor}`,
    ]);
    expect(operations[1]?.details).toEqual([
      `Trusts USDT (issuer ${issuer}) up to 25.25`,
      "Its 0.5 XLM reserve is that account's, or its sponsor's",
      `On the account ${escrow}`,
    ]);
    expect(operations[3]?.details).toEqual([
      `Adds the signer pre-authorising transaction ${"ab".repeat(32)} with weight 1.`,
      `On the account ${escrow}`,
    ]);
    expect(operations[4]?.details).toContain(`On the account ${escrow}`);
    expect(operations[4]?.details).toContain("Sets the master key weight to 0.");
    // The payment is this wallet's own: no account line.
    expect(operations[6]?.details).toEqual([`Sends 25.25 USDT (issuer ${issuer})`, `To ${escrow}`]);
  });

  it("names the public and test networks, and refuses an envelope of another network", () => {
    const xdr = build([Operation.payment({ destination: friend, asset: Asset.native(), amount: "1" })]);
    expect(describeTransaction(xdr, Networks.PUBLIC).network).toBe("Stellar public network");
    expect(describeTransaction(xdr, Networks.TESTNET).network).toBe("Stellar test network");
    expect(() => describeTransaction("not an envelope", PASSPHRASE)).toThrow();
  });

  it("formats amounts without trailing zeros", () => {
    expect(trimAmount("25.0000000")).toBe("25");
    expect(trimAmount("0.1000000")).toBe("0.1");
    expect(trimAmount("7")).toBe("7");
    expect(stroopsToXlm("100")).toBe("0.00001");
    expect(stroopsToXlm("123456789")).toBe("12.3456789");
  });
});
