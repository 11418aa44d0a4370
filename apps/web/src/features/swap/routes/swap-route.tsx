import { Grid, Stack } from "@mantine/core";
import type { TPairAsset } from "@sextant/core";
import { useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { useCatalogueState } from "../../catalogue";
import { availableBalance, isNative, type TAccountSnapshot, useAccount, useLedgerConfig } from "../../ledger";
import { usePreferences } from "../../preferences";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { SwapForm } from "../components/swap-form";
import { SwapNotes } from "../components/swap-notes";
import { SwapResults } from "../components/swap-results";
import { useSwap } from "../hooks/use-swap";
import { myAssetOptions, ourPickOptions, toAssetRef, uniqueOptions } from "../lib/swap-assets";

/** /swap (public; acting needs login): convert one asset into another through the best strict-send path. */
export function SwapRoute() {
  useLedgerConfig();
  const loggedIn = useIsLoggedIn();
  const { selectedWallet } = useWalletSession();
  const publicKey = loggedIn ? (selectedWallet?.publicKey ?? null) : null;
  const accountState = useAccount(publicKey);
  const account: TAccountSnapshot | null = accountState.status === "success" ? accountState.data : null;
  const { currency } = usePreferences();
  const catalogueState = useCatalogueState(currency);
  const catalogue = catalogueState.assets;
  const [manualAssets, setManualAssets] = useState<TPairAsset[]>([]);
  const swap = useSwap({ loggedIn, publicKey, account, catalogue });

  const myAssets = myAssetOptions(account, catalogue);
  const ourPicks = uniqueOptions(
    ourPickOptions(catalogue),
    manualAssets.map((asset) => ({ ...asset, name: asset.code, image: "" })),
  );
  const fromRef = toAssetRef(swap.from);
  const spendable = account
    ? availableBalance(account, fromRef) - (isNative(fromRef) ? swap.networkFee : 0n)
    : null;
  // The assets could not be loaded: the form says so with Try Again instead of acting on a missing pair.
  const assetsError = catalogueState.error
    ? { message: catalogueState.error, retry: catalogueState.retry }
    : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Swap"
        subtitle="Convert one asset into another through the best path on the network."
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard>
            <SwapForm
              swap={swap}
              myAssets={myAssets}
              ourPicks={ourPicks}
              onManualAdded={(asset) => setManualAssets((list) => [...list, asset])}
              available={spendable === null ? null : spendable > 0n ? spendable : 0n}
              assetsError={assetsError}
            />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard title="Search results">
              <SwapResults
                quote={swap.quote}
                fee={swap.fee}
                total={swap.total}
                networkFee={swap.networkFee}
                minimum={swap.minimum}
              />
            </SectionCard>
            <SectionCard title="Notes">
              <SwapNotes />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
