import type { OperationBodyWire } from "../../tx/wire";
import type { OpContext } from "../context";
import { applyPoolDeposit, checkPoolDeposit } from "../pools/pool-deposit";
import { applyPoolTrust, checkPoolTrust } from "../pools/pool-trust";
import { applyPoolWithdraw, checkPoolWithdraw } from "../pools/pool-withdraw";
import { applyAccountMerge, checkAccountMerge } from "./account-merge";
import { applyBeginSponsoring, checkBeginSponsoring } from "./begin-sponsoring";
import { applyBumpSequence, checkBumpSequence } from "./bump-sequence";
import { applyChangeTrust, checkChangeTrust } from "./change-trust";
import { applyClaimClaimableBalance } from "./claim-claimable-balance";
import { applyClawbackClaimableBalance } from "./clawback-claimable-balance";
import { applyCreateAccount, checkCreateAccount } from "./create-account";
import { applyCreateClaimableBalance, checkCreateClaimableBalance } from "./create-claimable-balance";
import { applyEndSponsoring } from "./end-sponsoring";
import { applyManageData, checkManageData } from "./manage-data";
import { applyManageOffer, checkManageOffer } from "./manage-offer";
import { NOT_SUPPORTED, type OpOutcome } from "./outcome";
import { applyPathPayment, checkPathPayment } from "./path-payment";
import { applyPayment, checkPayment } from "./payment";
import { applyRevokeSponsorship, checkRevokeSponsorship } from "./revoke-sponsorship";
import { applySetOptions, checkSetOptions, setOptionsNeedsHigh } from "./set-options";
import {
  applyAllowTrust,
  applySetTrustLineFlags,
  checkAllowTrust,
  checkSetTrustLineFlags,
} from "./trustline-flags";

export type ThresholdLevel = "low" | "medium" | "high";

const LOW_THRESHOLD_TYPES = new Set([7, 11, 15, 21]);

export function thresholdLevel(body: OperationBodyWire): ThresholdLevel {
  if (LOW_THRESHOLD_TYPES.has(body.type)) return "low";
  if (body.type === 8) return "high";
  if (body.type === 5 && setOptionsNeedsHigh(body.setOptionsOp)) return "high";
  return "medium";
}

/** Stateless validation (core's doCheckValid). Returns a failure, or undefined when the op is well formed. */
export function checkOperation(body: OperationBodyWire, sourceId: string): OpOutcome | undefined {
  switch (body.type) {
    case 0:
      return checkCreateAccount(body.createAccountOp, sourceId);
    case 1:
      return checkPayment(body.paymentOp);
    case 2:
    case 13:
      return checkPathPayment(body);
    case 3:
    case 4:
    case 12:
      return checkManageOffer(body);
    case 5:
      return checkSetOptions(body.setOptionsOp, sourceId);
    case 6:
      return body.changeTrustOp.line.type === 3
        ? checkPoolTrust(body.changeTrustOp.line.liquidityPool.constantProduct, body.changeTrustOp.limit)
        : checkChangeTrust(body.changeTrustOp, sourceId);
    case 7:
      return checkAllowTrust(body.allowTrustOp, sourceId);
    case 8:
      return checkAccountMerge(body.destination, sourceId);
    case 10:
      return checkManageData(body.manageDataOp);
    case 11:
      return checkBumpSequence(body.bumpSequenceOp);
    case 14:
      return checkCreateClaimableBalance(body.createClaimableBalanceOp);
    case 15:
    case 20:
      return undefined;
    case 16:
      return checkBeginSponsoring(body.beginSponsoringFutureReservesOp, sourceId);
    case 17:
      return undefined;
    case 18:
      return checkRevokeSponsorship(body.revokeSponsorshipOp);
    case 21:
      return checkSetTrustLineFlags(body.setTrustLineFlagsOp, sourceId);
    case 22:
      return checkPoolDeposit(body.liquidityPoolDepositOp);
    case 23:
      return checkPoolWithdraw(body.liquidityPoolWithdrawOp);
    default:
      return NOT_SUPPORTED;
  }
}

/** Applies a well-formed operation to `ctx.view` (core's doApply). */
export function applyOperation(body: OperationBodyWire, ctx: OpContext, closeTime: bigint): OpOutcome {
  switch (body.type) {
    case 0:
      return applyCreateAccount(body.createAccountOp, ctx);
    case 1:
      return applyPayment(body.paymentOp, ctx);
    case 2:
    case 13:
      return applyPathPayment(body, ctx);
    case 3:
    case 4:
    case 12:
      return applyManageOffer(body, ctx);
    case 5:
      return applySetOptions(body.setOptionsOp, ctx);
    case 6:
      return body.changeTrustOp.line.type === 3
        ? applyPoolTrust(body.changeTrustOp.line.liquidityPool.constantProduct, body.changeTrustOp.limit, ctx)
        : applyChangeTrust(body.changeTrustOp, ctx);
    case 7:
      return applyAllowTrust(body.allowTrustOp, ctx);
    case 8:
      return applyAccountMerge(body.destination, ctx);
    case 10:
      return applyManageData(body.manageDataOp, ctx);
    case 11:
      return applyBumpSequence(body.bumpSequenceOp, ctx, closeTime);
    case 14:
      return applyCreateClaimableBalance(body.createClaimableBalanceOp, ctx, closeTime);
    case 15:
      return applyClaimClaimableBalance(body.claimClaimableBalanceOp, ctx, closeTime);
    case 20:
      return applyClawbackClaimableBalance(body.clawbackClaimableBalanceOp, ctx);
    case 16:
      return applyBeginSponsoring(body.beginSponsoringFutureReservesOp, ctx);
    case 17:
      return applyEndSponsoring(ctx);
    case 18:
      return applyRevokeSponsorship(body.revokeSponsorshipOp, ctx);
    case 21:
      return applySetTrustLineFlags(body.setTrustLineFlagsOp, ctx);
    case 22:
      return applyPoolDeposit(body.liquidityPoolDepositOp, ctx);
    case 23:
      return applyPoolWithdraw(body.liquidityPoolWithdrawOp, ctx);
    default:
      return NOT_SUPPORTED;
  }
}
