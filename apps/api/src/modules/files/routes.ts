import multipart from "@fastify/multipart";
import { ErrorCode, ZApiError, ZUploadFileResponse } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { files } from "../../db/schema";
import { AppError } from "../../errors";
import { STORED_NAME } from "./file-store";
import { IMAGE_AND_PDF_TYPES, isInlineType, UPLOAD_TYPES } from "./file-types";
import { readMultipart, UPLOAD_LIMIT_BYTES } from "./read-multipart";

const NO_SUCH_FILE = "There is no such file.";

const ZFileParams = z.object({
  file: z.string().regex(STORED_NAME, "This is not the name of a stored file."),
});

/** Uploads (`POST /p2ptemp-files/upload`) and reading files (`/files/{file}`, `/p2ptemp-files/{file}`), under `/api`. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 2 } });

  app.post(
    "/p2ptemp-files/upload",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["files"],
        summary:
          "Upload one image (PNG, JPEG, GIF) or PDF of at most 1 MiB, field `file` (multipart/form-data)",
        security: [{ bearerAuth: [] }],
        consumes: ["multipart/form-data"],
        response: { 200: ZUploadFileResponse, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        files: { file: IMAGE_AND_PDF_TYPES },
        requireFile: true,
        notMultipart: 'Send the file as multipart/form-data in the field "file".',
      });
      const upload = form.files.file as NonNullable<(typeof form.files)["file"]>;
      const name = await app.fileStore.save(upload.bytes, upload.extension);
      try {
        await app.database.db.insert(files).values({
          name,
          ownerAccount: request.account as string,
          mimeType: upload.mimeType,
          size: upload.bytes.length,
        });
      } catch (error) {
        await app.fileStore.remove(name);
        throw error;
      }
      return { filename: name, mimeType: upload.mimeType, size: upload.bytes.length };
    },
  );

  for (const prefix of ["/files", "/p2ptemp-files"]) {
    app.get(
      `${prefix}/:file`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ["files"],
          summary:
            "A stored file, for whom may read what it is attached to (bearer token required); images inline, documents as attachments",
          security: [{ bearerAuth: [] }],
          params: ZFileParams,
          produces: Object.keys(UPLOAD_TYPES),
        },
      },
      async (request, reply) => {
        const name = request.params.file;
        const [row] = await app.database.db.select().from(files).where(eq(files.name, name));
        // A file the caller may not read is answered exactly like one that does not exist.
        if (!row || !(await app.fileAccess.canRead(request.account as string, row))) {
          throw new AppError(ErrorCode.NotFound, NO_SUCH_FILE);
        }
        const bytes = await app.fileStore.read(row.name);
        if (!bytes) throw new AppError(ErrorCode.NotFound, NO_SUCH_FILE);
        return (
          reply
            .header("Content-Type", row.mimeType)
            .header("X-Content-Type-Options", "nosniff")
            // Only images are shown in the page; a PDF or Word file is always a download.
            .header(
              "Content-Disposition",
              `${isInlineType(row.mimeType) ? "inline" : "attachment"}; filename="${row.name}"`,
            )
            .header("Cache-Control", "private, no-store")
            .send(bytes)
        );
      },
    );
  }
};
