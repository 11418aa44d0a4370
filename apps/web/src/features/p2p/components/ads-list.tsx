import { Button, Center, Loader, Stack } from "@mantine/core";
import type { TP2pAd } from "@sextant/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { toast } from "../../../lib/toast";
import { changeAdStatus } from "../api/ads-api";
import { adsQueryPrefix, type TAdsListOwner, useAdsList } from "../hooks/use-ads-list";
import { P2P_MARKET_ERROR } from "../hooks/use-p2p-market";
import { AdRow } from "./ad-row";

interface AdsListProps {
  owner: TAdsListOwner;
  type: "buy" | "sell";
  asset: string | null;
  location: string;
  account: string;
  onAct: (ad: TP2pAd) => void;
}

/** Spec §8 'Panels and lists': the empty message of a public list names the side and the coin. */
export function noAdsMessage(type: "buy" | "sell", coin: string): string {
  return `No ${type} ads for ${coin} right now. Please check back soon or adjust filters.`;
}

/** One ads list with its loading, error (Try Again), empty and 'Show more' states. */
export function AdsList({ owner, type, asset, location, account, onAct }: AdsListProps) {
  const list = useAdsList({ owner, type, asset, location, account });
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ ad, active }: { ad: TP2pAd; active: boolean }) =>
      changeAdStatus(ad.id, active ? "Active" : "Paused"),
    onSuccess: (ad) => {
      toast.success(ad.status === "Active" ? "Ad activated." : "Ad paused.");
    },
    onError: (error) => toast.error(error.message || "Error"),
    onSettled: () => client.invalidateQueries({ queryKey: adsQueryPrefix(asset ?? "") }),
  });

  if (list.status === "loading") {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading ads" />
      </Center>
    );
  }
  if (list.status === "error") return <ErrorState message={P2P_MARKET_ERROR} onRetry={list.retry} />;
  if (list.ads.length === 0) {
    return <EmptyState message={owner === "mine" ? "No Ads" : noAdsMessage(type, asset ?? "")} />;
  }
  return (
    <Stack gap="xs">
      {list.ads.map((ad) => (
        <AdRow
          key={ad.id}
          ad={ad}
          own={owner === "mine"}
          viewer={account}
          onAct={onAct}
          toggling={toggle.isPending && toggle.variables?.ad.id === ad.id}
          onToggle={(target, active) => toggle.mutate({ ad: target, active })}
        />
      ))}
      {list.hasMore && (
        <Button variant="subtle" onClick={list.loadMore} loading={list.loadingMore} mx="auto">
          Show more
        </Button>
      )}
    </Stack>
  );
}
