import {
  Account,
  Asset,
  BASE_FEE,
  Keypair,
  Networks,
  Operation,
  type Transaction,
  TransactionBuilder,
  WebAuth,
} from "@stellar/stellar-sdk";
import { beforeEach, describe, expect, it } from "vitest";
import "./test-environment";
import { KEYSTORE_MESSAGES, VaultLockedError } from "./errors";
import { signChallenge, signTransaction } from "./sign-transaction";
import { PASSWORD, WEAK_VAULT } from "./test-helpers";
import type { UnlockedVault } from "./unlocked-vault";
import { createVault } from "./vault";

const PASSPHRASE = "Standalone Network ; February 2017";

function unsignedPayment(source: string): string {
  return new TransactionBuilder(new Account(source, "41"), { fee: BASE_FEE, networkPassphrase: PASSPHRASE })
    .addOperation(
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount: "12.5" }),
    )
    .setTimeout(180)
    .build()
    .toXDR();
}

describe("signTransaction", () => {
  let vault: UnlockedVault;
  let keypair: Keypair;
  let walletId: string;

  beforeEach(async () => {
    window.localStorage.clear();
    keypair = Keypair.random();
    vault = await createVault(PASSWORD, WEAK_VAULT);
    ({ walletId } = await vault.addWallet({ secret: keypair.secret() }));
  });

  it("returns the envelope with a signature that verifies against the hash for the given network", async () => {
    const unsigned = unsignedPayment(keypair.publicKey());
    const signedXdr = await signTransaction(vault, walletId, unsigned, PASSPHRASE);

    const signed = TransactionBuilder.fromXDR(signedXdr, PASSPHRASE) as Transaction;
    expect(signed.signatures).toHaveLength(1);
    const [decorated] = signed.signatures;
    if (!decorated) throw new Error("signature expected");
    const verifier = Keypair.fromPublicKey(keypair.publicKey());
    expect(Array.from(decorated.hint.toBytes())).toEqual(Array.from(verifier.signatureHint()));
    expect(verifier.verify(signed.hash(), decorated.signature)).toBe(true);

    const otherNetwork = TransactionBuilder.fromXDR(signedXdr, Networks.TESTNET) as Transaction;
    expect(verifier.verify(otherNetwork.hash(), decorated.signature)).toBe(false);
    expect(signed.operations).toEqual(
      (TransactionBuilder.fromXDR(unsigned, PASSPHRASE) as Transaction).operations,
    );
  });

  it("refuses malformed XDR without echoing it", async () => {
    await expect(signTransaction(vault, walletId, "not-xdr", PASSPHRASE)).rejects.toThrow(
      KEYSTORE_MESSAGES.invalidTransaction,
    );
  });

  it("needs the key: a locked vault cannot sign", async () => {
    vault.lock();
    const unsigned = unsignedPayment(keypair.publicKey());
    await expect(signTransaction(vault, walletId, unsigned, PASSPHRASE)).rejects.toBeInstanceOf(
      VaultLockedError,
    );
  });
});

describe("signChallenge", () => {
  it("signs a SEP-10 challenge and refuses an ordinary transaction", async () => {
    window.localStorage.clear();
    const client = Keypair.random();
    const server = Keypair.random();
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    const { walletId } = await vault.addWallet({ secret: client.secret() });
    const challenge = WebAuth.buildChallengeTx(
      server,
      client.publicKey(),
      "sextant.test",
      300,
      PASSPHRASE,
      "sextant.test",
    );

    const signedXdr = await signChallenge(vault, walletId, challenge, PASSPHRASE);
    const signers = WebAuth.verifyChallengeTxSigners(
      signedXdr,
      server.publicKey(),
      PASSPHRASE,
      [client.publicKey()],
      "sextant.test",
      "sextant.test",
    );
    expect(signers).toEqual([client.publicKey()]);

    const payment = unsignedPayment(client.publicKey());
    await expect(signChallenge(vault, walletId, payment, PASSPHRASE)).rejects.toThrow(
      KEYSTORE_MESSAGES.invalidChallenge,
    );
    const otherClient = WebAuth.buildChallengeTx(
      server,
      Keypair.random().publicKey(),
      "sextant.test",
      300,
      PASSPHRASE,
      "sextant.test",
    );
    await expect(signChallenge(vault, walletId, otherClient, PASSPHRASE)).rejects.toThrow(
      KEYSTORE_MESSAGES.invalidChallenge,
    );
  });
});
