import { SimpleGrid, TextInput } from "@mantine/core";
import type { TCreateAdCheck, TCreateAdValues } from "./create-ad-rules";

interface LimitsSectionProps {
  values: TCreateAdValues;
  errors: TCreateAdCheck["fields"];
  set: <K extends keyof TCreateAdValues>(key: K, value: TCreateAdValues[K]) => void;
}

/** Min, max and total quantity: a detailed ad only (§2). */
export function LimitsSection({ values, errors, set }: LimitsSectionProps) {
  const field = (key: "minQty" | "maxQty" | "total_amount", label: string) => (
    <TextInput
      label={`${label} (${values.assetCode})`}
      inputMode="decimal"
      value={values[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {field("minQty", "Minimum amount")}
      {field("maxQty", "Maximum amount")}
      {field("total_amount", "Total amount")}
    </SimpleGrid>
  );
}
