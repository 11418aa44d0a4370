import { SectionCard } from "../../../../components/section-card";
import { KycWizard } from "../../../kyc";
import { useWalletSession } from "../../../session";
import { NoWalletCard } from "../wallet/no-wallet-card";

/** Profile index 0: the KYC wizard of the selected wallet. */
export function KycSection() {
  const { selectedWallet } = useWalletSession();
  if (!selectedWallet) return <NoWalletCard title="KYC Profile" />;
  return (
    <SectionCard title="KYC Profile">
      <KycWizard key={selectedWallet.publicKey} />
    </SectionCard>
  );
}
