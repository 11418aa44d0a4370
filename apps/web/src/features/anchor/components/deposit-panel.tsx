import { SegmentedControl, Stack } from "@mantine/core";
import type { TAnchorChain } from "@sextant/core";
import { useState } from "react";
import { SectionCard } from "../../../components/section-card";
import { useDepositInfo } from "../hooks/use-deposit-info";
import { AnchorHistory } from "./anchor-history";
import { DepositAddress } from "./deposit-address";
import { SimulateDeposit } from "./simulate-deposit";

export interface TAnchorPanelProps {
  coin: string;
  /** The chains this asset is anchored on, from its catalogue flags. */
  chains: readonly TAnchorChain[];
  publicKey: string | null;
  /** Whether the standalone network's test actions are offered. */
  standalone: boolean;
  stellarTxUrl: (hash: string) => string;
}

/** Wallet detail index 4 (spec doc 2 §2): the deposit address per chain, and the recent deposits. */
export function DepositPanel({ coin, chains, publicKey, standalone, stellarTxUrl }: TAnchorPanelProps) {
  const [picked, setPicked] = useState<TAnchorChain | null>(null);
  const chain = picked && chains.includes(picked) ? picked : (chains[0] ?? null);
  const info = useDepositInfo(publicKey, coin, chain);
  return (
    <Stack gap="lg">
      <SectionCard title={`Deposit ${coin}`} maw={640}>
        <Stack gap="md">
          {chains.length > 1 && chain && (
            <SegmentedControl
              aria-label="Chain"
              value={chain}
              onChange={(value) => setPicked(value as TAnchorChain)}
              data={chains.map((value) => ({ value, label: value }))}
            />
          )}
          <DepositAddress
            coin={coin}
            info={{
              status: info.status,
              data: info.data,
              error: info.error,
              retry: () => void info.refetch(),
            }}
          />
          {standalone && chain && publicKey && info.data && (
            <SimulateDeposit coin={coin} chain={chain} account={publicKey} />
          )}
        </Stack>
      </SectionCard>
      <AnchorHistory
        title="Recent Deposit"
        kind="deposit"
        assetCode={coin}
        account={publicKey}
        stellarTxUrl={stellarTxUrl}
      />
    </Stack>
  );
}
