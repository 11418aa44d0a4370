import { z } from "zod";
import { ZPublicKey } from "../../validators/stellar-keys";

/** GET /api/anchor/authentication?account=G… — a SEP-10 challenge transaction for the account to sign. */
export const ZGetAuthChallengeRequest = z.object({
  account: ZPublicKey,
});
export type TGetAuthChallengeRequest = z.infer<typeof ZGetAuthChallengeRequest>;

export const ZGetAuthChallengeResponse = z
  .object({
    transaction: z.string().describe("Challenge transaction envelope, base64 XDR, signed by the server"),
    network_passphrase: z.string(),
  })
  .meta({ id: "AuthChallenge" });
export type TGetAuthChallengeResponse = z.infer<typeof ZGetAuthChallengeResponse>;
