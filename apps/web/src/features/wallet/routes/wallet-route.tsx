import { Button, Group, Stack, Tabs } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { WalletPickerModal } from "../components/wallet-picker-modal";
import { WalletSummary } from "../components/wallet-summary";
import { parseWalletScreenState } from "../route-state";

const COIN_COLUMNS = ["Coin", "Total Balance", "Available Balance", "Currency Balance", "BTC Value", ""];
const LIQUIDITY_COLUMNS = ["Pair", "Total Coin's (A)", "Total Coin's (B)", "Total Shares", "Participants"];
const HISTORY_COLUMNS = ["Type", "Date", "Amount", "Coin", "Transaction"];

export function WalletRoute() {
  const { addWallet } = parseWalletScreenState(useLocation().state);
  const [pickerOpened, picker] = useDisclosure(false);

  useEffect(() => {
    if (addWallet) picker.open();
  }, [addWallet, picker]);

  return (
    <Stack gap="lg">
      <WalletSummary onOpenWallets={picker.open} />
      <SectionCard>
        <Tabs defaultValue="account">
          <Tabs.List mb="md">
            <Tabs.Tab value="account">My Account</Tabs.Tab>
            <Tabs.Tab value="liquidity">Liquidity</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <Group justify="flex-end" mb="xs">
              <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} disabled>
                Add Token
              </Button>
            </Group>
            <TableFrame columns={COIN_COLUMNS} emptyMessage="No data to show" />
          </Tabs.Panel>
          <Tabs.Panel value="liquidity">
            <TableFrame columns={LIQUIDITY_COLUMNS} emptyMessage="No data to show" />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <TableFrame columns={HISTORY_COLUMNS} emptyMessage="No Transactions found!" />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
      <WalletPickerModal opened={pickerOpened} onClose={picker.close} />
    </Stack>
  );
}
