import { fromStroops, type TPairAsset, toStroops } from "@sextant/core";
import { Asset } from "@stellar/stellar-sdk";
import { assetQuery, ensureLedgerConfig, horizonRecords } from "../../ledger/sdk-free";

/** One strict-send path the ledger offers: amounts in stroops and the assets it passes through. */
export interface TSwapPath {
  sourceAmount: bigint;
  destinationAmount: bigint;
  /** The intermediate assets, in order (empty for a direct market). */
  path: TPairAsset[];
}

/** The SDK asset of a swap asset (issuer "" is XLM). */
export function toSdkAsset(asset: TPairAsset): Asset {
  return asset.issuer === "" ? Asset.native() : new Asset(asset.code, asset.issuer);
}

interface THorizonPathAsset {
  asset_type: string;
  asset_code?: string;
  asset_issuer?: string;
}

interface THorizonPathRecord {
  source_amount: string;
  destination_amount: string;
  path: THorizonPathAsset[];
}

function pathAsset(record: THorizonPathAsset): TPairAsset {
  return record.asset_type === "native"
    ? { code: "XLM", issuer: "" }
    : { code: record.asset_code ?? "", issuer: record.asset_issuer ?? "" };
}

/**
 * Horizon's strict-send paths from `amount` stroops of `from` to `to`, best first (most received). An empty list
 * means the ledger has no route for this amount.
 */
export async function findStrictSendPaths(
  from: TPairAsset,
  to: TPairAsset,
  amount: bigint,
): Promise<TSwapPath[]> {
  const { horizonUrl } = await ensureLedgerConfig();
  // Plain fetch with the parameters the SDK would send: its Horizon client is not needed to read paths.
  const records = await horizonRecords<THorizonPathRecord>(horizonUrl, "/paths/strict-send", {
    ...assetQuery("source", from),
    source_amount: fromStroops(amount),
    destination_assets: to.issuer === "" ? "native" : `${to.code}:${to.issuer}`,
  });
  const paths = records.map((record) => ({
    sourceAmount: toStroops(record.source_amount),
    destinationAmount: toStroops(record.destination_amount),
    path: record.path.map(pathAsset),
  }));
  return paths.sort((a, b) =>
    a.destinationAmount === b.destinationAmount
      ? a.path.length - b.path.length
      : a.destinationAmount > b.destinationAmount
        ? -1
        : 1,
  );
}
