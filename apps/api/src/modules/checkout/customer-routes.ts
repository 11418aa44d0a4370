import {
  ZApiError,
  ZCheckoutMemoParams,
  ZCheckoutOrder,
  ZCheckoutUpdateRequest,
  ZCheckoutUpdateResponse,
} from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CustomerCheckout } from "./customer-checkout";

/** Spec doc 1 §7: the two checkout calls of the customer's screen. */
export const customerCheckoutRoutes: FastifyPluginAsyncZod<{ checkout: CustomerCheckout }> = async (
  app,
  { checkout },
) => {
  // Declining needs only the order's reference; completing needs the payer signed in (checked in the service).
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.get(
    "/ordered-transactions/get-checkout/:memo",
    {
      schema: {
        tags: ["checkout"],
        summary: "The checkout order with this reference (an empty list when there is none)",
        params: ZCheckoutMemoParams,
        response: { 200: z.array(ZCheckoutOrder), 400: ZApiError },
      },
    },
    async (request) => checkout.get(request.params.memo),
  );

  app.patch(
    "/ordered-transactions/update-checkout/:memo",
    {
      onRequest: optionalAuth,
      schema: {
        tags: ["checkout"],
        summary:
          "Decline the order (status Declined), or report the transaction that paid it (status Completed, signed in)",
        security: [{ bearerAuth: [] }, {}],
        params: ZCheckoutMemoParams,
        body: ZCheckoutUpdateRequest,
        response: {
          200: ZCheckoutUpdateResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          501: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => checkout.update(request.params.memo, request.body, request.account),
  );
};
