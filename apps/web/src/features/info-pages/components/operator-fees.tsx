import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatAmount } from "@sextant/core";
import { ErrorState } from "../../../components/error-state";
import { describeOperatorFee, OPERATOR_FEE_KINDS, useFeeSchedule } from "../../fees";
import { useNetworkFeeLevels } from "../../preferences";
import { NETWORK_FEE_OPTIONS } from "../content/fees";

const FEE_LOAD_ERROR = "Couldn't load the fee settings.";

/** The network fee per operation at each level, from the ledger's fee stats when loaded. */
export function NetworkFeeLevels() {
  const live = useNetworkFeeLevels();
  const levels = NETWORK_FEE_OPTIONS.map((option) => {
    const key = option.key;
    const stroops = live ? Number(live[key]) : option.stroops;
    return {
      label: option.label,
      stroops: Number.isSafeInteger(stroops) && stroops >= 0 ? stroops : option.stroops,
    };
  });
  return (
    <Group gap="xs" mt={4} data-testid="network-fee-levels">
      {levels.map((level) => (
        <Badge
          key={level.label}
          variant="outline"
          color="gray"
          tt="none"
          title={`${formatAmount(BigInt(level.stroops))} XLM`}
        >
          {level.label}: {level.stroops} stroops
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The operator's fees as its fee settings say, per asset: send, swap and the exchange seller fee, each a fixed
 * part in the asset plus a percent of the amount.
 */
export function OperatorFees() {
  const schedule = useFeeSchedule();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="operator-fees"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="operator-fees">
          Current fees by asset
        </Title>
        <Text size="sm" c="dimmed">
          What the operator charges today. The fixed part is paid in the asset of the transaction; the percent
          is of the amount you send, swap or give in an order.
        </Text>
        {schedule.status === "pending" && <Loader size="sm" aria-label="Loading fees" />}
        {schedule.status === "error" && (
          <ErrorState message={FEE_LOAD_ERROR} onRetry={() => void schedule.refetch()} />
        )}
        {schedule.status === "success" &&
          (schedule.data.length === 0 ? (
            <Text size="sm">No operator fees are set.</Text>
          ) : (
            <Table.ScrollContainer minWidth={0} type="native">
              <Table striped aria-label="Operator fees by asset" data-testid="operator-fees">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Asset</Table.Th>
                    {OPERATOR_FEE_KINDS.map((kind) => (
                      <Table.Th key={kind.key}>{kind.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedule.data.map((row) => (
                    <Table.Tr key={row.code} data-asset={row.code}>
                      <Table.Td fw={600}>{row.code}</Table.Td>
                      {OPERATOR_FEE_KINDS.map((kind) => (
                        <Table.Td key={kind.key} data-fee={kind.key}>
                          {describeOperatorFee(row.fees[kind.fixed], row.fees[kind.percent], row.code)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
    </Paper>
  );
}
