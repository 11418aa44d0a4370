import { isRecord } from "../../lib/local-storage";

/** The profile area's sections by page index (document 2 §2); some are reachable only by index. */
export const PROFILE_SECTIONS = [
  { index: 0, label: "KYC Profile", slug: "kyc", inMenu: true },
  { index: 1, label: "App Setting", slug: "app-settings", inMenu: true },
  { index: 2, label: "Wallet Settings", slug: "wallet-settings", inMenu: true },
  { index: 3, label: "Wallet Security", slug: "wallet-security", inMenu: true },
  { index: 4, label: "Support", slug: "support", inMenu: true },
  { index: 5, label: "FAQ", slug: "faq", inMenu: false },
  { index: 6, label: "Refer A Friend", slug: "refer", inMenu: true },
  { index: 7, label: "Zakat", slug: "zakat", inMenu: true },
  { index: 8, label: "P2P bank account", slug: "bank-account", inMenu: false },
  { index: 9, label: "P2P Profile", slug: "p2p-profile", inMenu: true },
] as const;

export type TProfilePage = (typeof PROFILE_SECTIONS)[number]["index"];

/** The query parameter that names the open section, so a section can be linked to and survives a reload. */
export const PROFILE_SECTION_PARAM = "section";

/** The section a `?section=` value names (its slug, or its index as a number); null for anything else. */
export function profilePageFromSearch(search: URLSearchParams): TProfilePage | null {
  const raw = search.get(PROFILE_SECTION_PARAM)?.trim().toLowerCase();
  if (!raw) return null;
  const found = PROFILE_SECTIONS.find((section) => section.slug === raw || String(section.index) === raw);
  return found ? found.index : null;
}

/** The `?section=` value of a page. */
export function profileSectionSlug(page: TProfilePage): string {
  return PROFILE_SECTIONS.find((section) => section.index === page)?.slug ?? "kyc";
}

/** /profileScreen route state `{ page }`; anything else opens the KYC Profile. */
export function parseProfileState(state: unknown): { page: TProfilePage } {
  const raw = isRecord(state) ? Number(state.page) : Number.NaN;
  const found = PROFILE_SECTIONS.find((section) => section.index === raw);
  return { page: found ? found.index : 0 };
}

/** The page /profileScreen opens: the URL's `?section=` first, then the route state `{ page }`, else KYC Profile. */
export function profilePageOf(search: URLSearchParams, state: unknown): TProfilePage {
  return profilePageFromSearch(search) ?? parseProfileState(state).page;
}
