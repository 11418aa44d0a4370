import { FeeBumpTransaction, Keypair, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { KEYSTORE_MESSAGES, KeystoreError } from "./errors";
import type { UnlockedVault } from "./unlocked-vault";

function parseTransaction(unsignedXdr: string, networkPassphrase: string): Transaction | FeeBumpTransaction {
  try {
    return TransactionBuilder.fromXDR(unsignedXdr, networkPassphrase);
  } catch {
    throw new KeystoreError(KEYSTORE_MESSAGES.invalidTransaction);
  }
}

async function signParsed(
  vault: UnlockedVault,
  walletId: string,
  transaction: Transaction | FeeBumpTransaction,
): Promise<string> {
  await vault.withSecret(walletId, (secret) => {
    transaction.sign(Keypair.fromSecret(secret));
  });
  return transaction.toEnvelope().toXDR("base64");
}

/**
 * Unsigned (or partly signed) envelope XDR in, the same envelope with this wallet's signature added out. The
 * signature covers the network passphrase, so a transaction signed for one network is invalid on another.
 * The secret is decrypted only for the duration of the call.
 */
export async function signTransaction(
  vault: UnlockedVault,
  walletId: string,
  unsignedXdr: string,
  networkPassphrase: string,
): Promise<string> {
  return signParsed(vault, walletId, parseTransaction(unsignedXdr, networkPassphrase));
}

/**
 * SEP-10 sign-in: a challenge is a transaction, but one that can never be submitted — sequence number 0 and
 * only manage-data operations, the first one for this wallet's account. Anything else is refused, so a
 * "challenge" can't smuggle in a payment.
 */
export async function signChallenge(
  vault: UnlockedVault,
  walletId: string,
  challengeXdr: string,
  networkPassphrase: string,
): Promise<string> {
  const transaction = parseTransaction(challengeXdr, networkPassphrase);
  const wallet = vault.listWallets().find((candidate) => candidate.walletId === walletId);
  if (!wallet) throw new KeystoreError(KEYSTORE_MESSAGES.walletNotFound);
  if (transaction instanceof FeeBumpTransaction) throw new KeystoreError(KEYSTORE_MESSAGES.invalidChallenge);
  const [first] = transaction.operations;
  const isChallenge =
    transaction.sequence === "0" &&
    first?.source === wallet.publicKey &&
    transaction.operations.every((operation) => operation.type === "manageData");
  if (!isChallenge) throw new KeystoreError(KEYSTORE_MESSAGES.invalidChallenge);
  return signParsed(vault, walletId, transaction);
}
