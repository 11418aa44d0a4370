import { z } from "zod";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

/** POST /api/accounts/create — registers a wallet's public key (and who referred it) after creation or import. */
export const ZCreateAccountRequest = z.object({
  publicKey: ZPublicKey,
  referral: text(64).trim().optional().nullable(),
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

export const ZCreateAccountResponse = z.object({
  publicKey: z.string(),
  created: z.boolean().describe("False when the key was registered before"),
});
export type TCreateAccountResponse = z.infer<typeof ZCreateAccountResponse>;
