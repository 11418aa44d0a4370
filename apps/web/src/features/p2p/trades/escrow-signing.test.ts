import { TRADE_MESSAGES } from "@sextant/core";
import { Account, Asset, Keypair, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tradeFixture } from "./trade-fixture";

const seller = Keypair.random();
const order: string[] = [];

const mocks = vi.hoisted(() => ({
  signXdr: vi.fn(),
  submitSignedXdr: vi.fn(),
  api: {
    openEscrow: vi.fn(),
    postRefundSignature: vi.fn(),
    confirmEscrowPayment: vi.fn(),
    fetchRelease: vi.fn(),
    postTradeAction: vi.fn(),
  },
}));
vi.mock("../../session", () => ({ signXdr: mocks.signXdr }));
vi.mock("../../ledger", () => ({
  ledgerConfig: () => ({ networkPassphrase: Networks.STANDALONE, horizonUrl: "http://h" }),
  submitSignedXdr: mocks.submitSignedXdr,
}));
vi.mock("./trade-api", () => mocks.api);

const { claimPaid, detachedSignature, fundEscrow } = await import("./escrow-signing");

function unsigned(source: string, sequence: string): string {
  return new TransactionBuilder(new Account(source, sequence), {
    fee: "100",
    networkPassphrase: Networks.STANDALONE,
  })
    .addOperation(Operation.payment({ destination: seller.publicKey(), asset: Asset.native(), amount: "1" }))
    .setTimeout(0)
    .build()
    .toXDR();
}

/**
 * Whether a posted signature is the seller's over this transaction as the API reads it: the raw 64-byte ed25519
 * signature (base64) of the transaction's hash (ed25519 is deterministic, so it equals signing the hash here).
 */
function verifies(signature: string, unsignedXdr: string): boolean {
  const tx = TransactionBuilder.fromXDR(unsignedXdr, Networks.STANDALONE);
  return Buffer.from(seller.sign(tx.hash())).toString("base64") === signature;
}

const escrow = Keypair.random().publicKey();
const fundingXdr = unsigned(seller.publicKey(), "10");
const refundXdr = unsigned(escrow, "20");

beforeEach(() => {
  order.length = 0;
  vi.clearAllMocks();
  mocks.signXdr.mockImplementation(async (xdrText: string, passphrase: string) => {
    order.push(xdrText === fundingXdr ? "sign funding" : "sign other");
    const tx = TransactionBuilder.fromXDR(xdrText, passphrase);
    tx.sign(seller);
    return tx.toXDR();
  });
  mocks.api.openEscrow.mockResolvedValue({
    escrowAccountId: escrow,
    sellerStellarMemo: "p2p-41",
    fundingXdr,
    refundXdr,
  });
  mocks.api.postRefundSignature.mockImplementation(async () => void order.push("post refund signature"));
  mocks.submitSignedXdr.mockImplementation(async () => {
    order.push("submit funding");
    return { hash: "ab".repeat(32), ledger: 5, successful: true, resultXdr: "" };
  });
  mocks.api.confirmEscrowPayment.mockResolvedValue(tradeFixture({ status: "Started" }));
});

describe("fundEscrow", () => {
  it("stores the refund's signature before the funding is signed and submitted, then confirms by hash", async () => {
    const trade = await fundEscrow("41");
    expect(trade.status).toBe("Started");
    expect(order).toEqual(["sign other", "post refund signature", "sign funding", "submit funding"]);
    const [tradeId, signature] = mocks.api.postRefundSignature.mock.calls[0] as [string, string];
    expect(tradeId).toBe("41");
    expect(verifies(signature, refundXdr)).toBe(true);
    expect(mocks.api.confirmEscrowPayment).toHaveBeenCalledWith("41", "ab".repeat(32));
  });

  it("never submits the funding when the refund's signature was not stored", async () => {
    mocks.api.postRefundSignature.mockRejectedValue(new Error("down"));
    await expect(fundEscrow("41")).rejects.toThrow("down");
    expect(mocks.submitSignedXdr).not.toHaveBeenCalled();
  });

  it("a failed confirmation says 'Transaction confirmation failed contact support'", async () => {
    mocks.api.confirmEscrowPayment.mockRejectedValue(new Error("mismatch"));
    await expect(fundEscrow("41")).rejects.toThrow(TRADE_MESSAGES.confirmationFailed);
  });
});

it("'I have paid' posts the buyer's signature of the release, never the signed envelope", async () => {
  const releaseXdr = unsigned(escrow, "20");
  mocks.api.fetchRelease.mockResolvedValue(releaseXdr);
  mocks.api.postTradeAction.mockResolvedValue({ trade: tradeFixture({ status: "FundsSent" }) });
  await claimPaid("41");
  const [route, body] = mocks.api.postTradeAction.mock.calls[0] as [string, { releaseSignature: string }];
  expect(route).toBe("claimAmountTransferByBuyer");
  expect(verifies(body.releaseSignature, releaseXdr)).toBe(true);
  expect(mocks.submitSignedXdr).not.toHaveBeenCalled();
  expect(await detachedSignature(releaseXdr)).toBe(body.releaseSignature);
});
