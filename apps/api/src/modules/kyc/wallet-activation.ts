import { ErrorCode, KYC_MESSAGES } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";

/**
 * 'Start Process' needs an activated wallet (spec doc 2 §4): the account must exist on the ledger. Checked
 * before a profile is first created; a ledger that does not answer is a 503, never a pass.
 */
export async function assertWalletActivated(horizon: Horizon.Server, accountId: string): Promise<void> {
  try {
    await horizon.loadAccount(accountId);
  } catch (error) {
    if (isNotFound(error)) throw new AppError(ErrorCode.ValidationFailed, KYC_MESSAGES.activateWallet, 400);
    throw new AppError(ErrorCode.Unavailable, "The ledger is not answering, please try again.", 503);
  }
}
