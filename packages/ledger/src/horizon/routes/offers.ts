import { type Offer, sameAsset } from "../../engine/offers/offer";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { assetParam } from "../asset-params";
import { type RequestContext, type Router, sendJson } from "../http";
import { type Collection, pageDocument, pageItems, parsePageQuery } from "../paging";
import { badRequest, notFound } from "../problem";
import { renderOffer } from "../resources/offer";
import { streamCollection } from "../sse";

/** Every open offer in the ledger, by id. */
export function allOffers(app: HorizonApp): Offer[] {
  const offers: Offer[] = [];
  for (const account of app.node.state.accounts.values()) {
    if (account.offers) offers.push(...account.offers.values());
  }
  return offers.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

type OfferFilter = (o: Offer) => boolean;

/** Reads seller / selling / buying / sponsor filters; sends a 400 and returns undefined when invalid. */
function filters(ctx: RequestContext, seller?: string): OfferFilter[] | undefined {
  const list: OfferFilter[] = [];
  const sellerParam = seller ?? ctx.query.get("seller");
  if (sellerParam) {
    if (!isValidAccount(sellerParam)) {
      badRequest(ctx, "seller", "Account ID must start with `G` and contain 56 alphanum characters");
      return undefined;
    }
    list.push((o) => o.sellerId === sellerParam);
  }
  for (const side of ["selling", "buying"] as const) {
    const p = assetParam(ctx.query, side, side);
    if ("error" in p) {
      badRequest(ctx, p.error, "invalid asset");
      return undefined;
    }
    if ("asset" in p) list.push((o) => sameAsset(o[side], p.asset));
  }
  const sponsor = ctx.query.get("sponsor");
  if (sponsor) {
    if (!isValidAccount(sponsor)) {
      badRequest(ctx, "sponsor", "Account ID must start with `G` and contain 56 alphanum characters");
      return undefined;
    }
    list.push((o) => o.sponsor === sponsor);
  }
  return list;
}

function serveOffers(ctx: RequestContext, app: HorizonApp, seller?: string) {
  const list = filters(ctx, seller);
  if (!list) return;
  const q = parsePageQuery(ctx.query);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  const page = (query: typeof q) => {
    const offers = allOffers(app);
    const c: Collection<Offer> = {
      size: offers.length,
      at: (i) => offers[i] as Offer,
      key: (o) => o.id,
      visible: (o) => list.every((f) => f(o)),
    };
    return pageItems(c, query).map((o) => renderOffer(o, ctx.base, app.node.history));
  };
  if (ctx.wantsStream) return streamCollection(ctx, app.node, page, q);
  sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, page(q)));
}

export function registerOfferRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/offers", (ctx) => serveOffers(ctx, app));
  router.add("GET", "/offers/:offer_id", (ctx) => {
    const raw = ctx.params.offer_id ?? "";
    if (!/^\d+$/.test(raw)) return badRequest(ctx, "offer_id", "unparseable value");
    const id = BigInt(raw);
    const offer = allOffers(app).find((o) => o.id === id);
    if (!offer) return notFound(ctx);
    sendJson(ctx, 200, renderOffer(offer, ctx.base, app.node.history));
  });
  router.add(
    "GET",
    "/accounts/:account_id/offers",
    (ctx) => {
      const id = ctx.params.account_id ?? "";
      if (!isValidAccount(id)) return badRequest(ctx, "account_id", "invalid account id");
      if (!app.node.state.getAccount(id)) return notFound(ctx);
      serveOffers(ctx, app, id);
    },
    { streamable: true },
  );
}
