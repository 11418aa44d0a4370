import type { UnlockedVault } from "../keystore/unlocked-vault";
import { syncSavedSession } from "./session-store";

/** Asks for the session password and re-arms the vault; resolves false when the person dismissed it. */
export type TPasswordPrompt = (vault: UnlockedVault) => Promise<boolean>;

const openModal: TPasswordPrompt = async (vault) => {
  const { openPasswordConfirm } = await import("./components/password-confirm-modal");
  return openPasswordConfirm(vault);
};

let prompt: TPasswordPrompt = openModal;

/** Replaces the prompt (tests); `null` restores the modal. */
export function setPasswordPrompt(next: TPasswordPrompt | null): void {
  prompt = next ?? openModal;
}

/** Asks, and once the password re-armed the vault, saves the new seal so a reload keeps the fresh key. */
export async function askForPassword(vault: UnlockedVault): Promise<boolean> {
  const confirmed = await prompt(vault);
  if (confirmed) await syncSavedSession(vault);
  return confirmed;
}
