import { ErrorCode } from "@sextant/core";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors";
import { sniffUpload, type TUploadType } from "./file-types";

export const UPLOAD_LIMIT_BYTES = 1024 * 1024;

export interface ReceivedUpload {
  bytes: Buffer;
  mimeType: TUploadType;
  extension: string;
}

/**
 * Reads exactly one file from a multipart request's `file` field: larger than 1 MiB → 413, none or more than one
 * → 400, a type (sniffed from the bytes) not in `allowed` or not what its name says → 415.
 */
export async function receiveUpload(
  request: FastifyRequest,
  allowed: TUploadType[],
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      'Send the file as multipart/form-data in the field "file".',
      415,
    );
  }
  let received: { bytes: Buffer; filename: string } | undefined;
  try {
    // Two files allowed by the parser so that a second one is seen and refused, not silently dropped.
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2, fields: 10 },
    })) {
      if (part.type !== "file") continue;
      if (received || part.fieldname !== "file") {
        throw new AppError(ErrorCode.ValidationFailed, 'Upload exactly one file, in the field "file".');
      }
      received = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(ErrorCode.ValidationFailed, "File size can't be more than 1 MB.", 413);
    }
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") {
      throw new AppError(ErrorCode.ValidationFailed, 'Upload exactly one file, in the field "file".');
    }
    throw error;
  }
  if (!received)
    throw new AppError(ErrorCode.ValidationFailed, 'Upload exactly one file, in the field "file".');
  const sniffed = await sniffUpload(received.bytes, received.filename, allowed);
  if (!sniffed.ok) throw new AppError(ErrorCode.ValidationFailed, sniffed.reason, 415);
  return { bytes: received.bytes, mimeType: sniffed.mimeType, extension: sniffed.extension };
}
