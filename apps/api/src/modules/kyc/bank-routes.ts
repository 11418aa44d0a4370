import {
  KYC_MESSAGES,
  type TBankAccount,
  ZAddOrUpdateBankAccountRequest,
  ZAddOrUpdateBankAccountResponse,
  ZApiError,
  ZGetBankDetailResponse,
} from "@sextant/core";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { profileBankAccounts } from "../../db/schema";
import { validBody } from "./kyc-errors";

type BankRow = typeof profileBankAccounts.$inferSelect;

function toBankAccount(row: BankRow): TBankAccount {
  return {
    IBAN: row.iban,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountTitle: row.accountTitle,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The profile area's P2P bank account (spec doc 2 §7: addorupdatebankaccount, getBankDetail); the caller's own. */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/p2p/addorupdatebankaccount",
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        tags: ["kyc"],
        security: [{ bearerAuth: [] }],
        summary: "Save the caller's P2P bank account (IBAN optional)",
        body: ZAddOrUpdateBankAccountRequest,
        response: { 200: ZAddOrUpdateBankAccountResponse, 400: ZApiError },
      },
    },
    async (request) => {
      const body = validBody(request, ZAddOrUpdateBankAccountRequest);
      const values = {
        iban: body.IBAN === "" ? null : body.IBAN.replace(/\s+/g, "").toUpperCase(),
        bankName: body.bankName,
        accountNumber: body.accountNumber,
        accountTitle: body.accountTitle,
      };
      const [row] = await app.database.db
        .insert(profileBankAccounts)
        .values({ accountId: request.account as string, ...values })
        .onConflictDoUpdate({
          target: profileBankAccounts.accountId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return { message: KYC_MESSAGES.bankSaved, bank: toBankAccount(row as BankRow) };
    },
  );

  app.post(
    "/p2p/getBankDetail",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["kyc"],
        security: [{ bearerAuth: [] }],
        summary: "The caller's P2P bank account, or null",
        body: z.object({}).loose().optional(),
        response: { 200: ZGetBankDetailResponse },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .select()
        .from(profileBankAccounts)
        .where(eq(profileBankAccounts.accountId, request.account as string));
      return { bank: row ? toBankAccount(row) : null };
    },
  );
};
