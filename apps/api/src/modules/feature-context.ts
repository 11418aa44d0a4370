import type { PriceService } from "./catalogue/price-service";
import type { OperatorKeys } from "./demo-world/operator-keys";

/** What the API gives each feature module when it registers it under `/api` (app.ts). */
export interface FeatureContext {
  /** The operator's keys (issuers, distribution, fee account), derived from the operator seed. */
  keys: OperatorKeys;
  /** USD prices of listed assets from the ledger's own markets. */
  prices: PriceService;
  /** The operator's fee account (G...). */
  feeAccount: string;
}
