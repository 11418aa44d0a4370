export {
  AuthStatus,
  deriveAuthStatus,
  guestRedirect,
  protectedRedirect,
  type TAuthStatus,
} from "./auth-status";
export { useLogout } from "./hooks/use-logout";
export { ForgotPasswordRoute } from "./routes/forgot-password-route";
export { LoginScreen } from "./routes/login-screen";
export { RegisterRoute } from "./routes/register-route";
export { RequireAuth } from "./routes/require-auth";
export {
  selectAuthStatus,
  useAuthStatus,
  useIsLoggedIn,
  useSessionStore,
  watchVaultAcrossTabs,
} from "./session-store";
export {
  hasVaultRecord,
  readVaultRecord,
  removeVaultRecord,
  VAULT_STORAGE_KEY,
  writeVaultRecord,
} from "./vault-storage";
