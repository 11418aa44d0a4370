import { create } from "zustand";
import { setAuthTokenProvider } from "../../lib/api-client";
import type { TWalletInfo, UnlockedVault } from "../keystore/unlocked-vault";
import { AuthStatus, deriveAuthStatus, type TAuthStatus } from "./auth-status";
import { clearAuthTokens, getAuthToken } from "./auth-token";
import { watchPasswordPolicy } from "./policy-timer";
import { hasVaultRecord, VAULT_STORAGE_KEY } from "./vault-storage";

interface TSessionState {
  /** Mirrors the presence of the vault record in localStorage. */
  vaultExists: boolean;
  /** In memory only: true while the vault is unlocked. A reload always locks. */
  unlocked: boolean;
  /** The open vault. In memory only, never persisted; `null` while logged out. */
  vault: UnlockedVault | null;
  /** Public wallet information read from the open vault; empty while logged out. */
  wallets: TWalletInfo[];
  selectedWalletId: string | null;
  /** 'Refer By A Friend?' from the register form, kept in memory for the account registration. */
  referral: string | null;
  setReferral: (referral: string | null) => void;
  /** Re-reads the vault record's presence (after the keystore writes or removes it). */
  syncVault: () => void;
  /** Keeps the handle the password opened and publishes its wallets. */
  openSession: (vault: UnlockedVault) => void;
  /** Re-reads the wallet list and the selection from the open vault. */
  refreshWallets: () => void;
  lock: () => void;
}

const EMPTY: Pick<TSessionState, "vault" | "wallets" | "selectedWalletId" | "unlocked" | "referral"> = {
  vault: null,
  referral: null,
  wallets: [],
  selectedWalletId: null,
  unlocked: false,
};

/**
 * Wallets and selection of an open vault; null when the handle no longer matches the stored vault (another
 * tab reset or replaced it), in which case the session must lock.
 */
function readWallets(vault: UnlockedVault): Pick<TSessionState, "wallets" | "selectedWalletId"> | null {
  try {
    return { wallets: vault.listWallets(), selectedWalletId: vault.selectedWalletId };
  } catch {
    return null;
  }
}

let stopPolicyWatch: (() => void) | null = null;

export const useSessionStore = create<TSessionState>()((set, get) => ({
  vaultExists: hasVaultRecord(),
  ...EMPTY,
  syncVault: () => {
    const vaultExists = hasVaultRecord();
    if (!vaultExists && get().unlocked) get().lock();
    set({ vaultExists });
  },
  setReferral: (referral) => set({ referral: referral?.trim() || null }),
  openSession: (vault) => {
    const previous = get().vault;
    if (previous && previous !== vault) previous.lock();
    clearAuthTokens();
    const wallets = readWallets(vault) ?? { wallets: [], selectedWalletId: null };
    stopPolicyWatch?.();
    stopPolicyWatch = watchPasswordPolicy(vault);
    set({ vaultExists: hasVaultRecord(), unlocked: true, vault, ...wallets });
    setAuthTokenProvider(() => getAuthToken());
  },
  refreshWallets: () => {
    const { vault } = get();
    if (!vault) return;
    const wallets = readWallets(vault);
    if (wallets) set(wallets);
    else get().lock();
  },
  lock: () => {
    get().vault?.lock();
    stopPolicyWatch?.();
    stopPolicyWatch = null;
    clearAuthTokens();
    setAuthTokenProvider(null);
    set(EMPTY);
  },
}));

export function selectAuthStatus(state: Pick<TSessionState, "vaultExists" | "unlocked">): TAuthStatus {
  return deriveAuthStatus(state);
}

export function useAuthStatus(): TAuthStatus {
  return useSessionStore(selectAuthStatus);
}

export function useIsLoggedIn(): boolean {
  return useSessionStore(selectAuthStatus) === AuthStatus.Pass;
}

/** The selected wallet of the open vault, or null. */
export function selectSelectedWallet(state: Pick<TSessionState, "wallets" | "selectedWalletId">) {
  return state.wallets.find((wallet) => wallet.walletId === state.selectedWalletId) ?? null;
}

/** Keeps every open tab in step when another tab creates, changes or removes the vault. */
export function watchVaultAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== VAULT_STORAGE_KEY) return;
    const state = useSessionStore.getState();
    state.syncVault();
    state.refreshWallets();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
