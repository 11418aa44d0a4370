import type { EffectDraft } from "../engine/effects";
import { muxedFields } from "../tx/muxed";
import type { MuxedAccountWire, OperationBodyWire } from "../tx/wire";

/** The (possibly multiplexed) destination of a payment, path payment or account merge. */
export function muxedDestination(body: OperationBodyWire): MuxedAccountWire | undefined {
  switch (body.type) {
    case 1:
      return body.paymentOp.destination;
    case 2:
      return body.pathPaymentStrictReceiveOp.destination;
    case 13:
      return body.pathPaymentStrictSendOp.destination;
    case 8:
      return body.destination;
    default:
      return undefined;
  }
}

/**
 * `account_muxed` / `account_muxed_id` of an effect, as Horizon attributes them: the credit of a payment, path
 * payment or merge goes to the multiplexed destination; the operation source's own effects (debits, removal,
 * its side of trades, settings…) to the multiplexed source. Sponsorship effects are never multiplexed.
 */
export function effectMuxed(
  effect: EffectDraft,
  body: OperationBodyWire,
  source: string,
  sourceMuxed: MuxedAccountWire,
): Record<string, string> {
  if (effect.type.includes("sponsorship")) return {};
  const destination = muxedDestination(body);
  if (effect.type === "account_credited" && destination) return muxedFields(destination, "account");
  if (effect.account === source) return muxedFields(sourceMuxed, "account");
  return {};
}
