import {
  type TPatchTradeFeeOfferRequest,
  type TPostTradeFeeCreateRequest,
  ZTradeFeeRecord,
} from "@sextant/core";
import { apiRequest } from "../../../../lib/api-client";

const ZCreatedTradeFee = ZTradeFeeRecord.pick({ memo: true });

/**
 * POST /api/tradefeehistory/createNew: records the seller fee of an order before it is submitted and answers
 * the memo its transaction must carry.
 */
export async function createTradeFeeRecord(request: TPostTradeFeeCreateRequest): Promise<string> {
  const record = await apiRequest("/tradefeehistory/createNew", {
    method: "POST",
    body: request,
    auth: true,
    schema: ZCreatedTradeFee,
  });
  return record.memo;
}

/** PATCH /api/tradefeehistory/setOfferId: links the fee record to the submitted transaction and its offer. */
export async function setTradeFeeOfferId(request: TPatchTradeFeeOfferRequest): Promise<void> {
  await apiRequest("/tradefeehistory/setOfferId", {
    method: "PATCH",
    body: request,
    auth: true,
  });
}
