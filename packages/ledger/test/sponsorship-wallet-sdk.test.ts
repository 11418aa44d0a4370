import {
  type FeeBumpTransaction,
  Horizon,
  Keypair,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { IssuedAssetId, SigningKeypair, StellarConfiguration, Wallet } from "@stellar/typescript-wallet-sdk";
import { describe, expect, it } from "vitest";
import { issueAsset, newAccount, newAccounts } from "./support/accounts";
import { useLedger } from "./support/ledger";
import { counts } from "./support/sponsorship";

const ledger = useLedger();

/**
 * Horizon as the wallet SDK sees it. Its own Horizon client refuses a plain-http URL whatever the network
 * passphrase (the Testnet exception only covers anchors' home domains), so starting a ledger with the Testnet
 * passphrase would not help. This client allows http and re-reads the wallet's transactions (built by the
 * wallet SDK's bundled stellar-sdk, whose envelope API differs) from their XDR before submitting them.
 */
class LedgerHorizon extends Horizon.Server {
  constructor(
    url: string,
    private readonly passphrase: string,
  ) {
    super(url, { allowHttp: true });
  }

  override submitTransaction(
    tx: Transaction | FeeBumpTransaction,
    opts?: Horizon.Server.SubmitTransactionOptions,
  ) {
    const envelope = (tx as unknown as { toXDR(): string }).toXDR();
    return super.submitTransaction(TransactionBuilder.fromXDR(envelope, this.passphrase), opts);
  }
}

/** The wallet SDK's `Stellar` for the ledger: built for its passphrase, talking to it through `LedgerHorizon`. */
function walletStellar(url: string, passphrase: string) {
  const config = new StellarConfiguration({
    network: passphrase as never,
    horizonUrl: "https://horizon.invalid",
  });
  config.server = new LedgerHorizon(url, passphrase) as never;
  return new Wallet({ stellarConfiguration: config }).stellar();
}

const signing = (keypair: Keypair) => SigningKeypair.fromSecret(keypair.secret());

describe("sponsorship through @stellar/typescript-wallet-sdk", () => {
  it("sponsoring(...).createAccount: a sponsored account with 0 XLM, both reserves on the sponsor", async () => {
    const t = ledger();
    const stellar = walletStellar(t.url, t.passphrase);
    const sponsor = signing(await newAccount(t, "50"));
    const created = stellar.account().createKeypair();
    const builder = await stellar.transaction({ sourceAddress: sponsor });
    const tx = builder.sponsoring(sponsor, (b) => b.createAccount(created), created).build();
    sponsor.sign(tx);
    created.sign(tx);
    expect(await stellar.submitTransaction(tx)).toBe(true);
    expect(await counts(t, created.publicKey)).toEqual({
      num_sponsoring: 0,
      num_sponsored: 2,
      sponsor: sponsor.publicKey,
      subentry_count: 0,
    });
    expect(await counts(t, sponsor.publicKey)).toMatchObject({ num_sponsoring: 2 });
    const record = await t.server.loadAccount(created.publicKey);
    expect(record.balances).toEqual([
      expect.objectContaining({ asset_type: "native", balance: "0.0000000" }),
    ]);
  });

  it("sponsoring(...).addAssetSupport: a trustline whose reserve the sponsor carries", async () => {
    const t = ledger();
    const stellar = walletStellar(t.url, t.passphrase);
    const [sponsorKeys, holderKeys] = await newAccounts(t, 2, "50");
    const { issuer } = await issueAsset(t, "WLT");
    const sponsor = signing(sponsorKeys);
    const holder = signing(holderKeys);
    const builder = await stellar.transaction({ sourceAddress: holder });
    const assetId = new IssuedAssetId("WLT", issuer.publicKey());
    const tx = builder.sponsoring(sponsor, (b) => b.addAssetSupport(assetId)).build();
    holder.sign(tx);
    sponsor.sign(tx);
    expect(await stellar.submitTransaction(tx)).toBe(true);
    expect(await counts(t, holder.publicKey)).toEqual({
      num_sponsoring: 0,
      num_sponsored: 1,
      subentry_count: 1,
    });
    expect(await counts(t, sponsor.publicKey)).toMatchObject({ num_sponsoring: 1 });
    const line = (await t.server.loadAccount(holder.publicKey)).balances.find(
      (b) => b.asset_type !== "native",
    );
    expect(line).toMatchObject({ asset_code: "WLT", sponsor: sponsor.publicKey });
  });

  it("the wallet's submission fails when the sponsored account does not sign its end operation", async () => {
    const t = ledger();
    const stellar = walletStellar(t.url, t.passphrase);
    const sponsor = signing(await newAccount(t, "50"));
    const created = SigningKeypair.fromSecret(Keypair.random().secret());
    const builder = await stellar.transaction({ sourceAddress: sponsor });
    const tx = builder.sponsoring(sponsor, (b) => b.createAccount(created), created).build();
    sponsor.sign(tx);
    const failure = await stellar.submitTransaction(tx).catch((e: unknown) => e);
    const codes = (failure as { response?: { data?: { extras?: { result_codes?: unknown } } } }).response
      ?.data?.extras;
    expect(codes?.result_codes).toEqual({
      transaction: "tx_failed",
      operations: ["op_success", "op_success", "op_bad_auth"],
    });
    await expect(t.server.loadAccount(created.publicKey)).rejects.toThrow();
    expect(await counts(t, sponsor.publicKey)).toMatchObject({ num_sponsoring: 0 });
  });
});
