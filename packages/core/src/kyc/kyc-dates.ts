import { KYC_DEFAULT_DOCUMENT_DATE, KYC_MINIMUM_AGE } from "./kyc-limits";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (2023-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a YYYY-MM-DD birth date and `now` (UTC calendar days). */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** At least 15 on `now` (spec doc 2 §9). */
export function isOldEnough(birthDate: string, now: Date): boolean {
  return isIsoDate(birthDate) && ageOn(birthDate, now) >= KYC_MINIMUM_AGE;
}

/** A document date as stored: missing or 0000-00-00 reads as 2015-03-25 (spec doc 2 §3 'KYC document'). */
export function documentDateOrDefault(value: string | null | undefined): string {
  if (!value || value === "0000-00-00" || !isIsoDate(value)) return KYC_DEFAULT_DOCUMENT_DATE;
  return value;
}

/** The public profile's name: 20 characters, a company's 22 (spec doc 2 §9). */
export function truncateProfileName(name: string, isCompany: boolean): string {
  const max = isCompany ? 22 : 20;
  const chars = Array.from(name.trim());
  return chars.length > max ? chars.slice(0, max).join("") : chars.join("");
}
