import { ErrorCode, text, ZPublicKey } from "@sextant/core";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../files/file-types";
import { readMultipart } from "../files/read-multipart";
import { deleteKyc } from "./delete-kyc";
import { type KycRecord, readKycRecord, stateOf } from "./kyc-records";
import { verifyKycCode } from "./one-time-codes";
import { customerKind, putSep12Customer, settleSep12Status } from "./put-sep12-customer";
import {
  describeFields,
  ORGANIZATION_PREFIX,
  type Sep12CustomerType,
  sep12CustomerType,
  sep12Status,
} from "./sep12-fields";
import { strictLimit } from "./strict-limit";

const ZCustomerQuery = z.object({
  id: text(20).optional(),
  account: text(69).optional(),
  memo: text(64).optional(),
  memo_type: text(10).optional(),
  type: text(40).optional(),
  lang: text(10).optional(),
});

const ZCustomerAnswer = z
  .object({
    id: z.string().optional(),
    status: z.enum(["ACCEPTED", "PROCESSING", "NEEDS_INFO", "REJECTED"]),
    fields: z.record(z.string(), z.unknown()).optional(),
    provided_fields: z.record(z.string(), z.unknown()).optional(),
    message: z.string().optional(),
  })
  .meta({ id: "Sep12Customer" });

/** SEP-9's binary fields this server takes, with their types (documents as the wizard's document upload). */
const FILE_TYPES = {
  photo_id_front: DOCUMENT_TYPES,
  photo_id_back: DOCUMENT_TYPES,
  proof_of_liveness: IMAGE_TYPES,
  [`${ORGANIZATION_PREFIX}photo_incorporation_doc`]: DOCUMENT_TYPES,
  [`${ORGANIZATION_PREFIX}photo_proof_address`]: DOCUMENT_TYPES,
};

/** SEP-12 answers errors as `{ error }`; `code` and `message` are kept so that the product's one shape holds too. */
function sepError(error: FastifyError) {
  if (error instanceof AppError)
    return { status: error.statusCode, message: error.message, code: error.code };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, "");
    return {
      status: 400,
      message: first ? `${field ? `${field}: ` : ""}${first.message}` : "Invalid request",
      code: ErrorCode.ValidationFailed,
    };
  }
  const status = error.statusCode ?? 500;
  return {
    status,
    message: status >= 500 ? "Internal server error" : error.message,
    code: status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed,
  };
}

/** The customer this token may act on: its own account, one customer per account (no memos, no other ids). */
async function customerOf(
  request: FastifyRequest,
  query: { id?: string; account?: string; memo?: string },
  db: Parameters<typeof readKycRecord>[0],
): Promise<KycRecord | null> {
  const caller = request.account as string;
  if (query.account !== undefined && query.account !== "" && query.account !== caller) {
    throw new AppError(ErrorCode.Forbidden, "The account is not the one of the token.");
  }
  if (query.memo !== undefined && query.memo !== "") {
    throw new AppError(
      ErrorCode.ValidationFailed,
      "This server keeps one customer per account; memos are not used.",
    );
  }
  const record = await readKycRecord(db, caller);
  if (query.id !== undefined && query.id !== "" && String(record?.profile.id) !== query.id) {
    throw new AppError(ErrorCode.NotFound, "customer not found");
  }
  return record;
}

function answer(record: KycRecord | null, requested?: Sep12CustomerType) {
  const state = record ? stateOf(record) : null;
  const status = sep12Status(state);
  // A saved customer is what it is; before anything is saved, the type asked for says which fields to list.
  const saved = record !== null && record.profile.status !== null;
  const kind = customerKind({}, saved ? undefined : requested, record);
  const described = describeFields(record, status, kind);
  const message =
    status === "REJECTED"
      ? record?.profile.adminNotes || state?.message || undefined
      : status === "NEEDS_INFO" && record && kind === "individual"
        ? `Write the proof code ${record.profile.proofCode} on a paper and hold it in the proof_of_liveness photo.`
        : (state?.message ?? undefined);
  return {
    ...(record && record.profile.status !== null ? { id: String(record.profile.id) } : {}),
    status,
    ...(Object.keys(described.fields).length > 0 ? { fields: described.fields } : {}),
    ...(Object.keys(described.provided_fields).length > 0
      ? { provided_fields: described.provided_fields }
      : {}),
    ...(message ? { message } : {}),
  };
}

