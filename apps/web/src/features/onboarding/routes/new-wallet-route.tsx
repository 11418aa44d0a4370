import { Stack } from "@mantine/core";
import { useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { toast } from "../../../lib/toast";
import type { TWalletInfo } from "../../keystore";
import { ensureVaultKey, getSessionVault } from "../../session";
import { BackupScreen } from "../components/backup-screen";
import { ChooseWallet } from "../components/choose-wallet";
import { useFinishOnboarding } from "../hooks/use-finish-onboarding";
import { IMPORT_MESSAGES } from "../validation/import-key";

type TStep = { step: "choose" } | { step: "backup"; wallet: TWalletInfo; secret: string };

/** /newWallet: Generate Random Wallet (then the key backup) or Import A Single Wallet. */
export function NewWalletRoute() {
  const [state, setState] = useState<TStep>({ step: "choose" });
  const [generating, setGenerating] = useState(false);
  const finish = useFinishOnboarding();

  async function generate() {
    const vault = getSessionVault();
    if (!vault || !(await ensureVaultKey())) return;
    setGenerating(true);
    try {
      const wallet = await vault.generateWallet();
      const secret = await vault.revealSecret(wallet.walletId);
      setState({ step: "backup", wallet, secret });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : IMPORT_MESSAGES.failure);
    } finally {
      setGenerating(false);
    }
  }

  if (state.step === "backup") {
    return (
      <BackupScreen
        publicKey={state.wallet.publicKey}
        secret={state.secret}
        onDone={() => finish(state.wallet)}
      />
    );
  }

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <PageHeader
        title="New Wallet"
        subtitle="Create a fresh Stellar account or bring one you already own."
      />
      <ChooseWallet generating={generating} onGenerate={() => void generate()} />
    </Stack>
  );
}
