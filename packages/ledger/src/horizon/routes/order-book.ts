import { sameAsset } from "../../engine/offers/offer";
import type { HorizonApp } from "../app";
import { assetParam } from "../asset-params";
import { type RequestContext, type Router, sendJson } from "../http";
import { orderBookSummary } from "../order-book";
import { parseLimit } from "../paging";
import { badRequest } from "../problem";
import { streamObject } from "../sse";
import { allOffers } from "./offers";

function invalidOrderBook(ctx: RequestContext): void {
  sendJson(
    ctx,
    400,
    {
      type: "https://stellar.org/horizon-errors/invalid_order_book",
      title: "Invalid Order Book Parameters",
      status: 400,
      detail:
        "The parameters that specify what order book to view are invalid in some way. Please ensure that your type parameters (selling_asset_type and buying_asset_type) are one the following valid values: native, credit_alphanum4, credit_alphanum12.  Also ensure that you have specified selling_asset_code and selling_asset_issuer if selling_asset_type is not 'native', as well as buying_asset_code and buying_asset_issuer if buying_asset_type is not 'native'",
    },
    "application/problem+json; charset=utf-8",
  );
}

export function registerOrderBookRoute(router: Router, app: HorizonApp): void {
  router.add(
    "GET",
    "/order_book",
    (ctx) => {
      const selling = assetParam(ctx.query, "selling");
      const buying = assetParam(ctx.query, "buying");
      if (!("asset" in selling) || !("asset" in buying)) return invalidOrderBook(ctx);
      if (sameAsset(selling.asset, buying.asset)) return invalidOrderBook(ctx);
      const limit = parseLimit(ctx.query.get("limit"), 20);
      if (typeof limit === "object") return badRequest(ctx, limit.field, limit.reason);
      const render = () => {
        const offers = allOffers(app);
        const asks = offers.filter(
          (o) => sameAsset(o.selling, selling.asset) && sameAsset(o.buying, buying.asset),
        );
        const bids = offers.filter(
          (o) => sameAsset(o.selling, buying.asset) && sameAsset(o.buying, selling.asset),
        );
        return orderBookSummary(asks, bids, selling.asset, buying.asset, limit);
      };
      if (ctx.wantsStream) return streamObject(ctx, app.node, render, () => true);
      sendJson(ctx, 200, render());
    },
    { streamable: true },
  );
}
