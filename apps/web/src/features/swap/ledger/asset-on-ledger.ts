import type { TPairAsset } from "@sextant/core";
import { ensureLedgerConfig, horizonRecords } from "../../ledger/sdk-free";

/** Whether the ledger knows `asset` (Horizon's /assets lists it); a network failure counts as unknown. */
export async function assetExistsOnLedger(asset: TPairAsset): Promise<boolean> {
  try {
    const { horizonUrl } = await ensureLedgerConfig();
    // Plain fetch: the SDK's Horizon client would add its HTTP stack to the swap screen's first load.
    const records = await horizonRecords(horizonUrl, "/assets", {
      asset_code: asset.code,
      asset_issuer: asset.issuer,
      limit: 1,
    });
    return records.length > 0;
  } catch {
    return false;
  }
}
