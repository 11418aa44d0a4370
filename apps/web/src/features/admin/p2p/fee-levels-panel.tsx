import { Button, Stack, Table, TextInput, Title } from "@mantine/core";
import type { TP2pFeeLevel } from "@sextant/core";
import { type UseQueryResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { AdminTable, QueryState } from "../components/admin-table";
import { saveFeeLevel } from "./p2p-admin-api";

const FIELDS: Array<{ key: Exclude<keyof TP2pFeeLevel, "assetCode">; label: string }> = [
  { key: "priceSpreadPercent", label: "Spread %" },
  { key: "p2pBuyerFeeFixed", label: "Buyer fee" },
  { key: "p2pBuyerFeePercent", label: "Buyer fee %" },
  { key: "p2pSellerFeeFixed", label: "Seller fee" },
  { key: "p2pSellerFeePercent", label: "Seller fee %" },
];

/** The P2P spread (card prices: reference ± spread, below the 8 % band) and trade fees of each asset. */
export function FeeLevelsPanel({ levels }: { levels: UseQueryResult<TP2pFeeLevel[]> }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Price spread and P2P fees
      </Title>
      <QueryState query={levels} loading="Loading fee levels">
        {(list) => (
          <AdminTable
            label="P2P fee levels"
            columns={["Asset", ...FIELDS.map((field) => field.label), ""]}
            rows={list}
            minWidth={720}
            row={(level) => <FeeLevelRow key={level.assetCode} level={level} />}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function FeeLevelRow({ level }: { level: TP2pFeeLevel }) {
  const [draft, setDraft] = useState(level);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveFeeLevel(draft),
    onSuccess: () => toast.success(`${level.assetCode} fees saved.`),
    onError: (error) => toast.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "p2p"] }),
  });
  const dirty = FIELDS.some((field) => draft[field.key] !== level[field.key]);
  return (
    <Table.Tr data-testid={`fee-level-${level.assetCode}`}>
      <Table.Td fw={600}>{level.assetCode}</Table.Td>
      {FIELDS.map((field) => (
        <Table.Td key={field.key}>
          <TextInput
            aria-label={`${level.assetCode} ${field.label}`}
            value={draft[field.key]}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.currentTarget.value })}
            size="xs"
            w={96}
            inputMode="decimal"
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
