/**
 * The one localStorage key holding the vault. A leaf module without imports, so the session feature can read
 * it from the main bundle without pulling in the Stellar SDK.
 */
export const VAULT_STORAGE_KEY = "sextant.vault";
