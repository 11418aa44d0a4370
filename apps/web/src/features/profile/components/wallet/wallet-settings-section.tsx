import { Divider, Stack, Text } from "@mantine/core";
import { SectionCard } from "../../../../components/section-card";
import { useWalletSession } from "../../../session";
import { useWalletLedgerInfo } from "../../wallet/use-wallet-ledger-info";
import { FederationForm } from "./federation-form";
import { HomeDomainForm } from "./home-domain-form";
import { NoWalletCard } from "./no-wallet-card";
import { WalletNameForm } from "./wallet-name-form";

/** Profile index 2: name, home domain and federation name of the selected wallet. */
export function WalletSettingsSection() {
  const { selectedWallet } = useWalletSession();
  const { homeDomain, federation, refresh, homeDomainSaved } = useWalletLedgerInfo(
    selectedWallet?.publicKey ?? "",
  );

  if (!selectedWallet) return <NoWalletCard title="Wallet Settings" />;

  const currentDomain = homeDomain.data ?? null;
  return (
    <SectionCard title="Wallet Settings">
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
          {selectedWallet.publicKey}
        </Text>
        <WalletNameForm key={selectedWallet.walletId} wallet={selectedWallet} />
        <Divider />
        <HomeDomainForm wallet={selectedWallet} current={currentDomain} onSaved={homeDomainSaved} />
        <Divider />
        <FederationForm
          wallet={selectedWallet}
          homeDomain={currentDomain}
          current={federation.data ?? null}
          onSaved={refresh}
        />
      </Stack>
    </SectionCard>
  );
}
