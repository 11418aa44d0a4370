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

/**
 * Where a protected route sends the user; `null` renders the route. Unlocked without any wallet, every
 * protected screen but /newWallet first sends the user to create one (Wallets and Profile check that a wallet
 * exists). The same holds while a generated wallet's backup was not acknowledged: /newWallet shows the backup
 * again until it is.
 */
export function protectedRedirect(
  status: TAuthStatus,
  hasWallet = true,
  path = "",
  backupPending = false,
): string | null {
  switch (status) {
    case AuthStatus.Pass:
      if (path === "/newWallet") return null;
      return hasWallet && !backupPending ? null : "/newWallet";
    case AuthStatus.LoginScreen:
      return "/login";
    case AuthStatus.Register:
      return "/register";
  }
}

export type TGuestScreen = "login" | "register";

/**
 * Guest-only screens. Someone already unlocked has nothing to log into and goes to the wallets, or to
 * /newWallet while the vault holds none. /register with a vault on the device goes to /login, so a vault is
 * never replaced by accident: Forgot Password removes the vault before it opens /register.
 */
export function guestRedirect(screen: TGuestScreen, status: TAuthStatus, hasWallet = true): string | null {
  if (status === AuthStatus.Pass) return hasWallet ? "/walletScreen" : "/newWallet";
  if (screen === "register" && status === AuthStatus.LoginScreen) return "/login";
  return null;
}
