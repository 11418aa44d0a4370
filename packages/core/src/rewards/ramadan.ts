/**
 * The start of Ramadan by the Umm al-Qura calendar (the official calendar of Saudi Arabia), as the runtime's
 * `Intl` implements it (`islamic-umalqura`). Zakat falls due on 1 Ramadan (spec doc 2 §9); every date here is
 * a UTC calendar day, so the answer never depends on the machine's time zone.
 */

export interface THijriDate {
  year: number;
  /** 1 … 12; Ramadan is 9. */
  month: number;
  day: number;
}

export const RAMADAN_MONTH = 9;
const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH (the civil epoch, 16 July 622) and the mean Hijri year, for a first estimate only. */
const EPOCH_MS = Date.UTC(622, 6, 16);
const MEAN_YEAR_DAYS = 354.36707;

let formatter: Intl.DateTimeFormat | undefined;

function umalqura(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat("en-US-u-ca-islamic-umalqura", {
    timeZone: "UTC",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  return formatter;
}

/** The Umm al-Qura date of the UTC day `date` falls on. */
export function hijriDateOf(date: Date): THijriDate {
  const parts = umalqura().formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** Midnight UTC of 1 Ramadan of `hijriYear` by Umm al-Qura. */
export function ramadanStart(hijriYear: number): Date {
  if (!Number.isInteger(hijriYear) || hijriYear < 1) throw new RangeError(`Not a Hijri year: ${hijriYear}`);
  // The estimate is within a few days of the real date; look on both sides of it.
  const estimate = EPOCH_MS + Math.round((hijriYear - 1) * MEAN_YEAR_DAYS + 236) * DAY_MS;
  const midnight = estimate - (estimate % DAY_MS);
  for (let offset = 0; offset <= 20; offset++) {
    for (const sign of offset === 0 ? [0] : [-1, 1]) {
      const candidate = new Date(midnight + sign * offset * DAY_MS);
      const hijri = hijriDateOf(candidate);
      if (hijri.year === hijriYear && hijri.month === RAMADAN_MONTH && hijri.day === 1) return candidate;
    }
  }
  throw new RangeError(`No 1 Ramadan found for ${hijriYear} AH`);
}

/** The zakat year a moment belongs to: the Hijri year, its 1 Ramadan and the Gregorian year of that day. */
export interface TZakatYear {
  hijriYear: number;
  ramadanStart: Date;
  /** The Gregorian year of 1 Ramadan: the `year` of zakat records and of the history's year dropdown. */
  year: number;
}

function zakatYear(hijriYear: number): TZakatYear {
  const start = ramadanStart(hijriYear);
  return { hijriYear, ramadanStart: start, year: start.getUTCFullYear() };
}

/**
 * The zakat year that is due at `now`: during the month of Ramadan the records of that Hijri year are written
 * (a check that missed 1 Ramadan still writes them later in the month); outside Ramadan nothing is due.
 */
export function zakatDueAt(now: Date): TZakatYear | null {
  const hijri = hijriDateOf(now);
  return hijri.month === RAMADAN_MONTH ? zakatYear(hijri.year) : null;
}

/** The next 1 Ramadan from `now` (today's, while it is Ramadan), to tell people when zakat falls due. */
export function nextRamadan(now: Date): TZakatYear {
  const hijri = hijriDateOf(now);
  return zakatYear(hijri.month <= RAMADAN_MONTH ? hijri.year : hijri.year + 1);
}

/** YYYY-MM-DD of a UTC day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
