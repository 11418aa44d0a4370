import { ErrorCode, fromStroops, TRADE_MESSAGES, ZApiError } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { confirmTradeFunding } from "./trade-accept";
import { escrowOf, openTradeEscrow, tradeFor } from "./trade-escrow";
import { tradeView } from "./trade-view";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tradeId = z.union([z.string(), z.number()]).transform(String);

/**
 * The escrow steps of a trade (docs/trades.md 'The escrow flow'): the seller opens E and gets the funding and
 * refund to sign, hands back the refund's signature, pays, and confirms; the buyer gets the release to sign.
 */
export const escrowRoutes: FastifyPluginAsyncZod<{ escrow: EscrowService; feeAccount: string }> = async (
  app,
  { escrow, feeAccount },
) => {
  const onRequest = async (request: Parameters<typeof app.authenticate>[0]) => {
    if (!request.headers.authorization)
      throw new AppError(ErrorCode.Unauthorized, TRADE_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const security = [{ bearerAuth: [] }];

  app.post(
    "/p2p/escrow/open",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary: "Seller: create the trade's escrow account and get the funding and refund to sign",
        security,
        body: z.object({ tradeId }),
        response: {
          200: z.object({
            escrowAccountId: z.string(),
            sellerStellarMemo: z.string(),
            fundingXdr: z.string(),
            refundXdr: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const trade = await tradeFor(app, request.body.tradeId, request.account as string, "seller");
      const row = await openTradeEscrow(app, escrow, trade, feeAccount);
      const { fundingXdr, refundXdr } = await escrow.payerTransactions(row, trade.sellerStellarMemo);
      return {
        escrowAccountId: row.accountId,
        sellerStellarMemo: trade.sellerStellarMemo,
        fundingXdr,
        refundXdr,
      };
    },
  );

  app.post(
    "/p2p/escrow/refundSignature",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary: "Seller: the refund's signature (base64), given before the funding is submitted",
        security,
        body: z.object({ tradeId, signature: z.string().max(200) }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const trade = await tradeFor(app, request.body.tradeId, request.account as string, "seller");
      await escrow.storeSignature(await escrowOf(escrow, trade), "refund", request.body.signature);
      return { message: TRADE_MESSAGES.accepted };
    },
  );

  app.post(
    "/p2p/escrow/releaseSignature",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary:
          "Buyer: the release's signature (base64) outside 'I have paid' — a trade completed without it is then released",
        security,
        body: z.object({ tradeId, signature: z.string().max(200) }),
        response: { 200: z.object({ message: z.string(), released: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const trade = await tradeFor(app, request.body.tradeId, request.account as string, "buyer");
      const held = await escrowOf(escrow, trade);
      if (held.status !== "funded") throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.notAllowedNow);
      await escrow.storeSignature(held, "release", request.body.signature);
      // A trade that completed while the release was unsigned (a seller conceding an expiry dispute) is released
      // now; any other state keeps the signature for when the release is allowed.
      if (trade.status !== "Completed") return { message: TRADE_MESSAGES.accepted, released: false };
      const { applied } = await escrow.settle(await escrow.reload(held), "release");
      return { message: TRADE_MESSAGES.accepted, released: applied };
    },
  );

  app.get(
    "/p2p/confirmEscrowPayment",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary: "Seller: the funding applied; E is read back from the ledger before the trade is Started",
        security,
        querystring: z.object({ tradeId, transaction_hash: z.string().regex(/^[0-9a-f]{64}$/i) }),
        response: { 200: z.object({ trade: z.unknown(), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const account = request.account as string;
      const trade = await tradeFor(app, request.query.tradeId, account, "seller");
      const after = await confirmTradeFunding(
        app,
        escrow,
        trade,
        account,
        request.query.transaction_hash.toLowerCase(),
      );
      return {
        trade: tradeView(after, account, after.type === "buy" ? "sell" : "buy"),
        message: TRADE_MESSAGES.accepted,
      };
    },
  );

  app.get(
    "/p2p/escrow/open-accounts",
    {
      schema: {
        tags: ["p2p"],
        summary:
          "Public: every funded escrow account with what it must hold, so anyone can check it on the ledger",
        querystring: z.object({ take: z.coerce.number().int().min(1).max(100).default(50) }),
        response: {
          200: z.object({
            accounts: z.array(
              z.object({
                escrowAccountId: z.string(),
                assetCode: z.string(),
                assetIssuer: z.string(),
                amount: z.string(),
                purpose: z.string(),
                reference: z.string(),
                fundedAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await escrow.listFunded(request.query.take);
      return {
        accounts: rows.map((row) => ({
          escrowAccountId: row.accountId,
          assetCode: row.assetCode,
          assetIssuer: row.assetIssuer,
          amount: fromStroops(row.amount + row.fee),
          purpose: row.purpose,
          reference: row.reference,
          fundedAt: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    "/p2p/escrow/release",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary:
          "Buyer: the release to sign at 'I have paid' (its signature goes with claimAmountTransferByBuyer)",
        security,
        querystring: z.object({ tradeId }),
        response: { 200: z.object({ escrowAccountId: z.string(), releaseXdr: z.string() }), ...errors },
      },
    },
    async (request) => {
      const trade = await tradeFor(app, request.query.tradeId, request.account as string, "buyer");
      const row = await escrowOf(escrow, trade);
      return { escrowAccountId: row.accountId, releaseXdr: escrow.releaseXdr(row) };
    },
  );
};
