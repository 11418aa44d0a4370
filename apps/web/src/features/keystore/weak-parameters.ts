/** Lets tests lower KDF costs; honoured only when Vite runs in test mode, so no app build can use it. */
export interface TWeakParametersOption {
  allowWeakForTests?: boolean;
}

export function weakParametersAllowed(options?: TWeakParametersOption): boolean {
  return options?.allowWeakForTests === true && import.meta.env.MODE === "test";
}
