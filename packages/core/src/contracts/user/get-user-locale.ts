import { z } from "zod";

/** GET /api/user/country — the visitor's country, as the request tells it (proxy country header or language). */
export const ZGetUserCountryResponse = z
  .object({
    countryCode: z.string().describe("ISO 3166-1 alpha-2"),
    country: z.string(),
  })
  .meta({ id: "UserCountry" });
export type TGetUserCountryResponse = z.infer<typeof ZGetUserCountryResponse>;

/** GET /api/user/currency — the display currency that fits the visitor's country (USD when none fits). */
export const ZGetUserCurrencyResponse = z
  .object({
    currency: z.string(),
  })
  .meta({ id: "UserCurrency" });
export type TGetUserCurrencyResponse = z.infer<typeof ZGetUserCurrencyResponse>;
