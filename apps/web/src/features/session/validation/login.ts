/** The login form's messages, word for word from the spec (document 1 §5). */
export const LOGIN_MESSAGES = {
  passwordRequired: "Password is required.",
  incorrectPassword: "Incorrect password please try again.",
  createPassword: "Create new password.",
} as const;

/** Result of checking a password against this device's vault (document 1 §4). */
export const LoginOutcome = {
  LocalLogin: "LOCAL_LOGIN",
  CreateWallet: "CREATE_WALLET",
  TryAgain: "TRY_AGAIN",
  CreateAccount: "CREATE_ACCOUNT",
} as const;
export type TLoginOutcome = (typeof LoginOutcome)[keyof typeof LoginOutcome];

/** Checks made before any password check: a value is typed and there is a vault to open. */
export function validateLogin(password: string, vaultExists: boolean): string | null {
  if (password.length === 0) return LOGIN_MESSAGES.passwordRequired;
  if (!vaultExists) return LOGIN_MESSAGES.createPassword;
  return null;
}

/** The message a login outcome shows, if any. */
export function loginOutcomeMessage(outcome: TLoginOutcome): string | null {
  switch (outcome) {
    case LoginOutcome.TryAgain:
      return LOGIN_MESSAGES.incorrectPassword;
    case LoginOutcome.CreateAccount:
      return LOGIN_MESSAGES.createPassword;
    default:
      return null;
  }
}

/** Where a login outcome leads; `null` stays on the login screen. */
export function loginOutcomeRoute(outcome: TLoginOutcome): string | null {
  switch (outcome) {
    case LoginOutcome.LocalLogin:
      return "/walletScreen";
    case LoginOutcome.CreateWallet:
      return "/newWallet";
    case LoginOutcome.CreateAccount:
      return "/register";
    case LoginOutcome.TryAgain:
      return null;
  }
}
