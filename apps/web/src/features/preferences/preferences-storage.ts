import { LANGUAGES, NETWORK_FEE_LEVELS, PASSWORD_POLICIES, SUPPORTED_CURRENCIES } from "@sextant/core";
import { isRecord, readJson, writeJson } from "../../lib/local-storage";

export const PREFERENCES_STORAGE_KEY = "sextant.preferences";

export type TLanguage = (typeof LANGUAGES)[number];
export type TFeeLevel = (typeof NETWORK_FEE_LEVELS)[number]["key"];
export type TPasswordPolicy = (typeof PASSWORD_POLICIES)[number];

/** The device's preferences (document 1 §3): every field has the spec's default. */
export interface TPreferences {
  language: TLanguage;
  currency: string;
  fee: TFeeLevel;
  notificationSound: boolean;
  showMemo: boolean;
  passwordPolicy: TPasswordPolicy;
}

export const DEFAULT_PREFERENCES: TPreferences = {
  language: "English",
  currency: "USD",
  fee: "fee_min",
  notificationSound: false,
  showMemo: false,
  passwordPolicy: "Once for Log In",
};

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads stored preferences; anything unknown or damaged falls back to its default. */
export function parsePreferences(value: unknown): TPreferences {
  if (!isRecord(value)) return { ...DEFAULT_PREFERENCES };
  const d = DEFAULT_PREFERENCES;
  return {
    language: pick(value.language, LANGUAGES, d.language),
    currency: pick(value.currency, SUPPORTED_CURRENCIES, d.currency),
    fee: pick(
      value.fee,
      NETWORK_FEE_LEVELS.map((level) => level.key),
      d.fee,
    ),
    notificationSound:
      typeof value.notificationSound === "boolean" ? value.notificationSound : d.notificationSound,
    showMemo: typeof value.showMemo === "boolean" ? value.showMemo : d.showMemo,
    passwordPolicy: pick(value.passwordPolicy, PASSWORD_POLICIES, d.passwordPolicy),
  };
}

export function loadPreferences(): TPreferences {
  return parsePreferences(readJson(PREFERENCES_STORAGE_KEY));
}

export function savePreferences(preferences: TPreferences): boolean {
  return writeJson(PREFERENCES_STORAGE_KEY, preferences);
}
