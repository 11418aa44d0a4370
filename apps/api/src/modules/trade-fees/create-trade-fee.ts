import { randomBytes } from "node:crypto";
import {
  ErrorCode,
  exchangeSellerFee,
  fromStroops,
  type TPostTradeFeeCreateRequest,
  type TTradeFeeRecord,
  toStroops,
} from "@sextant/core";
import type { Database } from "../../db/database";
import { tradeFees } from "../../db/schema";
import { AppError } from "../../errors";
import { assetIdOf, parseAssetId } from "../swap/asset-id";
import { exchangeFeeSettingsOf } from "./exchange-fee-settings";
import { isUniqueViolation, toTradeFeeRecord } from "./trade-fee-records";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A fresh text memo for an offer transaction: "tf-" and 16 random base32 characters (19 bytes ≤ 28). */
export function newTradeFeeMemo(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `tf-${text}`;
}

/**
 * The fee-payment memo request (POST /tradefeehistory/createNew): checks that the fee goes to the operator's fee
 * account and equals the operator's exchange seller fee for that asset and amount, then stores a `created` record
 * with a fresh unique memo for the offer transaction.
 */
export async function createTradeFee(options: {
  db: Database;
  feeAccount: string;
  account: string;
  request: TPostTradeFeeCreateRequest;
}): Promise<TTradeFeeRecord> {
  const { db, feeAccount, account, request } = options;
  if (request.fromAddress !== account) {
    throw new AppError(ErrorCode.Forbidden, "You can only create trade fee records of your own account.");
  }
  if (request.feeReceivingAddress !== feeAccount) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      "The trade fee must be paid to the operator's fee account.",
    );
  }
  const asset = parseAssetId(request.asset);
  if (!asset) throw new AppError(ErrorCode.ValidationFailed, "Invalid asset: use XLM or CODE:ISSUER.");
  const totalAmount = toStroops(request.totalAmount);
  if (totalAmount <= 0n) throw new AppError(ErrorCode.ValidationFailed, "Amount should be greater than 0");
  const settings = await exchangeFeeSettingsOf(db, asset.getCode());
  const expected = exchangeSellerFee(totalAmount, settings);
  if (toStroops(request.totalFee) !== expected) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `The trade fee for this order is ${fromStroops(expected)} ${asset.getCode()}.`,
    );
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(tradeFees)
        .values({
          memo: newTradeFeeMemo(),
          account,
          feeAccount,
          asset: assetIdOf(asset),
          totalAmount: fromStroops(totalAmount),
          totalFee: fromStroops(expected),
        })
        .returning();
      if (!row) throw new Error("insert returned no trade fee record");
      return toTradeFeeRecord(row);
    } catch (error) {
      // 80 random bits make a memo collision next to impossible; try again rather than fail if one happens.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}
