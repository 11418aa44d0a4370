import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { P2P_MESSAGES, type TExchangeRateResponse } from "@sextant/core";
import { formatFiat } from "../model/p2p-format";
import type { TCreateAdCheck, TCreateAdValues } from "./create-ad-rules";

interface PriceSectionProps {
  values: TCreateAdValues;
  errors: TCreateAdCheck["fields"];
  set: <K extends keyof TCreateAdValues>(key: K, value: TCreateAdValues[K]) => void;
  rate: TExchangeRateResponse | undefined;
  rateStatus: "loading" | "error" | "success";
  retryRate: () => void;
}

/** The unit price, prefilled from the market's buy or sell price, with the allowed band (§9) under it. */
export function PriceSection({ values, errors, set, rate, rateStatus, retryRate }: PriceSectionProps) {
  return (
    <Stack gap={6}>
      <TextInput
        label={`Unit price${rate ? ` (${rate.currency})` : ""}`}
        placeholder="0.00"
        inputMode="decimal"
        value={values.unitPrice}
        error={errors.unitPrice}
        onChange={(event) => set("unitPrice", event.currentTarget.value)}
      />
      {rate && (
        <Text size="xs" c="dimmed" data-testid="price-band">
          Allowed price: {rate.band.low} – {rate.band.high} {rate.currency} (within 8% of the reference price{" "}
          {formatFiat(rate.referencePrice, rate.currency)})
        </Text>
      )}
      {rateStatus === "error" && (
        <Group gap="xs">
          <Text size="xs" c="red.4">
            {P2P_MESSAGES.ratesFailed}
          </Text>
          <Button size="compact-xs" variant="light" onClick={retryRate}>
            Try Again
          </Button>
        </Group>
      )}
    </Stack>
  );
}
