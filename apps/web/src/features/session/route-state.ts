import { isRecord } from "../../lib/local-storage";

/** /register route state: `reset: true` when opened from Forgot Password. */
export function parseRegisterState(state: unknown): { reset: boolean } {
  return { reset: isRecord(state) && state.reset === true };
}

/** Guest screens: never come back to these after a login. */
const NO_RETURN = ["/login", "/register", "/forgotPassword"];

/**
 * /login route state: the page the person was sent from (a guarded page, or the page where Login was pressed),
 * when it is a path of this app. Anything else (another origin, `//host`, a guest screen) is ignored.
 */
export function parseReturnPath(state: unknown): string | null {
  if (!isRecord(state) || typeof state.from !== "string") return null;
  const from = state.from;
  if (!from.startsWith("/") || from.startsWith("//") || from.includes("\\")) return null;
  const path = from.split(/[?#]/)[0] ?? "";
  if (NO_RETURN.includes(path)) return null;
  return from;
}
