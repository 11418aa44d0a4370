import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  formatAmount,
  formatFormDecimal,
  PERCENT_SHORTCUTS,
  type TOrderSide,
  type TOrderType,
  type TPairOrientation,
} from "@sextant/core";
import type { TAccountSnapshot } from "../../../ledger";
import { useOrderSide } from "../hooks/use-order-side";

interface OrderSideFormProps {
  pair: TPairOrientation;
  side: TOrderSide;
  type: TOrderType;
  publicKey: string | null;
  account: TAccountSnapshot | null;
  /** Logged out or without a wallet: everything is disabled. */
  disabled: boolean;
  presetPrice?: string;
  onPlaced?: () => void;
}

function unit(code: string) {
  return (
    <Text size="xs" c="dimmed" pr={6}>
      {code}
    </Text>
  );
}

/** One side (Buy or Sell) of the order form, Limit or Market. */
export function OrderSideForm(props: OrderSideFormProps) {
  const { pair, side, type, disabled } = props;
  const order = useOrderSide(props);
  const isBuy = side === "buy";
  const blocked = disabled || order.submitting;
  const base = pair.base.code;
  const counter = pair.counter.code;
  const amount = order.draft.amount;

  return (
    <Stack gap="sm" data-testid={`order-form-${side}`}>
      <Group justify="space-between" gap={4}>
        <Text fw={600} c={isBuy ? "teal.4" : "red.4"} style={{ whiteSpace: "nowrap" }}>
          {isBuy ? "Buy" : "Sell"} {counter}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`order-available-${side}`}>
          Available: <span className="mono">{formatAmount(order.spendable)}</span> {order.feeAsset}
        </Text>
      </Group>
      {type === "limit" ? (
        <TextInput
          label="Price"
          placeholder="0.00000000"
          inputMode="decimal"
          autoComplete="off"
          value={order.draft.price}
          onChange={(event) => order.update("price", event.currentTarget.value)}
          error={order.errors.price}
          rightSection={unit(base)}
          rightSectionWidth={72}
          disabled={blocked}
        />
      ) : (
        <TextInput
          label="Price"
          readOnly
          variant="filled"
          value={order.quote ? `≈ ${formatFormDecimal(order.quote.averagePrice)}` : "Market price"}
          rightSection={unit(base)}
          rightSectionWidth={72}
          disabled={blocked}
        />
      )}
      <TextInput
        label="Amount"
        placeholder="0.00000"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => order.update("amount", event.currentTarget.value)}
        error={order.errors.amount}
        rightSection={unit(counter)}
        rightSectionWidth={72}
        disabled={blocked}
      />
      <Group gap={6} grow>
        {PERCENT_SHORTCUTS.map((percent) => (
          <Button
            key={percent}
            size="compact-xs"
            variant="default"
            disabled={blocked}
            onClick={() => order.applyPercent(percent)}
          >
            {percent}%
          </Button>
        ))}
      </Group>
      {type === "limit" ? (
        <TextInput
          label="Total"
          placeholder="0.00000000"
          inputMode="decimal"
          autoComplete="off"
          value={order.draft.total}
          onChange={(event) => order.update("total", event.currentTarget.value)}
          error={order.errors.total}
          rightSection={unit(base)}
          rightSectionWidth={72}
          disabled={blocked}
        />
      ) : (
        <TextInput
          label="Total"
          readOnly
          variant="filled"
          value={order.estimatedTotal === null ? "" : `≈ ${formatFormDecimal(order.estimatedTotal)}`}
          error={order.errors.total}
          rightSection={unit(base)}
          rightSectionWidth={72}
          disabled={blocked}
        />
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Fee
        </Text>
        <Text size="xs" className="mono" data-testid={`order-fee-${side}`}>
          {formatAmount(order.fee)} {order.feeAsset}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Amounts go to the ledger with 7 decimals; the 8th is rounded.
      </Text>
      {order.errors.form && (
        <Alert color="yellow" variant="light" p="xs">
          {order.errors.form}
        </Alert>
      )}
      {order.bookFailed && (
        <Alert color="red" variant="light" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Failed to load trading data</Text>
            <Button size="compact-xs" variant="light" onClick={order.retryBook}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      {order.submitError && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {order.submitError}
        </Alert>
      )}
      <Button
        color={isBuy ? "teal" : "red"}
        fullWidth
        disabled={blocked || order.bookLoading}
        onClick={() => void order.submit()}
        data-submitting={order.submitting || undefined}
      >
        {order.submitting ? "Please wait" : `${isBuy ? "Buy" : "Sell"} ${counter}`}
      </Button>
    </Stack>
  );
}
