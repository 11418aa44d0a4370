import type { TAnchorChain, TCatalogueAsset } from "@sextant/core";
import { DepositPanel, WithdrawPanel } from "../../../anchor";
import { type TAccountSnapshot, type TAssetRef, useLedgerConfig } from "../../../ledger";
import { explorerUrl } from "../../lib/explorer";

interface AnchorTabProps {
  asset: TAssetRef;
  catalogueEntry: TCatalogueAsset | undefined;
  publicKey: string | null;
  account: TAccountSnapshot | null;
}

/** The chains an anchored asset is paid in and out on, from its catalogue flags. */
export function anchorChains(entry: TCatalogueAsset | undefined): TAnchorChain[] {
  const chains: TAnchorChain[] = [];
  if (entry?.isErc20) chains.push("ERC20");
  if (entry?.isTrc20) chains.push("TRC20");
  return chains;
}

function useAnchorContext(props: AnchorTabProps) {
  const config = useLedgerConfig();
  return {
    coin: props.asset.code,
    chains: anchorChains(props.catalogueEntry),
    publicKey: props.publicKey,
    standalone: config?.network === "standalone",
    stellarTxUrl: (hash: string) => explorerUrl(config?.network ?? "", config?.horizonUrl ?? "", hash),
  };
}

/** Index 4: deposit address per chain and the recent deposits (features/anchor). */
export function DepositTab(props: AnchorTabProps) {
  return <DepositPanel {...useAnchorContext(props)} />;
}

/** Index 5: the withdraw form, its confirm step and the recent withdrawals (features/anchor). */
export function WithdrawTab(props: AnchorTabProps) {
  return <WithdrawPanel {...useAnchorContext(props)} asset={props.asset} account={props.account} />;
}
