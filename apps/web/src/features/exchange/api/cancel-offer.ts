import type { TOfferRow } from "@sextant/core";
import { Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { ensureLedgerConfig, getHorizon, submitSignedXdr, TRANSACTION_TIMEOUT_S } from "../../ledger";
import { signXdr } from "../../session";
import { sdkAsset } from "./horizon-assets";
import { refundTradeFee } from "./refund-trade-fee";

export { OFFER_DELETE_ERROR_MESSAGE, OFFER_DELETED_MESSAGE } from "../lib/offer-messages";

/**
 * Cancels an open offer: a manage sell offer of the same assets with amount 0, signed with the selected wallet and
 * submitted; then asks the operator to refund the trade fee of the offer (a failure there is only logged).
 */
export async function cancelOffer(options: {
  account: string;
  offer: TOfferRow;
  feePerOperation: string;
}): Promise<void> {
  const { account, offer, feePerOperation } = options;
  const { horizonUrl, networkPassphrase } = await ensureLedgerConfig();
  const source = await getHorizon(horizonUrl).loadAccount(account);
  const unsigned = new TransactionBuilder(source, { fee: feePerOperation, networkPassphrase })
    .addOperation(
      Operation.manageSellOffer({
        selling: sdkAsset(offer.selling),
        buying: sdkAsset(offer.buying),
        amount: "0",
        price: "1",
        offerId: offer.offerId,
      }),
    )
    .setTimeout(TRANSACTION_TIMEOUT_S)
    .build()
    .toXDR();
  const signed = await signXdr(unsigned, networkPassphrase);
  await submitSignedXdr(signed, "offer");
  await refundTradeFee(offer.offerId);
}
