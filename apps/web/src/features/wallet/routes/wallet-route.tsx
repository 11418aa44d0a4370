import { Button, Center, Group, Loader, Stack, Tabs } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { refreshLedger, useLedgerConfig, usePayments } from "../../ledger";
import { AddTokenModal } from "../components/add-token-modal";
import { CoinTable } from "../components/coin-table";
import { HISTORY_COLUMNS, HistoryTable } from "../components/history-table";
import { LiquidityActions } from "../components/liquidity-actions";
import { LiquidityTable } from "../components/liquidity-table";
import { ReserveNote } from "../components/reserve-note";
import { WalletPickerModal } from "../components/wallet-picker-modal";
import { WalletStateBanner } from "../components/wallet-state-banner";
import { WalletSummary } from "../components/wallet-summary";
import { useWalletView } from "../hooks/use-wallet-view";
import { parseWalletScreenState } from "../route-state";

export function WalletRoute() {
  const { addWallet } = parseWalletScreenState(useLocation().state);
  const [pickerOpened, picker] = useDisclosure(false);
  const [addTokenOpened, addToken] = useDisclosure(false);
  const view = useWalletView();
  const config = useLedgerConfig();
  const client = useQueryClient();
  const payments = usePayments(view.snapshot ? view.publicKey : null);
  const catalogue = view.catalogue.assets;
  const anchoredCodes = new Set(
    catalogue.filter((asset) => asset.isAssetAnchored).map((asset) => asset.code),
  );

  useEffect(() => {
    if (addWallet) picker.open();
  }, [addWallet, picker]);

  const restricted = view.status === "locked" || view.status === "low";
  const { account } = view;

  return (
    <Stack gap="lg">
      <WalletSummary
        name={view.name}
        publicKey={view.publicKey}
        totals={view.snapshot && view.valued ? view.totals : null}
        currency={view.currency}
        onOpenWallets={picker.open}
      />
      {view.publicKey && view.status && (
        <WalletStateBanner
          status={view.status}
          publicKey={view.publicKey}
          friendbotAvailable={config?.friendbotAvailable === true}
          onFunded={() => view.publicKey && void refreshLedger(client, view.publicKey)}
        />
      )}
      <SectionCard>
        <Tabs defaultValue="account">
          <Tabs.List mb="md">
            <Tabs.Tab value="account">My Account</Tabs.Tab>
            <Tabs.Tab value="liquidity" disabled={restricted}>
              Liquidity
            </Tabs.Tab>
            <Tabs.Tab value="history" disabled={restricted}>
              History
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <Group justify="flex-end" mb="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={!view.snapshot}
                onClick={addToken.open}
              >
                Add Token
              </Button>
            </Group>
            {account.status === "loading" && view.publicKey ? (
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            ) : account.status === "error" ? (
              <ErrorState message={account.message} onRetry={account.retry} />
            ) : (
              <>
                {view.ratesError && (
                  <ErrorState message={view.ratesError.message} onRetry={view.ratesError.retry} />
                )}
                <CoinTable
                  rows={view.rows}
                  currency={view.currency}
                  valued={view.valued}
                  anchoredCodes={anchoredCodes}
                />
              </>
            )}
            {view.snapshot && <ReserveNote account={view.snapshot} />}
          </Tabs.Panel>
          <Tabs.Panel value="liquidity">
            <Stack gap="lg">
              <LiquidityTable publicKey={view.snapshot ? view.publicKey : null} catalogue={catalogue} />
              {view.publicKey && view.snapshot && (
                <LiquidityActions publicKey={view.publicKey} account={view.snapshot} />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history">
            {view.publicKey && view.snapshot ? (
              <HistoryTable
                publicKey={view.publicKey}
                payments={payments}
                emptyMessage="No Transactions found!"
              />
            ) : (
              <TableFrame columns={HISTORY_COLUMNS} emptyMessage="No Transactions found!" />
            )}
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
      <WalletPickerModal opened={pickerOpened} onClose={picker.close} />
      <AddTokenModal
        opened={addTokenOpened}
        onClose={addToken.close}
        catalogue={catalogue}
        account={view.snapshot}
        error={view.ratesError}
      />
    </Stack>
  );
}
