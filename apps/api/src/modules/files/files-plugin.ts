import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AttachmentAccess } from "./attachment-access";
import { FileStore } from "./file-store";
import { defineUploadSweep } from "./sweep-uploads";

declare module "fastify" {
  interface FastifyInstance {
    /** The upload folder. */
    fileStore: FileStore;
    /** Who may read a file; modules that attach files register their kind (`fileAccess.register("chat", …)`). */
    fileAccess: AttachmentAccess;
  }
}

/**
 * Decorates `fileStore` and `fileAccess` and defines the hourly sweep of uploads nothing attached within a day;
 * needs `settings`, `isAdmin` and `jobs`.
 */
export const filesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("fileStore", new FileStore(app.settings.dataDir));
  app.decorate("fileAccess", new AttachmentAccess((account) => app.isAdmin(account)));
  defineUploadSweep(app);
});
