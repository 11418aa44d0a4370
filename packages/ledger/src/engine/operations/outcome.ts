import type { OperationResultTrWire, OperationResultWire } from "../../tx/wire";
import { offerSuccess } from "../offers/offer-op";

/** What applying or checking an operation produces: a full operation result. */
export type OpOutcome = OperationResultWire;

export function inner(tr: OperationResultTrWire): OpOutcome {
  return { code: 0, tr };
}

export const TOO_MANY_SUBENTRIES: OpOutcome = { code: -4 };
export const NOT_SUPPORTED: OpOutcome = { code: -3 };
export const NO_SOURCE_ACCOUNT: OpOutcome = { code: -2 };
export const BAD_AUTH: OpOutcome = { code: -1 };

/** The inner result code of an operation result (0 = success); undefined for outer failures. */
export function innerCode(outcome: OpOutcome): number | undefined {
  if (outcome.code !== 0) return undefined;
  for (const [key, value] of Object.entries(outcome.tr)) {
    if (key !== "type" && typeof value === "object" && value !== null && "code" in value) {
      return (value as { code: number }).code;
    }
  }
  return undefined;
}

export function isSuccess(outcome: OpOutcome): boolean {
  return innerCode(outcome) === 0;
}

/** The result shown for an operation that passed validation inside a transaction that was rejected. */
export function validPlaceholder(type: number): OpOutcome {
  switch (type) {
    case 0:
      return inner({ type: 0, createAccountResult: { code: 0 } });
    case 5:
      return inner({ type: 5, setOptionsResult: { code: 0 } });
    case 6:
      return inner({ type: 6, changeTrustResult: { code: 0 } });
    case 7:
      return inner({ type: 7, allowTrustResult: { code: 0 } });
    case 8:
      return inner({ type: 8, accountMergeResult: { code: 0, sourceAccountBalance: 0n } });
    case 10:
      return inner({ type: 10, manageDataResult: { code: 0 } });
    case 11:
      return inner({ type: 11, bumpSeqResult: { code: 0 } });
    case 3:
    case 4:
    case 12:
      return offerSuccess(type, { offersClaimed: [], offer: { effect: 2 } });
    case 2:
    case 13: {
      const destination = { type: 0 as const, ed25519: new Uint8Array(32) };
      const last = { destination, asset: { type: 0 as const }, amount: 0n };
      const success = { code: 0 as const, success: { offers: [], last } };
      return type === 2
        ? inner({ type, pathPaymentStrictReceiveResult: success })
        : inner({ type, pathPaymentStrictSendResult: success });
    }
    case 16:
      return inner({ type: 16, beginSponsoringFutureReservesResult: { code: 0 } });
    case 17:
      return inner({ type: 17, endSponsoringFutureReservesResult: { code: 0 } });
    case 18:
      return inner({ type: 18, revokeSponsorshipResult: { code: 0 } });
    case 14: {
      const balanceId = { type: 0 as const, v0: new Uint8Array(32) };
      return inner({ type: 14, createClaimableBalanceResult: { code: 0, balanceId } });
    }
    case 15:
      return inner({ type: 15, claimClaimableBalanceResult: { code: 0 } });
    case 20:
      return inner({ type: 20, clawbackClaimableBalanceResult: { code: 0 } });
    case 21:
      return inner({ type: 21, setTrustLineFlagsResult: { code: 0 } });
    case 22:
      return inner({ type: 22, liquidityPoolDepositResult: { code: 0 } });
    case 23:
      return inner({ type: 23, liquidityPoolWithdrawResult: { code: 0 } });
    default:
      return inner({ type: 1, paymentResult: { code: 0 } });
  }
}
