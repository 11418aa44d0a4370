import { isRecord } from "../../lib/local-storage";

/** /register route state: `reset: true` when opened from Forgot Password. */
export function parseRegisterState(state: unknown): { reset: boolean } {
  return { reset: isRecord(state) && state.reset === true };
}
