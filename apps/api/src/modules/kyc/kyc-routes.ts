import {
  ErrorCode,
  KYC_EXTRA_MESSAGES,
  KYC_MESSAGES,
  kycReviewTransition,
  type TKycStatus,
  ZApiError,
  ZKycDeleteRequest,
  ZKycInfoQuery,
  ZKycInfoResponse,
  ZKycMessageResponse,
  ZKycSaveResponse,
  ZKycUploadResponse,
} from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../files/file-types";
import { readMultipart } from "../files/read-multipart";
import { deleteKyc } from "./delete-kyc";
import { assertOwner, noUser } from "./kyc-errors";
import { storeKycFile } from "./kyc-files";
import { type KycRecord, readKycRecord, toInfo } from "./kyc-records";
import { saveKycDocument, ZSubmitDocumentBody } from "./save-kyc-document";
import { PROFILE_PHOTO_TYPES, saveKycInfo } from "./save-kyc-info";
import { strictLimit } from "./strict-limit";
import { assertWalletActivated } from "./wallet-activation";

const auth = { security: [{ bearerAuth: [] }], tags: ["kyc"] };

/** The wizard's routes (spec doc 2 §7 'KYC'); every one acts on the token's own account only. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/kyc/info",
    {
      onRequest: app.authenticate,
      schema: {
        ...auth,
        summary: "The caller's KYC profile, document and wizard state; 404 NO_USER when there is none",
        querystring: ZKycInfoQuery,
        response: { 200: ZKycInfoResponse, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const account = assertOwner(request, request.query.accountId);
      const record = await readKycRecord(app.database.db, account);
      if (!record) throw noUser();
      return toInfo(record);
    },
  );

  app.post(
    "/kyc/update",
    {
      onRequest: app.authenticate,
      config: strictLimit(app),
      schema: {
        ...auth,
        summary:
          "Save the info form (multipart: the spec's KYC info form fields and the profile photo `file`)",
        consumes: ["multipart/form-data"],
        response: { 201: ZKycSaveResponse, 400: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        files: { file: PROFILE_PHOTO_TYPES },
        notMultipart: "Send the form as multipart/form-data.",
      });
      const record = await saveKycInfo(app, request.account as string, form.fields, form.files.file);
      return reply.code(201).send({ message: KYC_MESSAGES.infoSaved, ...toInfo(record) });
    },
  );

  app.post(
    "/kyc/submitDocument",
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        ...auth,
        summary: "Save the ID documents (file fields name the caller's uploads)",
        body: ZSubmitDocumentBody,
        response: { 200: ZKycSaveResponse, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const record = await saveKycDocument(app, request.account as string, request.body);
      return { message: KYC_MESSAGES.documentSaved, ...toInfo(record) };
    },
  );

  for (const [path, types, summary] of [
    [
      "/kyc/uploadDocument",
      DOCUMENT_TYPES,
      "Upload a document: PDF, JPEG, PNG, Word (.doc, .docx), ≤ 1 MiB, field `file`",
    ],
    [
      "/kyc/uploadSelfie",
      IMAGE_TYPES,
      "Upload the verification image (PNG, JPEG, GIF ≤ 1 MiB, field `file`)",
    ],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        config: strictLimit(app),
        schema: {
          ...auth,
          summary,
          consumes: ["multipart/form-data"],
          response: { 200: ZKycUploadResponse, 400: ZApiError, 413: ZApiError, 415: ZApiError },
        },
      },
      async (request) => {
        const account = request.account as string;
        const [profile] = await app.database.db
          .select({ id: kycProfiles.id })
          .from(kycProfiles)
          .where(eq(kycProfiles.accountId, account));
        if (!profile) await assertWalletActivated(app.horizon, account);
        const form = await readMultipart(request, {
          files: { file: [...types] },
          requireFile: true,
          notMultipart: 'Send the file as multipart/form-data in the field "file".',
        });
        const upload = form.files.file as NonNullable<(typeof form.files)["file"]>;
        const filename = await storeKycFile(app, account, upload);
        return { filename, mimeType: upload.mimeType, size: upload.bytes.length };
      },
    );
  }

  app.post(
    "/kyc/resubmit",
    {
      onRequest: app.authenticate,
      schema: {
        ...auth,
        summary: "Reopen a rejected application as a draft, keeping what was filled in",
        response: { 200: ZKycSaveResponse, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const account = request.account as string;
      const current = await readKycRecord(app.database.db, account);
      if (!current) throw noUser();
      const move = kycReviewTransition(current.profile.status as TKycStatus | null, "resubmit");
      if (!move) throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.notRejected);
      // The company document goes with the rejected application, so the wizard asks for documents again.
      const reopened = await app.database.db
        .update(kycProfiles)
        .set({ status: move.to, companyDocument: "", updatedAt: new Date() })
        .where(and(eq(kycProfiles.accountId, account), eq(kycProfiles.status, move.from)))
        .returning({ id: kycProfiles.id });
      if (reopened.length === 0) throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.notRejected);
      return {
        message: KYC_MESSAGES.infoSaved,
        ...toInfo((await readKycRecord(app.database.db, account)) as KycRecord),
      };
    },
  );

  app.delete(
    "/kyc",
    {
      onRequest: app.authenticate,
      schema: {
        ...auth,
        summary: "Delete the caller's KYC profile, documents, codes, bank account and KYC files",
        querystring: ZKycDeleteRequest,
        response: { 200: ZKycMessageResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const account = request.account as string;
      const named =
        request.query.accountId ?? (request.body as { accountId?: unknown } | undefined)?.accountId;
      if (named !== undefined && named !== account) {
        throw new AppError(ErrorCode.ValidationFailed, KYC_MESSAGES.deleteFailed);
      }
      if (!(await deleteKyc(app, account))) throw noUser();
      return { message: KYC_MESSAGES.deleted };
    },
  );
};
