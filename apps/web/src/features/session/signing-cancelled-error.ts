/** The password-confirm modal before a signature was dismissed; nothing was signed. */
export class SigningCancelledError extends Error {
  constructor() {
    super("Signing cancelled.");
    this.name = "SigningCancelledError";
  }
}
