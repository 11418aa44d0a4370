import { Center, Loader } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import type { TProfilePage } from "../sections";
import { AppSettingsSection } from "./sections/app-settings-section";
import { BankAccountSection } from "./sections/bank-account-section";
import { KycSection } from "./sections/kyc-section";
import { ReferralSection } from "./sections/referral-section";
import { ZakatSection } from "./sections/zakat-section";
import { WalletSecuritySection } from "./wallet/wallet-security-section";
import { WalletSettingsSection } from "./wallet/wallet-settings-section";

// Sections that are other features' screens load when opened, not with the profile (bench/web/bundle-size.bench.ts).
const SupportPage = lazy(async () => ({ default: (await import("../../info-pages")).SupportPage }));
const FaqPage = lazy(async () => ({ default: (await import("../../info-pages")).FaqPage }));
const P2pProfileSection = lazy(async () => ({
  default: (await import("./sections/p2p-profile-section")).P2pProfileSection,
}));

export function SectionContent({ page }: { page: TProfilePage }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      }
    >
      {sectionOf(page)}
    </Suspense>
  );
}

function sectionOf(page: TProfilePage): ReactNode {
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
