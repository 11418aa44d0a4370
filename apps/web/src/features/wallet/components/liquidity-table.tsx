import { Center, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { formatAmount, type TCatalogueAsset, toStroops } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "../../../components/error-state";
import { TableFrame } from "../../../components/table-frame";
import { ensureLedgerConfig, fetchAccountRecord, horizonRecords } from "../../ledger/sdk-free";
import { CoinIcon } from "./coin-icon";

export const LIQUIDITY_COLUMNS = [
  "Pair",
  "Total Coin's (A)",
  "Total Coin's (B)",
  "Total Shares",
  "Participants",
];
export const LIQUIDITY_ERROR = "Error while getting liquidity pools.";

/** The fields of a Horizon liquidity pool record that the table reads. */
export interface THorizonPoolRecord {
  id: string;
  total_trustlines: string;
  total_shares: string;
  reserves: ReadonlyArray<{ asset: string; amount: string }>;
}

/** A pool-share balance line of the account (`asset_type: liquidity_pool_shares`). */
export interface TPoolShareLine {
  liquidity_pool_id: string;
  balance: string;
}

/** One reserve of a pool as shown: code, full name, icon and amount in stroops. */
export interface TPoolReserve {
  code: string;
  name: string;
  image: string;
  amount: bigint;
}

/** A row of the Liquidity table (spec §3 'Liquidity pool balance'). */
export interface TLiquidityRow {
  poolId: string;
  a: TPoolReserve;
  b: TPoolReserve;
  totalShares: bigint;
  participants: number;
  /** The account's own shares of the pool. */
  ownShares: bigint;
}

function stroopsOrZero(value: string | undefined): bigint {
  try {
    return value ? toStroops(value) : 0n;
  } catch {
    return 0n;
  }
}

function reserveOf(
  entry: { asset: string; amount: string } | undefined,
  catalogue: readonly TCatalogueAsset[],
) {
  const id = entry?.asset ?? "";
  const [code = "", issuer = ""] = id === "native" ? ["XLM", ""] : id.split(":");
  const known = catalogue.find((asset) => asset.code === code && asset.issuer === issuer);
  return { code, name: known?.name ?? code, image: known?.image ?? "", amount: stroopsOrZero(entry?.amount) };
}

/** The table rows: each pool the account takes part in, with its reserves, shares and trustline count. */
export function liquidityRows(
  pools: readonly THorizonPoolRecord[],
  shares: readonly TPoolShareLine[],
  catalogue: readonly TCatalogueAsset[],
): TLiquidityRow[] {
  return pools.map((pool) => ({
    poolId: pool.id,
    a: reserveOf(pool.reserves[0], catalogue),
    b: reserveOf(pool.reserves[1], catalogue),
    totalShares: stroopsOrZero(pool.total_shares),
    participants: Number.parseInt(pool.total_trustlines, 10) || 0,
    ownShares: stroopsOrZero(shares.find((line) => line.liquidity_pool_id === pool.id)?.balance),
  }));
}

async function loadLiquidity(
  publicKey: string,
): Promise<{ pools: THorizonPoolRecord[]; shares: TPoolShareLine[] }> {
  // Plain fetch (the SDK-free transport): the wallet screen's first load does not carry the SDK's Horizon client.
  const { horizonUrl } = await ensureLedgerConfig();
  const [pools, account] = await Promise.all([
    horizonRecords<THorizonPoolRecord>(horizonUrl, "/liquidity_pools", { account: publicKey, limit: 200 }),
    fetchAccountRecord(publicKey),
  ]);
  const shares: TPoolShareLine[] = [];
  for (const line of account?.balances ?? []) {
    const poolLine = line as { asset_type: string; liquidity_pool_id?: string; balance: string };
    if (poolLine.asset_type === "liquidity_pool_shares" && poolLine.liquidity_pool_id)
      shares.push({ liquidity_pool_id: poolLine.liquidity_pool_id, balance: poolLine.balance });
  }
  return { pools, shares };
}

function ReserveCell({ reserve }: { reserve: TPoolReserve }) {
  return (
    <Group gap={8} wrap="nowrap">
      <CoinIcon code={reserve.code} src={reserve.image} />
      <Text size="sm" className="mono">
        {formatAmount(reserve.amount)} {reserve.code}
      </Text>
    </Group>
  );
}

interface LiquidityTableProps {
  publicKey: string | null;
  catalogue: readonly TCatalogueAsset[];
}

/** Wallet → Liquidity: the account's pool shares (Horizon `/liquidity_pools?account=`). */
export function LiquidityTable({ publicKey, catalogue }: LiquidityTableProps) {
  const query = useQuery({
    queryKey: ["ledger", "liquidity", publicKey ?? ""],
    queryFn: () => loadLiquidity(publicKey ?? ""),
    enabled: Boolean(publicKey),
    staleTime: 10_000,
  });
  if (publicKey && query.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (query.isError) return <ErrorState message={LIQUIDITY_ERROR} onRetry={() => void query.refetch()} />;
  const rows = query.data ? liquidityRows(query.data.pools, query.data.shares, catalogue) : [];
  return (
    <TableFrame
      columns={LIQUIDITY_COLUMNS}
      emptyMessage="No data to show"
      rows={rows.map((row) => (
        <Table.Tr key={row.poolId} data-testid="liquidity-row">
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {row.a.code}/{row.b.code}
              </Text>
              <Text size="xs" c="dimmed">
                {row.a.name} · {row.b.name}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <ReserveCell reserve={row.a} />
          </Table.Td>
          <Table.Td>
            <ReserveCell reserve={row.b} />
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" className="mono">
                {formatAmount(row.totalShares)}
              </Text>
              <Text size="xs" c="dimmed">
                Yours: {formatAmount(row.ownShares)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.participants}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
