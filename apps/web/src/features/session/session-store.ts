import { create } from "zustand";
import { setAuthTokenProvider } from "../../lib/api-client";
import type { TWalletInfo, UnlockedVault } from "../keystore/unlocked-vault";
import { AuthStatus, deriveAuthStatus, type TAuthStatus } from "./auth-status";
import { clearAuthTokens, getAuthToken, revokeAuthTokens } from "./auth-token";
import { watchPasswordPolicy } from "./policy-timer";
import { forgetAllSessions, forgetSession, hasSavedSession, saveSession } from "./session-persistence";
import { announceLock, listenForLocks } from "./tab-sync";
import { hasVaultRecord, VAULT_STORAGE_KEY } from "./vault-storage";

interface TSessionState {
  /** Mirrors the presence of the vault record in localStorage. */
  vaultExists: boolean;
  /** True while the vault is unlocked in this tab (in memory, or resumed after a reload: docs/session.md). */
  unlocked: boolean;
  /**
   * True once the session was ended on purpose (Logout here, or a signal from another tab): the guard then
   * records no page to come back to after the next login.
   */
  endedOnPurpose: boolean;
  /** True at start-up while this tab's saved session is being re-opened; routing waits for it. */
  resuming: boolean;
  setResuming: (resuming: boolean) => void;
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
  /** Opens the session; resolves once it is saved for a reload (so a navigation right after keeps it). */
  openSession: (vault: UnlockedVault) => Promise<void>;
  /** Re-reads the wallet list and the selection from the open vault. */
  refreshWallets: () => void;
  /** Drops the key and the open handle in this tab only. */
  lock: () => void;
  /** Logout: locks this tab and every other open tab of this origin. */
  logOut: () => void;
}

const EMPTY: Pick<
  TSessionState,
  "vault" | "wallets" | "selectedWalletId" | "unlocked" | "referral" | "endedOnPurpose"
> = {
  vault: null,
  endedOnPurpose: false,
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
  resuming: hasSavedSession(),
  ...EMPTY,
  setResuming: (resuming) => set({ resuming }),
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
    return syncSavedSession(vault);
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
    revokeAuthTokens();
    setAuthTokenProvider(null);
    set(EMPTY);
    void forgetSession();
  },
  logOut: () => {
    get().lock();
    set({ endedOnPurpose: true });
    void forgetAllSessions();
    announceLock();
  },
}));

/**
 * Keeps this tab's saved session in step with the handle: saved while the key is held, forgotten once the
 * PASSWORD preference dropped it (the next reload then asks for the password).
 */
export async function syncSavedSession(vault: UnlockedVault): Promise<void> {
  const seal = vault.sessionSeal;
  if (seal && useSessionStore.getState().vault === vault) await saveSession(seal);
  else await forgetSession();
}

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

/** Where a tab goes when another tab ended its session: a full page load, so nothing stays in memory. */
export type TLeaveSession = (path: "/login" | "/register") => void;

const leaveByReload: TLeaveSession = (path) => window.location.replace(path);

/**
 * Keeps every open tab in step with the others. When another tab logs out (its signal) or removes the vault
 * (the `storage` event of Forgot Password), an unlocked tab drops its key at once and leaves for the login
 * (or register) screen; a change of wallets or selection is re-read.
 */
export function watchVaultAcrossTabs(leave: TLeaveSession = leaveByReload): () => void {
  const endHere = () => {
    const state = useSessionStore.getState();
    if (!state.unlocked) return;
    state.lock();
    useSessionStore.setState({ endedOnPurpose: true });
    leave(hasVaultRecord() ? "/login" : "/register");
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== VAULT_STORAGE_KEY) return;
    if (!hasVaultRecord()) endHere();
    const state = useSessionStore.getState();
    state.syncVault();
    state.refreshWallets();
  };
  window.addEventListener("storage", onStorage);
  const stopListening = listenForLocks(endHere);
  return () => {
    window.removeEventListener("storage", onStorage);
    stopListening();
  };
}
