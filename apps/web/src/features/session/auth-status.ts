/**
 * Auth status of this device: PASS (vault unlocked in memory), LOGIN_SCREEN (a vault exists but is locked),
 * REGISTER (no session password was ever created here).
 */
export const AuthStatus = {
  Pass: "PASS",
  LoginScreen: "LOGIN_SCREEN",
  Register: "REGISTER",
} as const;
export type TAuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];

export function deriveAuthStatus(input: { vaultExists: boolean; unlocked: boolean }): TAuthStatus {
  if (!input.vaultExists) return AuthStatus.Register;
  return input.unlocked ? AuthStatus.Pass : AuthStatus.LoginScreen;
}

/** Where a protected route sends the user; `null` renders the route. */
export function protectedRedirect(status: TAuthStatus): string | null {
  switch (status) {
    case AuthStatus.Pass:
      return null;
    case AuthStatus.LoginScreen:
      return "/login";
    case AuthStatus.Register:
      return "/register";
  }
}

export type TGuestScreen = "login" | "register";

/**
 * Guest-only screens. Someone already unlocked has nothing to log into and goes to the wallets. /register
 * with a vault already on the device goes to /login, unless it was opened to reset the password
 * (route state `reset: true` from Forgot Password), so a vault is never replaced by accident.
 */
export function guestRedirect(screen: TGuestScreen, status: TAuthStatus, reset = false): string | null {
  if (status === AuthStatus.Pass && !(screen === "register" && reset)) return "/walletScreen";
  if (screen === "register" && status === AuthStatus.LoginScreen && !reset) return "/login";
  return null;
}
