import { z } from "zod";
import { text, ZAssetCode } from "../../validators/request-fields";
import { ZP2pFeeLevel } from "./countries";

const ZRate = text(32).regex(/^\d{1,15}(\.\d{1,10})?$/, "A positive decimal with at most 10 places");
const ZPercent = text(16).regex(/^\d{1,3}(\.\d{1,4})?$/, "A percent with at most 4 places");
const ZFixed = text(24).regex(/^\d{1,12}(\.\d{1,7})?$/, "A decimal with at most 7 places");

/** A country as the admin console keeps it. */
export const ZAdminP2pCountry = z
  .object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    usdRate: z.string(),
    active: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminP2pCountry" });
export type TAdminP2pCountry = z.infer<typeof ZAdminP2pCountry>;

/** GET /api/admin/p2p/countries — every country, inactive ones too. */
export const ZAdminCountriesResponse = z.object({ countries: z.array(ZAdminP2pCountry) });

/** PUT /api/admin/p2p/countries/:code — creates or changes a country. */
export const ZAdminCountryParams = z.object({
  code: text(2).regex(/^[A-Za-z]{2}$/, "A two-letter country code"),
});
export const ZAdminCountryBody = z.object({
  name: text(80, { min: 1, message: "This field is required" }),
  currency: text(3).regex(/^[A-Za-z]{3}$/, "A three-letter currency code"),
  usdRate: ZRate.refine((value) => Number(value) > 0, "The rate must be greater than 0"),
  active: z.boolean(),
});

/** GET /api/admin/p2p/fee-levels — the P2P fee levels of every asset that has them. */
export const ZAdminFeeLevelsResponse = z.object({ levels: z.array(ZP2pFeeLevel) });

/** PUT /api/admin/p2p/fee-levels/:assetCode — sets the spread and fees of one asset. */
export const ZAdminFeeLevelParams = z.object({ assetCode: ZAssetCode });
export const ZAdminFeeLevelBody = z.object({
  priceSpreadPercent: ZPercent.refine(
    (value) => Number(value) < 8,
    "The spread must stay inside the 8 % band",
  ),
  p2pBuyerFeeFixed: ZFixed,
  p2pBuyerFeePercent: ZPercent,
  p2pSellerFeeFixed: ZFixed,
  p2pSellerFeePercent: ZPercent,
});
