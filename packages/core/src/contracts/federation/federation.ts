import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, text, withoutControlCharacters } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

/** GET /api/federation?q=name*domain&type=name (or q=G…&type=id) — SEP-2 federation. */
export const ZFederationLookupRequest = z.object({
  q: text(256, { min: 1, message: "q is required" }),
  type: z.enum(["name", "id", "txid", "forward"]),
});

export const ZFederationRecord = z
  .object({ stellar_address: z.string(), account_id: z.string() })
  .meta({ id: "FederationRecord" });
export type TFederationRecord = z.infer<typeof ZFederationRecord>;

/** The part before `*`: printable, without `*` or `>` (SEP-2); e-mail addresses and phone numbers are allowed. */
export const ZFederationName = z
  .string()
  .trim()
  .min(1, "Name field can't be empty.")
  .max(64, "Name can't be longer than 64 characters.")
  .regex(/^[^*>\s]+$/, "Name can't contain spaces, * or >.")
  .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** POST /api/federation/setfederation — claim `name*domain` for the signed-in account. */
export const ZSetFederationRequest = z.object({
  name: ZFederationName,
  accountId: ZPublicKey,
  domain: text(253, { min: 1, message: "domain is required" }),
});
export type TSetFederationRequest = z.infer<typeof ZSetFederationRequest>;
