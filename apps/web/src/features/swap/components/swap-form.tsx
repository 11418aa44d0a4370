import { ActionIcon, Alert, Button, Flex, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  AMOUNT_INPUT_MAX_LENGTH,
  formatAmount,
  fromStroops,
  MOBILE_BREAKPOINT_PX,
  pairAssetId,
  type TPairAsset,
} from "@sextant/core";
import { IconAlertCircle, IconArrowsLeftRight, IconArrowsUpDown } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { walletDetailState } from "../../wallet/route-state";
import type { TSwapState } from "../hooks/use-swap";
import type { TSwapAssetOption } from "../lib/swap-assets";
import { AssetButton } from "./asset-button";
import { AssetPickerModal } from "./asset-picker-modal";
import { SlippageControl } from "./slippage-control";

interface SwapFormProps {
  swap: TSwapState;
  myAssets: readonly TSwapAssetOption[];
  ourPicks: readonly TSwapAssetOption[];
  onManualAdded: (asset: TPairAsset) => void;
  /** Spendable balance of the from-asset, stroops; null when logged out. */
  available: bigint | null;
  /** The asset list failed to load (no destination can be named): the error with its Try Again. */
  assetsError: { message: string; retry: () => void } | null;
}

function imageOf(asset: TPairAsset | null, options: readonly TSwapAssetOption[]): string | undefined {
  if (!asset) return undefined;
  return options.find((option) => pairAssetId(option) === pairAssetId(asset))?.image || undefined;
}

/** The swap form: pair with switch, amount, slippage, Track Path, Swap and Cancel, and the form's message. */
export function SwapForm({ swap, myAssets, ourPicks, onManualAdded, available, assetsError }: SwapFormProps) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState<"from" | "to" | null>(null);
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  const everything = [...myAssets, ...ourPicks];
  const trustAsset = swap.notice?.trust;
  // Without a destination there is nothing to quote or swap; the reason shows instead of a silent button.
  const blocked = swap.to === null;

  const select = (asset: TPairAsset) => {
    if (picking) swap.choose(picking, { code: asset.code, issuer: asset.issuer });
    setPicking(null);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void swap.trackPath();
      }}
    >
      <Stack gap="md">
        <Flex direction={narrow ? "column" : "row"} align={narrow ? "stretch" : "flex-end"} gap="sm">
          <AssetButton
            label="From"
            code={swap.from.code}
            image={imageOf(swap.from, everything)}
            onClick={() => setPicking("from")}
          />
          <ActionIcon
            variant="light"
            size={42}
            aria-label="Switch assets"
            onClick={swap.switchAssets}
            style={narrow ? { alignSelf: "center" } : undefined}
          >
            {narrow ? <IconArrowsUpDown size={20} /> : <IconArrowsLeftRight size={20} />}
          </ActionIcon>
          <AssetButton
            label="To"
            code={swap.to?.code ?? null}
            image={imageOf(swap.to, everything)}
            onClick={() => setPicking("to")}
          />
        </Flex>
        <TextInput
          label="Amount to Send"
          placeholder="0.0000000"
          inputMode="decimal"
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          value={swap.amount}
          error={swap.amountError}
          onChange={(event) => swap.setAmount(event.currentTarget.value)}
          rightSection={<Text size="xs">{swap.from.code}</Text>}
          rightSectionWidth={72}
          autoComplete="off"
        />
        {available !== null && (
          <Group justify="space-between" mt={-8}>
            <Text size="sm" c="dimmed">
              Available:{" "}
              <Text span className="mono" data-testid="swap-available">
                {formatAmount(available)} {swap.from.code}
              </Text>
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => swap.setAmount(fromStroops(swap.maxAmount))}
              aria-label={`Swap the most: ${fromStroops(swap.maxAmount)} ${swap.from.code}`}
            >
              Max
            </Button>
          </Group>
        )}
        <SlippageControl value={swap.slippageBps} onChange={swap.setSlippageBps} />
        {swap.notice && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert" data-testid="swap-notice">
            <Stack gap={6} align="flex-start">
              <Text size="sm">{swap.notice.message}</Text>
              {trustAsset && trustAsset.issuer !== "" && (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() =>
                    navigate("/walletDetailScreen", {
                      state: walletDetailState(0, { code: trustAsset.code, issuer: trustAsset.issuer }, true),
                    })
                  }
                >
                  Trust {trustAsset.code}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {assetsError && blocked && (
          <div data-testid="swap-assets-error">
            <ErrorState message={assetsError.message} onRetry={assetsError.retry} />
          </div>
        )}
        <Button type="submit" variant="light" loading={swap.tracking} disabled={blocked}>
          Track Path
        </Button>
        <Group grow>
          <Button variant="default" onClick={swap.cancel} disabled={swap.swapping}>
            Cancel
          </Button>
          <Button
            onClick={() => void swap.swap()}
            loading={swap.swapping}
            disabled={swap.tracking || blocked}
          >
            Swap
          </Button>
        </Group>
      </Stack>
      <AssetPickerModal
        opened={picking !== null}
        title={picking === "to" ? "Swap to" : "Swap from"}
        myAssets={myAssets}
        ourPicks={ourPicks}
        known={everything}
        onSelect={select}
        onManualAdded={(asset) => {
          onManualAdded(asset);
          select(asset);
        }}
        onClose={() => setPicking(null)}
      />
    </form>
  );
}
