import { type TP2pProfile, truncateProfileName } from "@sextant/core";

/** The name a public profile shows: the company's for company KYC, else first and last name, cut per spec §9. */
export function profileDisplayName(
  profile: Pick<TP2pProfile, "first_name" | "last_name" | "companyName" | "isCompanyKyc">,
): string {
  if (profile.isCompanyKyc) return truncateProfileName(profile.companyName, true) || "—";
  return truncateProfileName([profile.first_name, profile.last_name].filter(Boolean).join(" "), false) || "—";
}

/** 'Online', or how long ago the account was last seen, or 'Never' (document 2 §2). */
export function lastSeenText(lastSeen: string | null, now: Date): string {
  if (!lastSeen) return "Never";
  if (lastSeen === "online") return "Online";
  const at = Date.parse(lastSeen);
  if (Number.isNaN(at)) return "—";
  const minutes = Math.max(0, Math.round((now.getTime() - at) / 60_000));
  if (minutes < 2) return "Online";
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** A creation date as "24 Nov 2026"; '—' when unknown. */
export function joinedText(value: string | null): string {
  if (!value) return "—";
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return "—";
  return at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
