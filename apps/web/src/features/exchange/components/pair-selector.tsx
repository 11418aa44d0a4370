import { Button, Combobox, Group, InputBase, Select } from "@mantine/core";
import {
  exchangePairHref,
  pairAssetId,
  parsePairAssetId,
  type TPairAsset,
  type TPairOrientation,
} from "@sextant/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { holdsAsset, type TAccountSnapshot } from "../../ledger/sdk-free";
import { useIsLoggedIn } from "../../session";
import { saveCustomPair } from "../custom-pair-storage";
import { checkPairChoice, distinctAssets } from "../lib/pair-choice";

interface PairSelectorProps {
  pair: TPairOrientation | null;
  /** The configured listed pairs. */
  pairs: readonly TPairOrientation[];
  /** The logged-in wallet's account, for the trustline checks of GO. */
  snapshot: TAccountSnapshot | null;
}

interface CoinSelectProps {
  label: string;
  placeholder: string;
  assets: readonly TPairAsset[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One coin dropdown of the selector. */
function CoinSelect({ label, placeholder, assets, value, onChange }: CoinSelectProps) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={assets.map((asset) => ({ value: pairAssetId(asset), label: asset.code }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No data to show"
      w={104}
      allowDeselect={false}
    />
  );
}

/** Market coin and listed coin dropdowns with GO (spec §5). */
export function PairSelector({ pair, pairs, snapshot }: PairSelectorProps) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [market, setMarket] = useState<string | null>(pair ? pairAssetId(pair.base) : null);
  const [listed, setListed] = useState<string | null>(pair ? pairAssetId(pair.counter) : null);
  const currentBase = pair ? pairAssetId(pair.base) : null;
  const currentCounter = pair ? pairAssetId(pair.counter) : null;

  useEffect(() => {
    setMarket(currentBase);
    setListed(currentCounter);
  }, [currentBase, currentCounter]);

  const choices = pair ? [pair, ...pairs] : pairs;

  const go = () => {
    const marketAsset = market ? parsePairAssetId(market) : undefined;
    const listedAsset = listed ? parsePairAssetId(listed) : undefined;
    if (!marketAsset || !listedAsset) return void toast.error("No trading pair selected");
    const result = checkPairChoice({
      market: marketAsset,
      listed: listedAsset,
      loggedIn,
      holds: (asset) => holdsAsset(snapshot, { code: asset.code, issuer: asset.issuer || null }),
      configured: pairs,
    });
    if (!result.ok) {
      toast.error(result.message);
      if (result.trust) {
        const { code, issuer } = result.trust;
        navigate("/walletDetailScreen", {
          state: { index: 0, coin: code, asset: { code, issuer, isAssetAnchored: false }, new: false },
        });
      }
      return;
    }
    saveCustomPair(result.pair);
    navigate(
      exchangePairHref(result.pair, [...distinctAssets(pairs, "base"), ...distinctAssets(pairs, "counter")]),
    );
  };

  return (
    <Group gap="xs">
      <CoinSelect
        label="Market coin"
        placeholder="Market"
        assets={distinctAssets(choices, "base")}
        value={market}
        onChange={setMarket}
      />
      <CoinSelect
        label="Listed coin"
        placeholder="Coin"
        assets={distinctAssets(choices, "counter")}
        value={listed}
        onChange={setListed}
      />
      <Button onClick={go} variant="light">
        GO
      </Button>
    </Group>
  );
}

/**
 * The selector as it first paints, before it can be used: the same two inputs, read-only, and GO. The dropdowns
 * (each a combobox with its positioned popover) mount right after the first paint, so they never hold up the
 * order book's first rows; nothing here can be focused or read out meanwhile.
 */
export function PairSelectorPreview({ pair }: { pair: TPairOrientation | null }) {
  const input = (code: string | undefined, placeholder: string) => (
    <InputBase
      readOnly
      value={code ?? ""}
      placeholder={placeholder}
      w={104}
      tabIndex={-1}
      rightSection={<Combobox.Chevron />}
      rightSectionPointerEvents="none"
    />
  );
  return (
    <Group gap="xs" aria-hidden data-testid="pair-selector-preview">
      {input(pair?.base.code, "Market")}
      {input(pair?.counter.code, "Coin")}
      <Button variant="light" tabIndex={-1}>
        GO
      </Button>
    </Group>
  );
}
