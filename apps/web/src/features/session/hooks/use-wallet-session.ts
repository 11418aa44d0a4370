import { useCallback } from "react";
import type { TWalletInfo } from "../../keystore/unlocked-vault";
import { selectSelectedWallet, useSessionStore } from "../session-store";

export interface TWalletSession {
  /** From the unlocked vault; [] when locked. */
  wallets: TWalletInfo[];
  selectedWallet: TWalletInfo | null;
  selectWallet(walletId: string): Promise<void>;
  refreshWallets(): Promise<void>;
}

/** Selects a wallet in the open vault (persisted in the vault record) and publishes the change. */
export async function selectSessionWallet(walletId: string): Promise<void> {
  const { vault, refreshWallets } = useSessionStore.getState();
  if (!vault) return;
  await vault.selectWallet(walletId);
  refreshWallets();
}

async function refreshSessionWallets(): Promise<void> {
  useSessionStore.getState().refreshWallets();
}

/** The wallets of the open vault and the selected one. */
export function useWalletSession(): TWalletSession {
  const wallets = useSessionStore((state) => state.wallets);
  const selectedWallet = useSessionStore(selectSelectedWallet);
  const selectWallet = useCallback((walletId: string) => selectSessionWallet(walletId), []);
  const refreshWallets = useCallback(() => refreshSessionWallets(), []);
  return { wallets, selectedWallet, selectWallet, refreshWallets };
}
