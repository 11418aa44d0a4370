import { Alert, Button, Stack, Tabs } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";
import { catalogueEntry, holdsAsset, type TAssetRef, usePayments } from "../../ledger";
import { AboutPanel } from "../components/detail/about-panel";
import { DepositTab, WithdrawTab } from "../components/detail/anchor-panels";
import { ReceivePanel } from "../components/detail/receive-panel";
import { SendPanel } from "../components/detail/send-panel";
import { HISTORY_COLUMNS, HistoryTable } from "../components/history-table";
import { useWalletView } from "../hooks/use-wallet-view";
import {
  detailTabClosed,
  hasAnchorTabs,
  parseWalletDetailState,
  WALLET_DETAIL_TABS,
  walletDetailState,
} from "../route-state";

export function WalletDetailRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseWalletDetailState(location.state);
  const code = state.asset.code ?? state.coin ?? "XLM";
  const asset: TAssetRef = { code, issuer: code === "XLM" ? null : state.asset.issuer };
  const anchored = hasAnchorTabs(state);
  const visible = WALLET_DETAIL_TABS.filter((_, index) => index < 4 || anchored);
  const view = useWalletView();
  const catalogue = view.catalogue.assets;
  const payments = usePayments(view.snapshot ? view.publicKey : null);
  // An asset the wallet does not hold (a new one, or one reached from the exchange's GO) opens on its About tab;
  // Send, Receive and Transactions stay closed until it is trusted. XLM is always held.
  const locked =
    asset.issuer !== null &&
    (state.isNew || view.account.status === "success") &&
    !holdsAsset(view.snapshot, asset);
  const closed = (index: number) => detailTabClosed(index, { untrusted: locked, walletStatus: view.status });
  const initial = closed(state.index) || state.index >= visible.length ? 0 : state.index;
  const [tab, setTab] = useState(String(initial));

  useEffect(() => setTab(String(initial)), [initial]);
  const onTrusted = () =>
    navigate("/walletDetailScreen", {
      replace: true,
      state: walletDetailState(0, { ...asset, anchored: state.asset.anchored }),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={code}
        subtitle={asset.issuer ?? "Stellar Lumens"}
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
      {locked && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          Trust this asset first: Send, Receive and Transactions open once it is in your wallet.
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="lg">
          {visible.map((label, index) => (
            <Tabs.Tab key={label} value={String(index)} disabled={closed(index)}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="0">
          <AboutPanel
            asset={asset}
            publicKey={view.publicKey}
            account={view.snapshot}
            catalogueEntry={catalogueEntry(catalogue, asset)}
            onTrusted={onTrusted}
          />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <SendPanel asset={asset} publicKey={view.publicKey} account={view.snapshot} />
        </Tabs.Panel>
        <Tabs.Panel value="2">
          <ReceivePanel publicKey={view.publicKey} coin={code} />
        </Tabs.Panel>
        <Tabs.Panel value="3">
          <SectionCard title="Transactions">
            {view.publicKey && view.snapshot ? (
              <HistoryTable
                publicKey={view.publicKey}
                payments={payments}
                asset={asset}
                emptyMessage="No History found"
              />
            ) : (
              <TableFrame columns={HISTORY_COLUMNS} emptyMessage="No History found" />
            )}
          </SectionCard>
        </Tabs.Panel>
        {anchored && (
          <>
            <Tabs.Panel value="4">
              <DepositTab
                asset={asset}
                catalogueEntry={catalogueEntry(catalogue, asset)}
                publicKey={view.publicKey}
                account={view.snapshot}
              />
            </Tabs.Panel>
            <Tabs.Panel value="5">
              <WithdrawTab
                asset={asset}
                catalogueEntry={catalogueEntry(catalogue, asset)}
                publicKey={view.publicKey}
                account={view.snapshot}
              />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
