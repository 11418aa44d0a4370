import { type TKycDocumentFields, type TKycSaveResponse, ZKycSaveResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/kyc/submitDocument (JSON): the identity document with the names of its uploaded images. */
export function submitKycDocument(fields: TKycDocumentFields): Promise<TKycSaveResponse> {
  return apiRequest("/kyc/submitDocument", {
    method: "POST",
    auth: true,
    body: fields,
    schema: ZKycSaveResponse,
  });
}
