import { GuestOnly } from "./guest-only";
import { LoginRoute } from "./login-route";

/** /login, guest only. */
export function LoginScreen() {
  return (
    <GuestOnly screen="login">
      <LoginRoute />
    </GuestOnly>
  );
}
