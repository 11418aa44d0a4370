import { Alert, Button, Stack, Tabs } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { AboutPanel } from "../components/detail/about-panel";
import { DepositPanel, WithdrawPanel } from "../components/detail/anchor-panels";
import { HistoryPanel } from "../components/detail/history-panel";
import { ReceivePanel } from "../components/detail/receive-panel";
import { SendPanel } from "../components/detail/send-panel";
import { hasAnchorTabs, parseWalletDetailState, WALLET_DETAIL_TABS } from "../route-state";

const TRANSACTION_COLUMNS = ["Kind", "Date", "Amount", "Hash", ""];

export function WalletDetailRoute() {
  const state = parseWalletDetailState(useLocation().state);
  const anchored = hasAnchorTabs(state);
  const visible = WALLET_DETAIL_TABS.filter((_, index) => index < 4 || anchored);
  const initial = state.index < visible.length ? state.index : 0;
  const [tab, setTab] = useState(String(initial));

  useEffect(() => setTab(String(initial)), [initial]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={state.coin ?? "Asset"}
        subtitle={state.asset.issuer ?? undefined}
        actions={
          <Button
            component={Link}
            to="/walletScreen"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Wallet
          </Button>
        }
      />
      {state.isNew && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          Trust this asset first; the other tabs open once it is in your wallet.
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="lg">
          {visible.map((label, index) => (
            <Tabs.Tab key={label} value={String(index)} disabled={state.isNew && index !== 0}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="0">
          <AboutPanel asset={state.asset} />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <SendPanel coin={state.coin} />
        </Tabs.Panel>
        <Tabs.Panel value="2">
          <ReceivePanel />
        </Tabs.Panel>
        <Tabs.Panel value="3">
          <HistoryPanel title="Transactions" columns={TRANSACTION_COLUMNS} emptyMessage="No History found" />
        </Tabs.Panel>
        {anchored && (
          <>
            <Tabs.Panel value="4">
              <DepositPanel coin={state.coin} />
            </Tabs.Panel>
            <Tabs.Panel value="5">
              <WithdrawPanel coin={state.coin} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
