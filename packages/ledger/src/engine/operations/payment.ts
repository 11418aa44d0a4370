import type { xdr } from "@stellar/stellar-sdk";
import { muxedToAccount } from "../../tx/muxed";
import { formatAmount } from "../../util/amount";
import { assetFields, assetFromWire } from "../assets";
import { findTrustline, isAuthorized } from "../balances";
import { emit, loadSource, type OpContext } from "../context";
import { availableCredit, availableNative, maxCreditReceive, maxNativeReceive } from "../reserves";
import type { Asset } from "../types";
import { inner, type OpOutcome } from "./outcome";

type Code = xdr.PaymentResultWire["code"];
const result = (code: Code): OpOutcome => inner({ type: 1, paymentResult: { code } });

export function checkPayment(op: xdr.PaymentOpWire): OpOutcome | undefined {
  if (op.amount <= 0n || !assetFromWire(op.asset)) return result(-1);
  return undefined;
}

/** Credits the destination, then debits the source, as core's strict-receive path does. */
export function applyPayment(op: xdr.PaymentOpWire, ctx: OpContext): OpOutcome {
  const asset = assetFromWire(op.asset) as Asset;
  const destinationId = muxedToAccount(op.destination);
  if (asset.type === "native" && destinationId === ctx.sourceId) {
    emitPayment(ctx, destinationId, asset, op.amount);
    return result(0);
  }
  const isIssuerDestination = asset.type !== "native" && asset.issuer === destinationId;
  const destination = ctx.view.loadAccount(destinationId);
  if (!destination && !isIssuerDestination) return result(-5);
  if (destination) {
    destination.lastModifiedLedger = ctx.ledgerSeq;
    if (asset.type === "native") {
      if (maxNativeReceive(destination) < op.amount) return result(-8);
      destination.balance += op.amount;
    } else if (!isIssuerDestination) {
      const line = findTrustline(destination, asset);
      if (!line) return result(-6);
      if (!isAuthorized(line)) return result(-7);
      if (maxCreditReceive(line) < op.amount) return result(-8);
      line.balance += op.amount;
      line.lastModifiedLedger = ctx.ledgerSeq;
    }
  }
  const source = loadSource(ctx);
  if (asset.type === "native") {
    if (availableNative(source, ctx.baseReserve) < op.amount) return result(-2);
    source.balance -= op.amount;
  } else if (asset.issuer !== ctx.sourceId) {
    const line = findTrustline(source, asset);
    if (!line) return result(-3);
    if (!isAuthorized(line)) return result(-4);
    if (availableCredit(line) < op.amount) return result(-2);
    line.balance -= op.amount;
    line.lastModifiedLedger = ctx.ledgerSeq;
  }
  emitPayment(ctx, destinationId, asset, op.amount);
  return result(0);
}

function emitPayment(ctx: OpContext, destinationId: string, asset: Asset, amount: bigint): void {
  const details = { amount: formatAmount(amount), ...assetFields(asset) };
  emit(ctx, destinationId, "account_credited", details);
  emit(ctx, ctx.sourceId, "account_debited", details);
}
