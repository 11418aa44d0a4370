import type { TTrade } from "@sextant/core";
import { TRADE_MESSAGES } from "@sextant/core";
import { ledgerConfig, submitSignedXdr } from "../../ledger";
import { signXdr } from "../../session";
import {
  confirmEscrowPayment,
  fetchRelease,
  openEscrow,
  postRefundSignature,
  postRuledReleaseSignature,
  postTradeAction,
} from "./trade-api";

/**
 * The browser's part of the escrow flow (docs/trades.md 'The escrow flow'). Keys stay in this browser: the API
 * hands over unsigned transactions, this signs them with the selected wallet (review and password prompts
 * included) and gives back only what the API needs — a detached signature, or the funding's hash once the
 * ledger has it.
 */

/**
 * The signature this wallet added to `unsignedXdr`: the raw 64-byte ed25519 signature of the transaction's hash,
 * base64 — what the escrow routes verify against the signer's key.
 */
export async function detachedSignature(unsignedXdr: string): Promise<string> {
  const { networkPassphrase } = ledgerConfig();
  const signed = await signXdr(unsignedXdr, networkPassphrase);
  const { TransactionBuilder } = await import("@stellar/stellar-sdk");
  const signatures = TransactionBuilder.fromXDR(signed, networkPassphrase).signatures;
  const mine = signatures[signatures.length - 1];
  if (!mine) throw new Error(TRADE_MESSAGES.somethingWrong);
  // A decorated signature's XDR is the 4-byte key hint, the 4-byte length and the 64 signature bytes.
  const decorated = Uint8Array.from(atob(mine.toXDR("base64")), (char) => char.charCodeAt(0));
  const signature = decorated.subarray(decorated.length - 64);
  return btoa(String.fromCharCode(...signature));
}

/**
 * The seller holds the balance: the escrow is opened, the refund signed and stored first (so the funds can
 * always come back), then the funding signed and submitted here, and the API reads both back from the ledger.
 * A confirmation that fails says 'Transaction confirmation failed contact support' (the funds are either still
 * the seller's or in an escrow whose refund is already stored).
 */
export async function fundEscrow(tradeId: string): Promise<TTrade> {
  const escrow = await openEscrow(tradeId);
  const { networkPassphrase } = ledgerConfig();
  const refundSignature = await detachedSignature(escrow.refundXdr);
  await postRefundSignature(tradeId, refundSignature);
  const funding = await signXdr(escrow.fundingXdr, networkPassphrase);
  const submitted = await submitSignedXdr(funding, "send");
  try {
    return await confirmEscrowPayment(tradeId, submitted.hash);
  } catch {
    throw new Error(TRADE_MESSAGES.confirmationFailed);
  }
}

/** 'I have paid the seller': the buyer signs the release, which the API stores with the state change. */
export async function claimPaid(tradeId: string): Promise<TTrade> {
  const releaseXdr = await fetchRelease(tradeId);
  const releaseSignature = await detachedSignature(releaseXdr);
  return (await postTradeAction("claimAmountTransferByBuyer", { tradeId, releaseSignature })).trade;
}

/**
 * 'Sign to receive': after a dispute ruled for a buyer who never said 'I have paid' (so never signed the release),
 * the buyer signs it now; the API stores the signature and submits the release once.
 */
export async function signRuledRelease(tradeId: string) {
  const releaseXdr = await fetchRelease(tradeId);
  return postRuledReleaseSignature(tradeId, await detachedSignature(releaseXdr));
}
