/** The key backup screen's messages, word for word from the spec (document 1 §5). */
export const BACKUP_MESSAGES = {
  agree: "Please agree terms & conditions.",
  agreeToProceed: "You need to agree to our terms and conditions to proceed!",
  copied: "Copied to clipboard!",
} as const;

/** The three acknowledgements of the backup screen, in order. */
export const BACKUP_ACKNOWLEDGEMENTS = [
  "I have written down or copied my secret key and keep it in a safe place.",
  "I understand that nobody, including Sextant, can recover my secret key if I lose it.",
  "I understand that anyone who has my secret key can take my funds.",
] as const;

/** `null` when every acknowledgement is ticked, else the message shown under the checkboxes. */
export function validateBackupAcknowledgements(ticked: readonly boolean[]): string | null {
  const complete = ticked.length === BACKUP_ACKNOWLEDGEMENTS.length && ticked.every(Boolean);
  return complete ? null : BACKUP_MESSAGES.agree;
}
