import { z } from "zod";
import { ZBankAccountFields } from "../../kyc/kyc-fields";

/** POST /api/p2p/addorupdatebankaccount (spec doc 2 §7): IBAN optional, the rest required. */
export const ZAddOrUpdateBankAccountRequest = ZBankAccountFields;
export const ZBankAccount = z
  .object({
    IBAN: z.string().nullable(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountTitle: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "BankAccount" });
export type TBankAccount = z.infer<typeof ZBankAccount>;
export const ZAddOrUpdateBankAccountResponse = z.object({
  message: z.string().describe("'Information Saved.'"),
  bank: ZBankAccount,
});
/** POST /api/p2p/getBankDetail (empty body): the caller's bank account, or null. */
export const ZGetBankDetailResponse = z.object({ bank: ZBankAccount.nullable() });
export type TGetBankDetailResponse = z.infer<typeof ZGetBankDetailResponse>;
