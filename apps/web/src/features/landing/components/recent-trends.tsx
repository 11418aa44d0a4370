import { Anchor, Container, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { RECENT_TRENDS_COLUMNS, RECENT_TRENDS_EMPTY } from "../content/recent-trends";

/** The frame of the Recent Trends table; market rows are filled in once market data is wired up. */
export function RecentTrends() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="recent-trends-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} id="recent-trends-title">
            Recent Trends
          </Title>
          <Anchor component={Link} to="/market" size="sm">
            View all markets
          </Anchor>
        </Group>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-labelledby="recent-trends-title">
              <Table.Thead>
                <Table.Tr>
                  {RECENT_TRENDS_COLUMNS.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td colSpan={RECENT_TRENDS_COLUMNS.length}>
                    <Text ta={{ base: "left", sm: "center" }} c="dimmed" py="lg">
                      {RECENT_TRENDS_EMPTY}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
    </Container>
  );
}
