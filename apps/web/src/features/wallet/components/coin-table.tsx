import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_BREAKPOINT_PX } from "@sextant/core";
import { IconArrowDownLeft, IconArrowUpRight } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { TableFrame } from "../../../components/table-frame";
import type { TCoinRow } from "../../ledger";
import { formatBtc, formatCoin, formatFiat, NO_VALUE } from "../lib/format";
import { walletDetailState } from "../route-state";
import { CoinCards } from "./coin-cards";
import { CoinIcon } from "./coin-icon";

const COIN_COLUMNS = ["Coin", "Total Balance", "Available Balance", "Currency Balance", "BTC Value", ""];

interface CoinTableProps {
  rows: readonly TCoinRow[];
  currency: string;
  /** False while the rates are missing: values show '—'. */
  valued: boolean;
  anchoredCodes: ReadonlySet<string>;
}

/** The balances of the wallet, one row per held asset, with Send and Receive. */
export function CoinTable({ rows, currency, valued, anchoredCodes }: CoinTableProps) {
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  const open = (row: TCoinRow, index: 0 | 1 | 2) =>
    navigate("/walletDetailScreen", {
      state: walletDetailState(index, { ...row.asset, anchored: anchoredCodes.has(row.code) }),
    });

  if (rows.length > 0 && narrow)
    return <CoinCards rows={rows} currency={currency} valued={valued} onOpen={open} />;
  return (
    <TableFrame
      columns={COIN_COLUMNS}
      emptyMessage="No data to show"
      minWidth={760}
      rows={rows.map((row) => (
        <Table.Tr key={`${row.code}:${row.asset.issuer ?? ""}`} data-testid={`coin-row-${row.code}`}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap" style={{ cursor: "pointer" }} onClick={() => open(row, 0)}>
              <CoinIcon code={row.code} src={row.icon} color={row.displayColor} />
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {row.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.fullName}
                </Text>
              </Stack>
            </Group>
          </Table.Td>
          <Table.Td className="mono" data-testid="total-balance">
            {formatCoin(row.total)}
          </Table.Td>
          <Table.Td className="mono" data-testid="available-balance">
            {formatCoin(row.available)}
          </Table.Td>
          <Table.Td className="mono" data-testid="currency-value">
            {valued ? formatFiat(row.currencyValue, currency) : NO_VALUE}
          </Table.Td>
          <Table.Td className="mono" data-testid="btc-value">
            {valued ? formatBtc(row.btcValue) : NO_VALUE}
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap" justify="flex-end">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconArrowUpRight size={14} />}
                onClick={() => open(row, 1)}
                aria-label={`Send ${row.code}`}
              >
                Send
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowDownLeft size={14} />}
                onClick={() => open(row, 2)}
                aria-label={`Receive ${row.code}`}
              >
                Receive
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
