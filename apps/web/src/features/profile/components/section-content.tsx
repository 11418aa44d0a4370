import { FaqPage, SupportPage } from "../../info-pages";
import type { TProfilePage } from "../sections";
import { AppSettingsSection } from "./sections/app-settings-section";
import { BankAccountSection } from "./sections/bank-account-section";
import { KycSection } from "./sections/kyc-section";
import { ReferralSection, ZakatSection } from "./sections/list-sections";
import { P2pProfileSection } from "./sections/p2p-profile-section";
import { WalletSecuritySection } from "./wallet/wallet-security-section";
import { WalletSettingsSection } from "./wallet/wallet-settings-section";

export function SectionContent({ page }: { page: TProfilePage }) {
  switch (page) {
    case 0:
      return <KycSection />;
    case 1:
      return <AppSettingsSection />;
    case 2:
      return <WalletSettingsSection />;
    case 3:
      return <WalletSecuritySection />;
    case 4:
      return <SupportPage />;
    case 5:
      return <FaqPage />;
    case 6:
      return <ReferralSection />;
    case 7:
      return <ZakatSection />;
    case 8:
      return <BankAccountSection />;
    case 9:
      return <P2pProfileSection />;
  }
}
