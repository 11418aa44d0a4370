import {
  CHECKOUT_ESCROW_MESSAGES,
  CHECKOUT_MESSAGES,
  ErrorCode,
  ZApiError,
  ZCheckoutEscrowFundedRequest,
  ZCheckoutEscrowResult,
  ZCheckoutEscrowToSign,
  ZCheckoutMemoParams,
  ZEscrowSignatureRequest,
} from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import type { CheckoutEscrow } from "./checkout-escrow";

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  503: ZApiError,
};

/**
 * The customer's escrow steps of an escrow-mode order (docs/checkout.md 'Escrow mode'), signed in: open E and get
 * the funding and refund to sign, hand back the refund's signature, report the applied funding (E is read back
 * from the ledger), and confirm delivery (the release to the merchant).
 */
export const customerEscrowRoutes: FastifyPluginAsyncZod<{ escrow: CheckoutEscrow }> = async (
  app,
  { escrow },
) => {
  // The spec's login message before anything else, then the token is checked.
  const onRequest = async (request: FastifyRequest) => {
    if (!request.headers.authorization)
      throw new AppError(ErrorCode.Unauthorized, CHECKOUT_MESSAGES.loginFirst);
    await app.authenticate(request);
  };
  const tags = ["checkout"];
  const security = [{ bearerAuth: [] }];

  app.post(
    "/ordered-transactions/escrow/:memo/open",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Customer: create the order's escrow account and get the funding and the refund to sign",
        params: ZCheckoutMemoParams,
        response: { 200: ZCheckoutEscrowToSign, ...errors },
      },
    },
    async (request) => escrow.open(request.params.memo, request.account),
  );

  app.post(
    "/ordered-transactions/escrow/:memo/refund-signature",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Customer: the refund's signature, given before the funding is submitted",
        params: ZCheckoutMemoParams,
        body: ZEscrowSignatureRequest,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await escrow.refundSignature(request.params.memo, request.account, request.body.signature);
      return { message: "Refund signed." };
    },
  );

  app.post(
    "/ordered-transactions/escrow/:memo/funded",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Customer: the funding applied; E is read back from the ledger and the order is held",
        params: ZCheckoutMemoParams,
        body: ZCheckoutEscrowFundedRequest,
        response: { 200: ZCheckoutEscrowResult, ...errors },
      },
    },
    async (request) => escrow.funded(request.params.memo, request.account, request.body.transactionHash),
  );

  app.post(
    "/ordered-transactions/escrow/:memo/confirm-delivery",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Customer: the order arrived; the held payment is released to the merchant",
        description: CHECKOUT_ESCROW_MESSAGES.releaseNotSigned,
        params: ZCheckoutMemoParams,
        response: { 200: ZCheckoutEscrowResult, ...errors },
      },
    },
    async (request) => escrow.confirmDelivery(request.params.memo, request.account),
  );
};
