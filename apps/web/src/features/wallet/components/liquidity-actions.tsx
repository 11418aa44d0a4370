import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import {
  AMOUNT_INPUT_MAX_LENGTH,
  DEFAULT_SLIPPAGE_BPS,
  depositPriceBounds,
  depositShares,
  fromStroops,
  LEDGER_ACTION_FALLBACKS,
  lessSlippage,
  linkedPoolAmount,
  parseAmountInput,
  SLIPPAGE_PRESETS_BPS,
  withdrawAmounts,
} from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { toast } from "../../../lib/toast";
import {
  availableBalance,
  buildPoolDepositXdr,
  buildPoolWithdrawXdr,
  fetchAccountRecord,
  holdsAsset,
  isNative,
  LedgerSubmitError,
  ledgerConfig,
  loadPools,
  refreshLedger,
  submitSignedXdr,
  type TAccountSnapshot,
  type TAssetRef,
  type TPool,
} from "../../ledger";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError, signXdr } from "../../session";
import { formatCoin } from "../lib/format";
import { InfoRow } from "./detail/info-row";

export const POOL_MESSAGES = {
  depositDone: "Deposit completed.",
  withdrawDone: "Withdrawal completed.",
  depositFailed: "Unable to deposit into the pool.",
  withdrawFailed: "Unable to withdraw from the pool.",
  loadFailed: "Error while getting liquidity pools.",
  choosePool: "Choose a pool.",
  amountPositive: "Amount should be greater than 0",
  notEnough: "You don't have enough balance",
  sharesAbove: "You don't hold that many shares.",
} as const;

const poolsKey = (publicKey: string) => ["ledger", "pools", publicKey] as const;

/** Every pool with the account's own shares of each. */
async function loadPoolsWithShares(
  publicKey: string,
): Promise<{ pools: TPool[]; shares: Map<string, bigint> }> {
  const [pools, record] = await Promise.all([loadPools(), fetchAccountRecord(publicKey)]);
  const shares = new Map<string, bigint>();
  for (const line of record?.balances ?? []) {
    const poolId = (line as { liquidity_pool_id?: string }).liquidity_pool_id;
    if (line.asset_type === "liquidity_pool_shares" && poolId) {
      const amount = parseAmountInput(line.balance);
      shares.set(poolId, typeof amount === "bigint" ? amount : 0n);
    }
  }
  return { pools, shares };
}

const pairName = (pool: TPool) => `${pool.assetA.code}/${pool.assetB.code}`;

function amountOf(text: string): bigint | string {
  const parsed = parseAmountInput(text);
  if (parsed === "empty") return POOL_MESSAGES.amountPositive;
  if (typeof parsed === "string")
    return parsed === "decimals" ? "Enter an amount with at most 7 decimals." : "Enter a valid amount.";
  return parsed > 0n ? parsed : POOL_MESSAGES.amountPositive;
}

function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof LedgerSubmitError && error.message !== LEDGER_ACTION_FALLBACKS.send)
    return error.message;
  return error instanceof Error && !(error instanceof LedgerSubmitError) && error.message
    ? error.message
    : fallback;
}

interface LiquidityActionsProps {
  publicKey: string;
  account: TAccountSnapshot;
}

/**
 * Wallet → Liquidity: deposit into a pool whose two assets the wallet holds (amounts linked by the pool's ratio,
 * price bounds from the slippage, the pool-share trustline added in the same transaction when missing) and
 * withdraw shares (what comes back, and its minimum under the slippage).
 */
