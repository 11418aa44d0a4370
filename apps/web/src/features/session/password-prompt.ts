import type { UnlockedVault } from "../keystore/unlocked-vault";

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

export function askForPassword(vault: UnlockedVault): Promise<boolean> {
  return prompt(vault);
}
