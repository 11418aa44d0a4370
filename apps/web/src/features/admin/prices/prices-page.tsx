import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { TAdminPrice, TAdminPricesResponse } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { AdminTable, QueryState } from "../components/admin-table";
import { fetchAdminPrices, fetchReferenceHistory, saveReference } from "./prices-admin-api";

const PRICES_KEY = ["admin", "prices"] as const;

/** "42 s", "5 min", "3 h", "2 d": how long ago a price was made. */
export function ageText(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** A USD figure with enough places for the smallest listed prices. */
export function usdText(value: number): string {
  if (value >= 1000) return `$${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
  const trim = (text: string) => text.replace(/0+$/, "").replace(/\.$/, "");
  if (value >= 1) return `$${trim(value.toFixed(value >= 10 ? 2 : 4))}`;
  // Four significant digits, written out: $0.000015, $0.0000000004.
  return `$${trim(Number(value.toPrecision(4)).toFixed(12))}`;
}

const shortKey = (account: string) =>
  account.length > 12 ? `${account.slice(0, 4)}…${account.slice(-4)}` : account;

function StatusBadge({ price }: { price: TAdminPrice }) {
  if (!price.trusted)
    return <Badge color="red">{price.stale ? "Stale: not used to settle" : "Not trusted"}</Badge>;
  return <Badge color={price.source === "market" ? "teal" : "blue"}>Trusted</Badge>;
}

/**
 * /admin/prices: the one price source of the product (docs/prices.md). Each asset's price in use, where it came
 * from and how old it is, the reference and the market figure beside it, and the reference's editing and history.
 */
export function PricesAdminPage() {
  const prices = useQuery({ queryKey: PRICES_KEY, queryFn: fetchAdminPrices, refetchInterval: 30_000 });
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Prices</Title>
        <RuleText rule={prices.data?.rule} />
      </Stack>
      <QueryState query={prices} loading="Loading prices">
        {(data) => (
          <>
            <AdminTable
              label="Prices in use"
              columns={["Asset", "Price in use", "Source", "Age", "Status", "Reference", "Market", ""]}
              rows={data.prices}
              minWidth={980}
              row={(price) => (
                <PriceRow
                  key={price.asset}
                  price={price}
                  selected={selected === price.asset}
                  onEdit={() => setSelected(price.asset)}
                />
              )}
            />
            {selected ? (
              <ReferenceEditor
                key={selected}
                price={data.prices.find((price) => price.asset === selected)}
                onClose={() => setSelected(null)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function RuleText({ rule }: { rule: TAdminPricesResponse["rule"] | undefined }) {
  return (
    <Text c="dimmed" size="sm">
      Each asset's price is the operator's reference price, or the ledger's market when its last{" "}
      {rule?.windowHours ?? 24} h traded at least {usdText(rule?.minVolumeUsd ?? 1000)} and its volume- and
      time-weighted price is within {rule?.maxDeviationPercent ?? 10} % of the reference. A reference older
      than {rule?.staleAfterHours ?? 168} h with no such market is stale: checkout refuses the coin and P2P
      says the rate is unavailable.
    </Text>
  );
}

function PriceRow({
  price,
  selected,
  onEdit,
}: {
  price: TAdminPrice;
  selected: boolean;
  onEdit: () => void;
}) {
  return (
    <Table.Tr
      data-testid={`price-${price.code}`}
      bg={selected ? "var(--mantine-color-default-hover)" : undefined}
    >
      <Table.Td>
        <Text fw={600} size="sm">
          {price.code}
        </Text>
        <Text c="dimmed" size="xs">
          {price.name}
        </Text>
      </Table.Td>
      <Table.Td className="mono">{usdText(price.usd)}</Table.Td>
      <Table.Td>
        {price.source === "market" ? `Market (${price.market?.via ?? "USDT"})` : "Reference"}
        {price.reason ? (
          <Text c="dimmed" size="xs" maw={260}>
            {price.reason}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td title={price.updatedAt ?? undefined}>{ageText(price.ageSeconds)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <StatusBadge price={price} />
      </Table.Td>
      <Table.Td>
        {price.reference ? (
          <>
            <Text className="mono" size="sm">
              {usdText(price.reference.usd)}
            </Text>
            <Text c="dimmed" size="xs" title={price.reference.setBy}>
              {shortKey(price.reference.setBy)}, {new Date(price.reference.setAt).toLocaleString()}
            </Text>
          </>
        ) : (
          "—"
        )}
      </Table.Td>
      <Table.Td>
        {price.market ? (
          <>
            <Text className="mono" size="sm">
              {usdText(price.market.usd)}
            </Text>
            <Text c="dimmed" size="xs">
              {usdText(price.market.volumeUsd)} in {price.market.hours} h
              {price.market.deviationPercent === null
                ? ""
                : `, ${price.market.deviationPercent.toFixed(1)} % off`}
            </Text>
          </>
        ) : (
          <Text c="dimmed" size="sm">
            No trades
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          onClick={onEdit}
          aria-label={`Edit the reference price of ${price.code}`}
        >
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ReferenceEditor({ price, onClose }: { price: TAdminPrice | undefined; onClose: () => void }) {
  const client = useQueryClient();
  const [usd, setUsd] = useState(price?.reference ? String(price.reference.usd) : "");
  const [note, setNote] = useState("");
  const asset = price?.asset ?? "";
  const history = useQuery({
    queryKey: [...PRICES_KEY, "history", asset],
    queryFn: () => fetchReferenceHistory(asset),
    enabled: asset !== "",
  });
  const save = useMutation({
    mutationFn: () => saveReference(asset, usd.trim(), note.trim()),
    onSuccess: (saved) => {
      toast.success(`${saved.code} reference price saved.`);
      setNote("");
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: PRICES_KEY }),
  });
  if (!price) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Reference price of ${price.code}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            Reference price of {price.code}
          </Title>
          <Button size="xs" variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="USD per unit"
            value={usd}
            onChange={(event) => setUsd(event.currentTarget.value)}
            inputMode="decimal"
            w={160}
            size="xs"
          />
          <TextInput
            label="Why (kept in the history)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            w={280}
            size="xs"
          />
          <Button
            size="xs"
            loading={save.isPending}
            disabled={usd.trim() === ""}
            onClick={() => save.mutate()}
          >
            Save reference
          </Button>
        </Group>
        <QueryState query={history} loading="Loading the history">
          {(changes) => (
            <AdminTable
              label={`Reference price changes of ${price.code}`}
              columns={["When", "Who", "From", "To", "Why"]}
              rows={changes}
              minWidth={560}
              empty="No changes yet."
              row={(change) => (
                <Table.Tr key={`${change.changedAt}-${change.newUsd}-${change.changedBy}`}>
                  <Table.Td>{new Date(change.changedAt).toLocaleString()}</Table.Td>
                  <Table.Td title={change.changedBy}>{shortKey(change.changedBy)}</Table.Td>
                  <Table.Td className="mono">
                    {change.oldUsd === null ? "—" : usdText(change.oldUsd)}
                  </Table.Td>
                  <Table.Td className="mono">{usdText(change.newUsd)}</Table.Td>
                  <Table.Td>{change.note}</Table.Td>
                </Table.Tr>
              )}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
