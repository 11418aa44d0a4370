import { z } from "zod";
import { text } from "../../validators/request-fields";

/** GET /api/price/simple/price?ids=stellar,bitcoin&vs_currencies=usd — CoinGecko-compatible prices. */
export const ZGetSimplePriceRequest = z.object({
  ids: text(1000, { min: 1, message: "ids is required" }),
  vs_currencies: text(200, { min: 1, message: "vs_currencies is required" }),
});
export type TGetSimplePriceRequest = z.infer<typeof ZGetSimplePriceRequest>;

/** `{ "<coingecko id>": { "<currency>": price } }`; unknown ids are left out, as CoinGecko does. */
export const ZGetSimplePriceResponse = z.record(z.string(), z.record(z.string(), z.number()));
export type TGetSimplePriceResponse = z.infer<typeof ZGetSimplePriceResponse>;
