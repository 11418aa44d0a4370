import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycProfiles } from "../../db/schema";
import type { FeatureContext } from "../feature-context";
import { UPLOAD_LIMIT_BYTES } from "../files/read-multipart";
import { adminKycRoutes } from "./admin-kyc-routes";
import { bankRoutes } from "./bank-routes";
import { defineCodeExpiryJob } from "./code-expiry-job";
import { codeRoutes } from "./code-routes";
import { PROFILE_PHOTO_KIND } from "./kyc-files";
import { kycRoutes } from "./kyc-routes";
import { p2pProfileRoutes } from "./p2p-profile-routes";
import { seedDemoTraders } from "./seed-demo-traders";
import { sep12Routes } from "./sep12-routes";

/** The routes, jobs and demo seeding of KYC, the profile's bank account and the public P2P profile (spec doc 2); registered under `/api`. */
export async function kycModule(api: FastifyInstance, context: FeatureContext): Promise<void> {
  await api.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 4 } });

  // The profile photo is shown on the public P2P profile: any signed-in account may read it once the KYC is
  // approved; before that only its owner (and admins). Documents stay the owner's ("kyc", files module).
  api.fileAccess.register(PROFILE_PHOTO_KIND, async (account, file) => {
    if (account === file.ownerAccount) return true;
    const [profile] = await api.database.db
      .select({ status: kycProfiles.status, photo: kycProfiles.photo })
      .from(kycProfiles)
      .where(eq(kycProfiles.accountId, file.attachedId));
    return profile?.status === "approved";
  });

  defineCodeExpiryJob(api);
  await api.register(kycRoutes);
  await api.register(codeRoutes);
  await api.register(bankRoutes);
  await api.register(p2pProfileRoutes);
  await api.register(adminKycRoutes, { prefix: "/admin/kyc" });
  await api.register(sep12Routes, { prefix: "/sep12" });

  if (api.settings.demoWorld) {
    api.demoWorld.addStep("kyc traders", () => seedDemoTraders(api, context.keys));
  }
}
