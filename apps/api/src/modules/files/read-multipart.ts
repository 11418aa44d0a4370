import { ErrorCode, KYC_MESSAGES } from "@sextant/core";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors";
import { sniffUpload, type TUploadType } from "./file-types";

export const UPLOAD_LIMIT_BYTES = 1024 * 1024;
/** The 400 message of a multipart body that cannot be read as a form. */
export const FORM_UNREADABLE = "The form could not be read.";

export interface ReceivedUpload {
  bytes: Buffer;
  mimeType: TUploadType;
  extension: string;
}

export interface MultipartRules {
  /** The file fields the request may carry, each with the types it takes; at most one file in each. */
  files: Record<string, TUploadType[]>;
  /** Refuse the request unless it carries a file (an upload route); else files are optional. */
  requireFile?: boolean;
  /** Also take a JSON object of text fields when the request is not multipart (SEP-12's PUT /customer). */
  acceptJson?: boolean;
  /** The 415 message for a request that is neither multipart nor, when taken, JSON. */
  notMultipart: string;
  /** How many text fields the form may have (default 40). */
  maxFields?: number;
}

export interface MultipartContent {
  /** Text fields by name (the last value of a repeated name). */
  fields: Record<string, string>;
  /** The files received, by field, their types sniffed from the bytes. Empty file parts count as not sent. */
  files: Record<string, ReceivedUpload>;
}

/**
 * The one reader of multipart requests: the uploads (one file in `file`), the KYC info form (text fields and an
 * optional photo) and SEP-12 (text fields and named files, or JSON). Each file is at most 1 MiB (413 'File size
 * can't be more than 1 MB'); a second file in a field or a field that takes no file is 400 (the parser is allowed
 * one file more than the fields, so that it is seen and refused, not silently dropped); a type sniffed from the
 * bytes that the field does not take, or that its name contradicts, is 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<MultipartContent> {
  const fileFields = Object.keys(rules.files);
  const single = fileFields.length === 1;
  const wrongFile = (field: string) =>
    new AppError(
      ErrorCode.ValidationFailed,
      single
        ? `Upload exactly one file, in the field "${fileFields[0]}".`
        : `"${field}" takes no file here; send at most one file in each of: ${fileFields.join(", ")}.`,
    );

  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (rules.acceptJson && isJsonObject(body)) return { fields: textFields(body), files: {} };
    throw new AppError(ErrorCode.ValidationFailed, rules.notMultipart, 415);
  }

  const fields: Record<string, string> = {};
  const received: Record<string, { bytes: Buffer; filename: string }> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: UPLOAD_LIMIT_BYTES,
        files: fileFields.length + 1,
        fields: rules.maxFields ?? 40,
        fieldSize: 4096,
      },
    })) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value ?? "");
        continue;
      }
      if (!rules.files[part.fieldname] || received[part.fieldname]) {
        // Drain what is left of the refused part before answering.
        await part.toBuffer().catch(() => undefined);
        throw wrongFile(part.fieldname);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) received[part.fieldname] = { bytes, filename: part.filename ?? "" };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(ErrorCode.ValidationFailed, KYC_MESSAGES.fileTooLarge, 413);
    }
    if (code === "FST_FILES_LIMIT") throw wrongFile("");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new AppError(ErrorCode.ValidationFailed, "Too many parts in the form.");
    }
    // Anything else the parser meets is the sender's mistake: no or a wrong boundary, a body cut short, a part
    // whose headers never end, bytes that are not a form at all.
    throw new AppError(ErrorCode.ValidationFailed, FORM_UNREADABLE);
  }
  if (rules.requireFile && Object.keys(received).length === 0) throw wrongFile("");

  const files: Record<string, ReceivedUpload> = {};
  for (const [field, file] of Object.entries(received)) {
    const sniffed = await sniffUpload(file.bytes, file.filename, rules.files[field] as TUploadType[]);
    if (!sniffed.ok) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        single ? sniffed.reason : `${field}: ${sniffed.reason}`,
        415,
      );
    }
    files[field] = { bytes: file.bytes, mimeType: sniffed.mimeType, extension: sniffed.extension };
  }
  return { fields, files };
}

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

/** A JSON body's values as text fields: strings and numbers only (a file must come as multipart). */
function textFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
    else if (value !== null && value !== undefined) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        `${name} must be text; send files as multipart/form-data.`,
      );
    }
  }
  return fields;
}
