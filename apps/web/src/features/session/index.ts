export {
  AuthStatus,
  deriveAuthStatus,
  guestRedirect,
  protectedRedirect,
  type TAuthStatus,
} from "./auth-status";
export { getAuthToken } from "./auth-token";
export { SessionResumeGate } from "./components/session-resume-gate";
export { useLogout } from "./hooks/use-logout";
export { type TWalletSession, useWalletSession } from "./hooks/use-wallet-session";
export { ForgotPasswordRoute } from "./routes/forgot-password-route";
export { LoginScreen } from "./routes/login-screen";
export { RegisterRoute } from "./routes/register-route";
export { RequireAuth } from "./routes/require-auth";
export { confirmSessionPassword, ensureVaultKey, getSessionVault } from "./session-actions";
export {
  selectAuthStatus,
  useAuthStatus,
  useIsLoggedIn,
  useSessionStore,
  watchVaultAcrossTabs,
} from "./session-store";
export { signXdr } from "./sign-xdr";
export { SigningCancelledError } from "./signing-cancelled-error";
export { hasVaultRecord, removeVaultRecord, VAULT_STORAGE_KEY, writeVaultRecord } from "./vault-storage";
