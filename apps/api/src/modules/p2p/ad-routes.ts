import {
  ErrorCode,
  P2P_MESSAGES,
  type TAdType,
  type TGetAdsByAssetRequest,
  ZAddAdRequest,
  ZAddAdResponse,
  ZAdPage,
  ZApiError,
  ZChangeAdStatusRequest,
  ZChangeAdStatusResponse,
  ZGetAdByIdRequest,
  ZGetAdByIdResponse,
  ZGetAdsByAccountRequest,
  ZGetAdsByAssetRequest,
  ZSearchAdsRequest,
} from "@sextant/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { AdListCache } from "./ad-list-cache";
import { type AdListQuery, findAd, listAccountAds, listAds, searchAmount } from "./ad-queries";
import { adSummary, adView } from "./ad-view";
import { changeAdStatus } from "./change-ad-status";
import { createAd } from "./create-ad";
import type { P2pRates } from "./p2p-rates";

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  503: ZApiError,
};

/** A public list's query (an asset's list and the amount search share it; the search adds its amount). */
function listQueryOf(q: TGetAdsByAssetRequest): AdListQuery {
  return {
    assetCode: q.asset_code,
    type: q.type,
    location: q.location || undefined,
    pagingId: q.paging_id,
    noOlderThan: q.no_older_than,
  };
}

/** The ads API of spec doc 2 §7 'P2P ads and market', under /api/p2p. */
export const adRoutes: FastifyPluginAsyncZod<{ rates: P2pRates; lists: AdListCache }> = async (
  app,
  { rates, lists },
) => {
  const db = app.database.db;

  /**
   * A visitor without a token gets the spec's 'You are not logged in.', a bad token the usual 401: on request,
   * before the body is validated, so a visitor is told to log in whatever the form held.
   */
  const requireLogin = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError(ErrorCode.Unauthorized, P2P_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  /** A public list page, from the cache while no ad changed (the same answer for every visitor). */
  const publicList = async (query: AdListQuery, request: FastifyRequest, reply: FastifyReply) => {
    const key = JSON.stringify({
      ...query,
      assetCode: query.assetCode.toUpperCase(),
      amount: query.amount?.toString(),
    });
    const answer = await lists.get(AdListCache.group(query.assetCode, query.type), key, async () => {
      const page = await listAds(db, query);
      return {
        ads: page.rows.map((row) => adView(row, undefined)),
        paging_id: page.next,
        has_more: page.next !== null,
      };
    });
    const { bytes, encoding } = answer.body(request.headers["accept-encoding"]);
    reply.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    // Bytes checked against ZAdPage when cached: sent as they are (the compression plugin skips encoded ones).
    return (reply as FastifyReply).send(bytes);
  };
  /** Public routes that show more to the owner: a token is checked when one is sent. */
  const optionalLogin = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  for (const [path, type] of [
    ["/p2p/addBuyAd", "buy"],
    ["/p2p/addSellAd", "sell"],
  ] as Array<[string, TAdType]>) {
    app.post(
      path,
      {
        onRequest: requireLogin,
        // Each post reads the ledger (trustline, balances, battery): the strict per-client limit, as for uploads.
        config: { rateLimit: { max: app.settings.rateLimitStrictPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ["p2p"],
          summary: `Post a ${type} ad (KYC approved; every rule of spec §5 'Create ad')`,
          security: [{ bearerAuth: [] }],
          body: ZAddAdRequest,
          response: { 200: ZAddAdResponse, ...errors },
        },
      },
      async (request) => {
        const account = request.account as string;
        const { ad, replayed } = await createAd(
          { db, horizon: app.horizon, rates },
          account,
          type,
          request.body,
        );
        if (!replayed) {
          lists.invalidate(AdListCache.group(ad.assetCode, ad.type));
          app.realtime.emit("newAd", adSummary(ad));
        }
        return { message: P2P_MESSAGES.success, ad: adView(ad, account), replayed };
      },
    );
  }

  app.get(
    "/p2p/getadsByAsset",
    {
      schema: {
        tags: ["p2p"],
        summary: "Listed ads of an asset and type, best price first, 10 a page (keyset paging_id)",
        querystring: ZGetAdsByAssetRequest,
        response: { 200: ZAdPage, 400: ZApiError },
      },
    },
    async (request, reply) => publicList(listQueryOf(request.query), request, reply),
  );

  app.get(
    "/p2p/searchAdsByAssetCodeAndAmount",
    {
      schema: {
        tags: ["p2p"],
        summary: "Listed ads that can fill an amount of the asset (the quick buy/sell form)",
        querystring: ZSearchAdsRequest,
        response: { 200: ZAdPage, 400: ZApiError },
      },
    },
    async (request, reply) =>
      publicList(
        { ...listQueryOf(request.query), amount: searchAmount(request.query.amount) },
        request,
        reply,
      ),
  );

  app.get(
    "/p2p/getAdsByAssetAndAccountId",
    {
      onRequest: optionalLogin,
      schema: {
        tags: ["p2p"],
        summary:
          "One account's ads, newest first: all of them for the owner (My Ads), listed ones for others",
        querystring: ZGetAdsByAccountRequest,
        response: { 200: ZAdPage, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const q = request.query;
      const owner = request.account === q.account;
      const page = await listAccountAds(
        db,
        {
          account: q.account,
          assetCode: q.asset_code,
          type: q.type,
          pagingId: q.paging_id,
          noOlderThan: q.no_older_than,
        },
        owner,
      );
      return {
        ads: page.rows.map((row) => adView(row, request.account)),
        paging_id: page.next,
        has_more: !!page.next,
      };
    },
  );

  app.get(
    "/p2p/getAdById",
    {
      onRequest: optionalLogin,
      schema: {
        tags: ["p2p"],
        summary: "One ad; a paused ad only for its owner",
        querystring: ZGetAdByIdRequest,
        response: { 200: ZGetAdByIdResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const ad = await findAd(db, Number(request.query.id));
      if (!ad || (ad.status !== "Active" && ad.account !== request.account)) {
        throw new AppError(ErrorCode.NotFound, P2P_MESSAGES.adNotFound);
      }
      return { ad: adView(ad, request.account) };
    },
  );

  // The spec calls it with GET; POST does the same for clients that keep changes off GET.
  app.route({
    method: ["GET", "POST"],
    url: "/p2p/ChangeAdStatus",
    onRequest: requireLogin,
    schema: {
      tags: ["p2p"],
      summary: "Activate or pause an ad (its owner only)",
      security: [{ bearerAuth: [] }],
      querystring: ZChangeAdStatusRequest,
      response: { 200: ZChangeAdStatusResponse, ...errors },
    },
    handler: async (request) => {
      const account = request.account as string;
      const target = request.query.status;
      const { ad, changed } = await changeAdStatus(db, account, Number(request.query.adId), target);
      if (changed) {
        lists.invalidate(AdListCache.group(ad.assetCode, ad.type));
        app.realtime.emit("adStatusChanged", {
          adId: String(ad.id),
          type: ad.type as TAdType,
          assetCode: ad.assetCode,
          status: target,
        });
      }
      return { message: P2P_MESSAGES.success, ad: adView(ad, account) };
    },
  });
};