/**
 * SEP-12 KYC API (`KYC_SERVER` = /api/sep12 in stellar.toml) over the wizard's records, with the SEP-10 token:
 * GET and PUT /customer, PUT /customer/verification, DELETE /customer/{account}. Statuses map from the wizard's:
 * approved → ACCEPTED, pending → PROCESSING, rejected → REJECTED, anything else NEEDS_INFO with `fields`.
 */
export const sep12Routes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, code } = sepError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ error: message, code, message });
  });
  const tags = ["sep12"];
  const security = [{ bearerAuth: [] }];

  app.get(
    "/customer",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "SEP-12: the caller's customer status and fields",
        querystring: ZCustomerQuery,
        response: { 200: ZCustomerAnswer },
      },
    },
    async (request) => {
      const requested = sep12CustomerType(request.query.type);
      return answer(await customerOf(request, request.query, app.database.db), requested);
    },
  );

  app.put(
    "/customer",
    {
      onRequest: app.authenticate,
      config: strictLimit(app),
      schema: {
        tags,
        security,
        summary:
          "SEP-12: give or change the caller's SEP-9 fields, of an individual or (organization.*) an organization (JSON, or multipart with the binary fields)",
        consumes: ["application/json", "multipart/form-data"],
        response: { 202: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { fields: values, files } = await readMultipart(request, {
        files: FILE_TYPES,
        acceptJson: true,
        notMultipart: "Send the customer's fields as a JSON object or as multipart/form-data.",
        maxFields: 60,
      });
      const requested = sep12CustomerType(values.type);
      await customerOf(request, values, app.database.db);
      const account = request.account as string;
      await verifyGiven(values, account);
      const record = await putSep12Customer(app, account, withoutKeys(values), files, requested);
      return reply.code(202).send({ id: String(record.profile.id) });
    },
  );

  app.put(
    "/customer/verification",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "SEP-12: confirm email_address_verification and/or mobile_number_verification codes",
        body: z.record(z.string(), text(100)),
        response: { 200: ZCustomerAnswer },
      },
    },
    async (request) => {
      const values = request.body;
      await customerOf(request, values, app.database.db);
      const account = request.account as string;
      if (!(await verifyGiven(values, account))) {
        throw new AppError(
          ErrorCode.ValidationFailed,
          "Give email_address_verification or mobile_number_verification.",
        );
      }
      return answer(await settleSep12Status(app, account));
    },
  );

  app.delete(
    "/customer/:account",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "SEP-12: delete the caller's customer data",
        params: z.object({ account: ZPublicKey }),
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      if (request.params.account !== request.account) {
        throw new AppError(ErrorCode.Forbidden, "The account is not the one of the token.");
      }
      if (!(await deleteKyc(app, request.account)))
        throw new AppError(ErrorCode.NotFound, "customer not found");
      return {};
    },
  );

  /** Verifies the `*_verification` codes given; answers whether any was. */
  async function verifyGiven(values: Record<string, string>, account: string): Promise<boolean> {
    let any = false;
    for (const [field, channel] of [
      ["email_address_verification", "email"],
      ["mobile_number_verification", "sms"],
    ] as const) {
      const code = values[field];
      if (code === undefined) continue;
      any = true;
      if (!/^\d{4}$/.test(code.trim()))
        throw new AppError(ErrorCode.ValidationFailed, `${field}: Please fill all fields.`);
      await verifyKycCode(app, { accountId: account, channel, code: code.trim() });
    }
    return any;
  }
};

/** The customer's own fields, without the addressing and verification keys. */
function withoutKeys(values: Record<string, string>): Record<string, string> {
  const skip = new Set([
    "id",
    "account",
    "memo",
    "memo_type",
    "type",
    "lang",
    "email_address_verification",
    "mobile_number_verification",
  ]);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !skip.has(name)));
}
