import type { PriceService } from "./catalogue/price-service";
import type { OperatorKeys } from "./demo-world/operator-keys";

/** What the API gives each feature module when it registers it under `/api` (app.ts). */
export interface FeatureContext {
  /** The operator's keys (issuers, distribution, fee account), derived from the operator seed. */
  keys: OperatorKeys;
  /** USD prices of listed assets: the one price source, under the price rule (docs/prices.md). */
  prices: PriceService;
  /** The operator's fee account (G...). */
  feeAccount: string;
}
