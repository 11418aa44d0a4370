import {
  ZApiError,
  ZKycAccountParams,
  ZKycApplication,
  ZKycApplicationsQuery,
  ZKycApplicationsResponse,
  ZKycDecisionRequest,
  ZKycDecisionResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { decideApplication, listApplications, readApplication } from "./review-kyc";

const admin = { tags: ["admin", "kyc"], security: [{ bearerAuth: [] }] };

/** The admin's KYC review (registered under /api/admin/kyc: `authenticateAdmin` guards every route there). */
export const adminKycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/applications",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        ...admin,
        summary: "KYC applications in a status (default pending), oldest submission first, with documents",
        querystring: ZKycApplicationsQuery,
        response: { 200: ZKycApplicationsResponse },
      },
    },
    async (request) => ({ applications: await listApplications(app.database.db, request.query.status) }),
  );

  app.get(
    "/:accountId",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        ...admin,
        summary: "One KYC application with its documents and past decisions",
        params: ZKycAccountParams,
        response: { 200: ZKycApplication, 404: ZApiError },
      },
    },
    async (request) => readApplication(app.database.db, request.params.accountId),
  );

  for (const decision of ["approved", "rejected"] as const) {
    app.post(
      `/:accountId/${decision === "approved" ? "approve" : "reject"}`,
      {
        onRequest: app.authenticateAdmin,
        schema: {
          ...admin,
          summary:
            decision === "approved"
              ? "Approve a pending application (the applicant is notified)"
              : "Reject a pending application with the reason the applicant reads (notes required)",
          params: ZKycAccountParams,
          body: ZKycDecisionRequest,
          response: { 200: ZKycDecisionResponse, 400: ZApiError, 404: ZApiError, 409: ZApiError },
        },
      },
      async (request) => {
        const application = await decideApplication(app, {
          accountId: request.params.accountId,
          adminAccount: request.account as string,
          decision,
          notes: request.body.notes,
        });
        return {
          message: decision === "approved" ? "The application is approved." : "The application is rejected.",
          application,
        };
      },
    );
  }
};
