import { Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { toast } from "../../../lib/toast";
import type { TWalletInfo } from "../../keystore";
import { ensureVaultKey, getSessionVault, useSessionStore } from "../../session";
import { BackupScreen } from "../components/backup-screen";
import { ChooseWallet } from "../components/choose-wallet";
import { useFinishOnboarding } from "../hooks/use-finish-onboarding";
import { IMPORT_MESSAGES } from "../validation/import-key";

type TStep = { step: "choose" } | { step: "backup"; wallet: TWalletInfo; secret: string };

/** The backup step of a wallet whose backup is pending; asks for the password when the policy forgot the key. */
async function revealBackup(wallet: TWalletInfo): Promise<TStep | null> {
  const vault = getSessionVault();
  if (!vault || !(await ensureVaultKey())) return null;
  try {
    return { step: "backup", wallet, secret: await vault.revealSecret(wallet.walletId) };
  } catch (error) {
    toast.error(error instanceof Error ? error.message : IMPORT_MESSAGES.failure);
    return null;
  }
}

/**
 * /newWallet: Generate Random Wallet (then the key backup) or Import A Single Wallet. A generated wallet whose
 * backup was never acknowledged (a reload or a closed tab on 'Congratulations') brings the backup back first.
 */
export function NewWalletRoute() {
  const [state, setState] = useState<TStep>({ step: "choose" });
  const [generating, setGenerating] = useState(false);
  const finish = useFinishOnboarding();
  const pending = useSessionStore((store) => store.wallets.find((wallet) => wallet.backupPending) ?? null);
  const resuming = useRef<string | null>(null);

  useEffect(() => {
    if (state.step !== "choose" || !pending || resuming.current === pending.walletId) return;
    resuming.current = pending.walletId;
    void revealBackup(pending)
      .then((step) => {
        if (step) setState(step);
      })
      .finally(() => {
        resuming.current = null;
      });
  }, [pending, state.step]);

  async function acknowledge(wallet: TWalletInfo) {
    try {
      await getSessionVault()?.markBackedUp(wallet.walletId);
      finish(wallet);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : IMPORT_MESSAGES.failure);
    }
  }

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
        onDone={() => void acknowledge(state.wallet)}
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
