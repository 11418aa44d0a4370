import { z } from "zod";
import { ZTransactionHash } from "../../validators/request-fields";
import { ZMerchantOrder } from "./checkout-order";
import { ZCheckoutOrder } from "./customer-checkout";

/** A party's signature of an escrow outcome: base64 of the raw ed25519 signature or of the decorated signature. */
export const ZEscrowSignatureRequest = z.object({ signature: z.string().min(1).max(200) });

/** The customer's escrow: E and the two transactions the wallet signs (funding and refund, base64 XDR). */
export const ZCheckoutEscrowToSign = z
  .object({ escrowAccountId: z.string(), fundingXdr: z.string(), refundXdr: z.string() })
  .meta({ id: "CheckoutEscrowToSign" });
export type TCheckoutEscrowToSign = z.infer<typeof ZCheckoutEscrowToSign>;

/** The funding applied: the API reads E back from the ledger before the order is held. */
export const ZCheckoutEscrowFundedRequest = z.object({ transactionHash: ZTransactionHash });

/** The release the merchant's receiving address signs (base64 XDR). */
export const ZCheckoutReleaseToSign = z
  .object({ escrowAccountId: z.string(), releaseXdr: z.string() })
  .meta({ id: "CheckoutReleaseToSign" });
export type TCheckoutReleaseToSign = z.infer<typeof ZCheckoutReleaseToSign>;

/** An escrow step's answer to the customer: the order as it now stands. */
export const ZCheckoutEscrowResult = z
  .object({ data: ZCheckoutOrder, message: z.string() })
  .meta({ id: "CheckoutEscrowResult" });
export type TCheckoutEscrowResult = z.infer<typeof ZCheckoutEscrowResult>;

/** An admin's ruling on a held order: the payment goes to the merchant (release) or back to the customer. */
export const ZAdminEscrowRulingRequest = z.object({ outcome: z.enum(["release", "refund"]) });

/** Admin: a held escrow order with its merchant's name, waiting for delivery or a ruling. */
export const ZAdminEscrowOrder = ZMerchantOrder.extend({ merchantName: z.string() }).meta({
  id: "AdminCheckoutEscrowOrder",
});
export type TAdminEscrowOrder = z.infer<typeof ZAdminEscrowOrder>;
