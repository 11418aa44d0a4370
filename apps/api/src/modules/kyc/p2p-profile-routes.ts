import {
  ErrorCode,
  type TKycStatus,
  truncateProfileName,
  ZApiError,
  ZGetP2pProfileQuery,
  ZGetP2pProfileResponse,
} from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { files, kycProfiles, registeredAccounts } from "../../db/schema";
import { AppError } from "../../errors";
import { STORED_NAME } from "../files/file-store";
import { isInlineType } from "../files/file-types";
import { PROFILE_PHOTO_KIND } from "./kyc-files";
import { readProfileTradeStats } from "./profile-trade-stats";

/** How long a browser or proxy may keep a public profile photo (a new photo has a new name). */
const PHOTO_MAX_AGE_SECONDS = 3600;

/** Within this many seconds of the last activity the profile says "online". */
const ONLINE_SECONDS = 5 * 60;

/**
 * GET /api/p2p/getProfile?account (spec doc 2 §7; public). Shows what a counterparty may see: the name cut to 20
 * characters (a company's to 22), KYC status and country, never contact details or documents. With a token of
 * the same account the answer says isMyProfile.
 */
export const p2pProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/p2p/profilePhoto/{file} (public): the profile photo shown on an approved public profile, for visitors
   * who are not signed in. Only a file that is an approved profile's current photo is served — never a document,
   * a selfie or the photo of a profile under review (404) — and it may be cached (its name changes with it).
   */
  app.get(
    "/p2p/profilePhoto/:file",
    {
      schema: {
        tags: ["kyc"],
        summary: "The profile photo of an approved public P2P profile (no token needed; cacheable)",
        params: z.object({ file: z.string().regex(STORED_NAME, "This is not the name of a stored file.") }),
        produces: ["image/png", "image/jpeg", "image/gif"],
      },
    },
    async (request, reply) => {
      const name = request.params.file;
      const [row] = await app.database.db
        .select({ mimeType: files.mimeType })
        .from(files)
        .innerJoin(
          kycProfiles,
          and(eq(kycProfiles.accountId, files.ownerAccount), eq(kycProfiles.photo, files.name)),
        )
        .where(
          and(
            eq(files.name, name),
            eq(files.attachedKind, PROFILE_PHOTO_KIND),
            eq(kycProfiles.status, "approved"),
          ),
        );
      const bytes = row && isInlineType(row.mimeType) ? await app.fileStore.read(name) : undefined;
      if (!row || !bytes) throw new AppError(ErrorCode.NotFound, "There is no such profile photo.");
      const etag = `"${name}"`;
      reply
        .header("Cache-Control", `public, max-age=${PHOTO_MAX_AGE_SECONDS}`)
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply
        .header("Content-Type", row.mimeType)
        .header("Content-Disposition", `inline; filename="${name}"`)
        .send(bytes);
    },
  );

  app.get(
    "/p2p/getProfile",
    {
      schema: {
        tags: ["kyc"],
        summary: "An account's public P2P profile (a bearer token, when sent, sets isMyProfile)",
        querystring: ZGetP2pProfileQuery,
        response: { 200: ZGetP2pProfileResponse, 400: ZApiError },
      },
    },
    async (request) => {
      const { account } = request.query;
      let caller: string | undefined;
      if (request.headers.authorization) {
        caller = await app.authenticate(request).then(
          () => request.account,
          () => undefined,
        );
      }
      const { db } = app.database;
      const [profile] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, account));
      const [registered] = await db
        .select({ createdAt: registeredAccounts.createdAt })
        .from(registeredAccounts)
        .where(eq(registeredAccounts.publicKey, account));
      const stats = await readProfileTradeStats(app.database, account);
      const company = profile?.isCompanyKyc ?? false;
      const seen = latest(stats.lastSeen, profile?.updatedAt ?? null);
      const created = registered?.createdAt ?? profile?.createdAt ?? null;
      return {
        profile: {
          account,
          kycStatus: (profile?.status ?? null) as TKycStatus | null,
          country_code: profile?.countryCode ?? "",
          total_successfull_trade: stats.successfulTrades,
          partners: stats.partners,
          total_fail_trade: stats.failedTrades,
          accountCreatedDate: created ? created.toISOString() : null,
          lastSeen: seen
            ? Date.now() - seen.getTime() < ONLINE_SECONDS * 1000
              ? "online"
              : seen.toISOString()
            : null,
          photo: profile?.status === "approved" ? profile.photo : "",
          ...personName(company ? "" : (profile?.firstName ?? ""), company ? "" : (profile?.lastName ?? "")),
          companyName: company ? truncateProfileName(profile?.companyName ?? "", true) : "",
          isCompanyKyc: company,
          rating: stats.totalReviews > 0 ? stats.rating : Number(profile?.rating ?? 0),
          total_reviews: stats.totalReviews,
          feedback: stats.feedback,
          isMyProfile: caller === account,
        },
      };
    },
  );
};

/** First and last name, together cut to the profile's 20 characters. */
function personName(first: string, last: string): { first_name: string; last_name: string } {
  const shown = truncateProfileName(`${first} ${last}`, false);
  return { first_name: shown.slice(0, first.length).trim(), last_name: shown.slice(first.length + 1).trim() };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
