import type { TPairAsset } from "@sextant/core";
import { ensureLedgerConfig, getHorizon } from "../../ledger";

/** Whether the ledger knows `asset` (Horizon's /assets lists it); a network failure counts as unknown. */
export async function assetExistsOnLedger(asset: TPairAsset): Promise<boolean> {
  try {
    const { horizonUrl } = await ensureLedgerConfig();
    const page = await getHorizon(horizonUrl)
      .assets()
      .forCode(asset.code)
      .forIssuer(asset.issuer)
      .limit(1)
      .call();
    return page.records.length > 0;
  } catch {
    return false;
  }
}
