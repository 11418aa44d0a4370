import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import type { TP2pAd } from "@sextant/core";
import { amountInputMessage, parseAmountInput } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { searchAdsByAmount } from "../api/ads-api";
import { P2P_MARKET_ERROR } from "../hooks/use-p2p-market";
import { AdRow } from "./ad-row";

export const P2P_NOT_LOGGED_IN = "You are not logged in.";
/** Spec §5 'Trade start form': the quick form's empty amount. */
export const QUICK_FORM_REQUIRED = "This field is required.";
const QUICK_RESULTS = 3;

interface QuickTradeFormProps {
  asset: string | null;
  /** The signed-in account, whose own ads are not offered to it. */
  account: string;
  location: string;
  onAct: (ad: TP2pAd) => void;
}

/** Quick buy or sell by amount: the best ads whose limits hold the amount, each with its BUY/SELL. */
export function QuickTradeForm({ asset, account, location, onAct }: QuickTradeFormProps) {
  const [side, setSide] = useState<"buy" | "sell">("buy");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  // Buying means answering sell ads, selling means answering buy ads.
  const adType = side === "buy" ? "sell" : "buy";
  const results = useQuery({
    queryKey: ["p2p", "ads", asset ?? "", "quick", adType, location, searched],
    queryFn: ({ signal }) =>
      searchAdsByAmount({ asset_code: asset ?? "", type: adType, amount: searched ?? "", location }, signal),
    enabled: Boolean(asset && searched),
  });

  const submit = () => {
    const parsed = parseAmountInput(amount);
    const problem =
      parsed === "empty"
        ? QUICK_FORM_REQUIRED
        : typeof parsed === "string"
          ? amountInputMessage(parsed)
          : parsed <= 0n
            ? amountInputMessage("invalid")
            : null;
    setError(problem);
    setSearched(problem ? null : amount.trim());
  };

  return (
    <SectionCard title="Quick trade" data-testid="quick-trade">
      <Stack gap="sm">
        <SegmentedControl
          value={side}
          onChange={(value) => {
            setSide(value as "buy" | "sell");
            setSearched(null);
          }}
          data={[
            { value: "buy", label: "Buy" },
            { value: "sell", label: "Sell" },
          ]}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            aria-label="Amount"
            placeholder={asset ? `Amount of ${asset}` : "Amount"}
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.currentTarget.value)}
            onKeyDown={(event) => event.key === "Enter" && submit()}
            style={{ flex: 1 }}
          />
          <Button onClick={submit} color={side === "buy" ? "teal" : "red"} disabled={!asset}>
            {side === "buy" ? "Buy" : "Sell"}
          </Button>
        </Group>
        {searched && results.status === "pending" && (
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        )}
        {searched && results.status === "error" && (
          <ErrorState message={P2P_MARKET_ERROR} onRetry={() => void results.refetch()} />
        )}
        {searched && results.data?.ads.length === 0 && <EmptyState message="No Data Found" />}
        {results.data?.ads.slice(0, QUICK_RESULTS).map((ad) => (
          <AdRow key={ad.id} ad={ad} onAct={onAct} viewer={account} compact />
        ))}
      </Stack>
    </SectionCard>
  );
}