export function LiquidityActions({ publicKey, account }: LiquidityActionsProps) {
  const client = useQueryClient();
  const feePerOperation = useNetworkFeePerOperation();
  const [mode, setMode] = useState<"deposit" | "withdraw">("deposit");
  const [poolId, setPoolId] = useState<string | null>(null);
  const [amountA, setAmountA] = useState("");
  const [amountB, setAmountB] = useState("");
  const [shares, setShares] = useState("");
  const [slippageBps, setSlippageBps] = useState<bigint>(DEFAULT_SLIPPAGE_BPS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: poolsKey(publicKey),
    queryFn: () => loadPoolsWithShares(publicKey),
    staleTime: 5000,
  });

  if (query.isPending) return null;
  if (query.isError)
    return (
      <SectionCard title="Provide liquidity">
        <ErrorState message={POOL_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      </SectionCard>
    );

  const { pools, shares: owned } = query.data;
  const held = (asset: TAssetRef) => isNative(asset) || holdsAsset(account, asset);
  const choices =
    mode === "deposit"
      ? pools.filter((pool) => held(pool.assetA) && held(pool.assetB))
      : pools.filter((pool) => (owned.get(pool.id) ?? 0n) > 0n);
  const pool = choices.find((entry) => entry.id === poolId) ?? null;
  const ownShares = pool ? (owned.get(pool.id) ?? 0n) : 0n;

  const reset = () => {
    setAmountA("");
    setAmountB("");
    setShares("");
    setError(null);
  };
  const linkFrom = (side: "a" | "b", text: string) => {
    setError(null);
    if (side === "a") setAmountA(text);
    else setAmountB(text);
    const parsed = parseAmountInput(text);
    if (!pool || typeof parsed !== "bigint") return;
    const other = fromStroops(linkedPoolAmount(pool, parsed, side));
    if (side === "a") setAmountB(other);
    else setAmountA(other);
  };

  const parsedA = parseAmountInput(amountA);
  const parsedB = parseAmountInput(amountB);
  const expectedShares =
    pool && typeof parsedA === "bigint" && typeof parsedB === "bigint"
      ? depositShares(pool, parsedA, parsedB)
      : 0n;
  const parsedShares = parseAmountInput(shares);
  const back =
    pool && typeof parsedShares === "bigint" ? withdrawAmounts(pool, parsedShares) : { a: 0n, b: 0n };
  const bounds = pool ? depositPriceBounds(pool, slippageBps) : null;

  const run = async (build: () => Promise<string>, done: string, fallback: string) => {
    setBusy(true);
    try {
      const signed = await signXdr(await build(), ledgerConfig().networkPassphrase);
      await submitSignedXdr(signed, "send");
      toast.success(done);
      reset();
      await Promise.all([
        refreshLedger(client, publicKey),
        client.invalidateQueries({ queryKey: ["ledger", "liquidity", publicKey] }),
        client.invalidateQueries({ queryKey: poolsKey(publicKey) }),
      ]);
    } catch (caught) {
      if (!(caught instanceof SigningCancelledError)) toast.error(failureMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const deposit = async () => {
    if (!pool || !bounds) return setError(POOL_MESSAGES.choosePool);
    const a = amountOf(amountA);
    const b = amountOf(amountB);
    if (typeof a === "string") return setError(a);
    if (typeof b === "string") return setError(b);
    if (a > availableBalance(account, pool.assetA) || b > availableBalance(account, pool.assetB))
      return setError(POOL_MESSAGES.notEnough);
    const addTrustline = !owned.has(pool.id);
    await run(
      () =>
        buildPoolDepositXdr({
          source: publicKey,
          pool,
          maxA: a,
          maxB: b,
          ...bounds,
          addTrustline,
          feePerOperation,
        }),
      POOL_MESSAGES.depositDone,
      POOL_MESSAGES.depositFailed,
    );
  };

  const withdraw = async () => {
    if (!pool) return setError(POOL_MESSAGES.choosePool);
    const amount = amountOf(shares);
    if (typeof amount === "string") return setError(amount);
    if (amount > ownShares) return setError(POOL_MESSAGES.sharesAbove);
    const out = withdrawAmounts(pool, amount);
    await run(
      () =>
        buildPoolWithdrawXdr({
          source: publicKey,
          pool,
          shares: amount,
          minA: lessSlippage(out.a, slippageBps),
          minB: lessSlippage(out.b, slippageBps),
          feePerOperation,
        }),
      POOL_MESSAGES.withdrawDone,
      POOL_MESSAGES.withdrawFailed,
    );
  };

  return (
    <SectionCard title="Provide liquidity">
      <Stack gap="md" maw={560}>
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value === "withdraw" ? "withdraw" : "deposit");
            setPoolId(null);
            reset();
          }}
          data={[
            { value: "deposit", label: "Deposit" },
            { value: "withdraw", label: "Withdraw" },
          ]}
        />
        <Select
          label="Pool"
          placeholder={choices.length === 0 ? "No pool available" : "Choose a pool"}
          data={choices.map((entry) => ({ value: entry.id, label: pairName(entry) }))}
          value={pool?.id ?? null}
          onChange={(value) => {
            setPoolId(value);
            reset();
          }}
          disabled={choices.length === 0}
        />
        {mode === "deposit" && choices.length === 0 && (
          <Text size="xs" c="dimmed">
            Trust both assets of a pool first (Add Token) to deposit into it.
          </Text>
        )}
        {pool && mode === "deposit" && (
          <Group grow align="flex-start">
            <TextInput
              label={`Amount of ${pool.assetA.code}`}
              inputMode="decimal"
              maxLength={AMOUNT_INPUT_MAX_LENGTH}
              value={amountA}
              onChange={(event) => linkFrom("a", event.currentTarget.value)}
              description={`Available ${formatCoin(availableBalance(account, pool.assetA))}`}
            />
            <TextInput
              label={`Amount of ${pool.assetB.code}`}
              inputMode="decimal"
              maxLength={AMOUNT_INPUT_MAX_LENGTH}
              value={amountB}
              onChange={(event) => linkFrom("b", event.currentTarget.value)}
              description={`Available ${formatCoin(availableBalance(account, pool.assetB))}`}
            />
          </Group>
        )}
        {pool && mode === "withdraw" && (
          <Group align="flex-end" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label="Shares to withdraw"
              inputMode="decimal"
              maxLength={AMOUNT_INPUT_MAX_LENGTH}
              value={shares}
              onChange={(event) => {
                setError(null);
                setShares(event.currentTarget.value);
              }}
              description={`You hold ${formatCoin(ownShares)} shares`}
            />
            <Button variant="subtle" onClick={() => setShares(fromStroops(ownShares))}>
              All
            </Button>
          </Group>
        )}
        {pool && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Slippage
            </Text>
            <SegmentedControl
              value={String(slippageBps)}
              onChange={(value) => setSlippageBps(BigInt(value))}
              data={SLIPPAGE_PRESETS_BPS.map((bps) => ({
                value: String(bps),
                label: `${Number(bps) / 100}%`,
              }))}
            />
          </Stack>
        )}
        {pool && mode === "deposit" && bounds && (
          <Stack gap={0}>
            <InfoRow
              label="Price bounds"
              value={`${bounds.minPrice} – ${bounds.maxPrice} ${pool.assetA.code} per ${pool.assetB.code}`}
            />
            <InfoRow label="Shares you get" value={formatCoin(expectedShares)} />
            {!owned.has(pool.id) && (
              <InfoRow
                label="Pool-share trustline"
                value="added in the same transaction (locks 1 XLM of reserve)"
              />
            )}
          </Stack>
        )}
        {pool && mode === "withdraw" && (
          <Stack gap={0}>
            <InfoRow
              label={`You get back ${pool.assetA.code}`}
              value={`${formatCoin(back.a)} (at least ${formatCoin(lessSlippage(back.a, slippageBps))})`}
            />
            <InfoRow
              label={`You get back ${pool.assetB.code}`}
              value={`${formatCoin(back.b)} (at least ${formatCoin(lessSlippage(back.b, slippageBps))})`}
            />
          </Stack>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {pool && (
          <Button loading={busy} onClick={() => void (mode === "deposit" ? deposit() : withdraw())}>
            {mode === "deposit" ? "Deposit" : "Withdraw"}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
