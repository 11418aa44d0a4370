import { create } from "zustand";
import { AuthStatus, deriveAuthStatus, type TAuthStatus } from "./auth-status";
import { hasVaultRecord, VAULT_STORAGE_KEY } from "./vault-storage";

interface TSessionState {
  /** Mirrors the presence of the vault record in localStorage. */
  vaultExists: boolean;
  /** In memory only: true while the vault is unlocked. A reload always locks. */
  unlocked: boolean;
  /** Re-reads the vault record's presence (after the keystore writes or removes it). */
  syncVault: () => void;
  /** Called by the keystore once the password decrypted the vault. */
  markUnlocked: () => void;
  lock: () => void;
}

export const useSessionStore = create<TSessionState>()((set) => ({
  vaultExists: hasVaultRecord(),
  unlocked: false,
  syncVault: () => {
    const vaultExists = hasVaultRecord();
    set((state) => ({ vaultExists, unlocked: vaultExists && state.unlocked }));
  },
  markUnlocked: () => set({ unlocked: hasVaultRecord() }),
  lock: () => set({ unlocked: false }),
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

/** Keeps every open tab in step when another tab creates or removes the vault. */
export function watchVaultAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VAULT_STORAGE_KEY) useSessionStore.getState().syncVault();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
