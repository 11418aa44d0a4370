import { Button, Group, Select, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import type { TAdminP2pCountry } from "@sextant/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { AdminTable, QueryState } from "../components/admin-table";
import { fetchAdminCountries, fetchReferencePrices, saveCountry, type TCountryChange } from "./p2p-admin-api";

const COUNTRIES_KEY = ["admin", "p2p", "countries"] as const;

/**
 * The P2P countries with their USD exchange rates, and each active country's reference price of an asset
 * (the asset's USD price in use, docs/prices.md, × the rate), which bounds ad prices to ±8 %.
 */
export function CountriesPanel({ assetCodes }: { assetCodes: string[] }) {
  const [asset, setAsset] = useState<string | null>(null);
  const shownAsset = asset ?? assetCodes[0] ?? null;
  const countries = useQuery({ queryKey: COUNTRIES_KEY, queryFn: fetchAdminCountries });
  const prices = useQuery({
    queryKey: ["admin", "p2p", "reference-prices", shownAsset],
    queryFn: () => fetchReferencePrices(shownAsset ?? ""),
    enabled: Boolean(shownAsset),
  });
  const priceOf = (code: string) => prices.data?.find((country) => country.code === code)?.Price ?? null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={3} fz="lg">
          Countries and exchange rates
        </Title>
        <Select
          label="Reference prices of"
          data={assetCodes}
          value={shownAsset}
          onChange={setAsset}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <QueryState query={countries} loading="Loading countries">
        {(list) => (
          <AdminTable
            label="P2P countries"
            columns={[
              "Country",
              "Currency",
              "Units per USD",
              `Reference price ${shownAsset ? `(${shownAsset})` : ""}`,
              "Active",
              "",
            ]}
            rows={list}
            minWidth={720}
            row={(country) => (
              <CountryRow key={country.code} country={country} referencePrice={priceOf(country.code)} />
            )}
          />
        )}
      </QueryState>
      <AddCountryForm />
    </Stack>
  );
}

function useSaveCountry(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TCountryChange) => saveCountry(change),
    onSuccess: (saved) => {
      toast.success(`${saved.name} saved.`);
      onSaved?.();
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin", "p2p"] }),
  });
}

function CountryRow({
  country,
  referencePrice,
}: {
  country: TAdminP2pCountry;
  referencePrice: string | null;
}) {
  const [rate, setRate] = useState(country.usdRate);
  const save = useSaveCountry();
  const change = (active: boolean, usdRate = country.usdRate) =>
    save.mutate({ code: country.code, name: country.name, currency: country.currency, usdRate, active });
  return (
    <Table.Tr data-testid={`country-${country.code}`}>
      <Table.Td>
        {country.name}{" "}
        <Text span c="dimmed" size="xs">
          {country.code}
        </Text>
      </Table.Td>
      <Table.Td>{country.currency}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Units of ${country.currency} per USD`}
          value={rate}
          onChange={(event) => setRate(event.currentTarget.value)}
          size="xs"
          w={120}
          inputMode="decimal"
        />
      </Table.Td>
      <Table.Td className="mono">{country.active ? (referencePrice ?? "—") : "—"}</Table.Td>
      <Table.Td>
        <Switch
          checked={country.active}
          disabled={save.isPending}
          aria-label={`${country.name} active`}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          disabled={rate === country.usdRate}
          loading={save.isPending}
          onClick={() => change(country.active, rate.trim())}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function AddCountryForm() {
  const empty = { code: "", name: "", currency: "", usdRate: "" };
  const [draft, setDraft] = useState(empty);
  const save = useSaveCountry(() => setDraft(empty));
  const field = (key: keyof typeof empty, label: string, width: number) => (
    <TextInput
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
      w={width}
      size="xs"
    />
  );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      {field("code", "Country code", 110)}
      {field("name", "Name", 180)}
      {field("currency", "Currency", 90)}
      {field("usdRate", "Units per USD", 120)}
      <Button
        size="xs"
        loading={save.isPending}
        disabled={!draft.code.trim() || !draft.name.trim()}
        onClick={() =>
          save.mutate({ ...draft, code: draft.code.trim(), usdRate: draft.usdRate.trim(), active: true })
        }
      >
        Add country
      </Button>
    </Group>
  );
}
