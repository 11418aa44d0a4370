import { isRecord } from "../../lib/local-storage";

/** The profile area's sections by page index (document 2 §2); some are reachable only by index. */
export const PROFILE_SECTIONS = [
  { index: 0, label: "KYC Profile", inMenu: true },
  { index: 1, label: "App Setting", inMenu: true },
  { index: 2, label: "Wallet Settings", inMenu: true },
  { index: 3, label: "Wallet Security", inMenu: true },
  { index: 4, label: "Support", inMenu: true },
  { index: 5, label: "FAQ", inMenu: false },
  { index: 6, label: "Refer A Friend", inMenu: true },
  { index: 7, label: "Zakat", inMenu: true },
  { index: 8, label: "P2P bank account", inMenu: false },
  { index: 9, label: "P2P Profile", inMenu: true },
] as const;

export type TProfilePage = (typeof PROFILE_SECTIONS)[number]["index"];

/** /profileScreen route state `{ page }`; anything else opens the KYC Profile. */
export function parseProfileState(state: unknown): { page: TProfilePage } {
  const raw = isRecord(state) ? Number(state.page) : Number.NaN;
  const found = PROFILE_SECTIONS.find((section) => section.index === raw);
  return { page: found ? found.index : 0 };
}
