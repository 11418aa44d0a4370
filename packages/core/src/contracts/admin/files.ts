import { z } from "zod";

/** POST /api/p2ptemp-files/upload (multipart, one field `file`) — the stored file's generated name. */
export const ZUploadFileResponse = z
  .object({
    filename: z.string().describe("Generated name; read it at /api/files/{filename} with the bearer token"),
    mimeType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: "UploadedFile" });
export type TUploadFileResponse = z.infer<typeof ZUploadFileResponse>;
