import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  formatAmount,
  formatFormDecimal,
  PERCENT_SHORTCUTS,
  type TOrderField,
  type TOrderSide,
  type TOrderType,
  type TPairOrientation,
} from "@sextant/core";
import type { TAccountSnapshot } from "../../../ledger/sdk-free";
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

type TOrderState = ReturnType<typeof useOrderSide>;

interface FieldProps {
  label: string;
  /** The asset code shown at the right of the field. */
  code: string;
  disabled: boolean;
}

/** A decimal field of the draft the user types into. */
function DraftField({
  order,
  field,
  label,
  placeholder,
  code,
  disabled,
}: FieldProps & { order: TOrderState; field: TOrderField; placeholder: string }) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      value={order.draft[field]}
      onChange={(event) => order.update(field, event.currentTarget.value)}
      error={order.errors[field]}
      rightSection={unit(code)}
      rightSectionWidth={72}
      disabled={disabled}
    />
  );
}

/** A read-only estimate of a market order. */
function EstimateField({
  label,
  value,
  error,
  code,
  disabled,
}: FieldProps & { value: string; error?: string }) {
  return (
    <TextInput
      label={label}
      readOnly
      variant="filled"
      value={value}
      error={error}
      rightSection={unit(code)}
      rightSectionWidth={72}
      disabled={disabled}
    />
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

  return (
    <Stack gap="sm" data-testid={`order-form-${side}`}>
      {/* Title and 'Available' on lines of their own, one line each: Buy and Sell stay level side by side. */}
      <Stack gap={2}>
        <Text fw={600} c={isBuy ? "teal.4" : "red.4"} truncate>
          {isBuy ? "Buy" : "Sell"} {counter}
        </Text>
        <Text
          size="xs"
          c="dimmed"
          truncate
          title={`Available: ${formatAmount(order.spendable)} ${order.feeAsset}`}
          data-testid={`order-available-${side}`}
        >
          Available: <span className="mono">{formatAmount(order.spendable)}</span> {order.feeAsset}
        </Text>
      </Stack>
      {type === "limit" ? (
        <DraftField
          order={order}
          field="price"
          label="Price"
          placeholder="0.00000000"
          code={base}
          disabled={blocked}
        />
      ) : (
        <EstimateField
          label="Price"
          value={order.quote ? `≈ ${formatFormDecimal(order.quote.averagePrice)}` : "Market price"}
          code={base}
          disabled={blocked}
        />
      )}
      <DraftField
        order={order}
        field="amount"
        label="Amount"
        placeholder="0.00000"
        code={counter}
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
        <DraftField
          order={order}
          field="total"
          label="Total"
          placeholder="0.00000000"
          code={base}
          disabled={blocked}
        />
      ) : (
        <EstimateField
          label="Total"
          value={order.estimatedTotal === null ? "" : `≈ ${formatFormDecimal(order.estimatedTotal)}`}
          error={order.errors.total}
          code={base}
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
