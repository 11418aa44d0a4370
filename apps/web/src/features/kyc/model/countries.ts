/**
 * Countries for the KYC forms: ISO 3166-1 alpha-2 code and international dialling code; names come from the
 * browser's `Intl.DisplayNames` in English (the product's one language).
 */
const TABLE =
  "AF93 AL355 DZ213 AD376 AO244 AG1 AR54 AM374 AU61 AT43 AZ994 BS1 BH973 BD880 BB1 BY375 BE32 BZ501 BJ229 " +
  "BT975 BO591 BA387 BW267 BR55 BN673 BG359 BF226 BI257 KH855 CM237 CA1 CV238 CF236 TD235 CL56 CN86 CO57 " +
  "KM269 CG242 CD243 CR506 CI225 HR385 CU53 CY357 CZ420 DK45 DJ253 DM1 DO1 EC593 EG20 SV503 GQ240 ER291 " +
  "EE372 SZ268 ET251 FJ679 FI358 FR33 GA241 GM220 GE995 DE49 GH233 GR30 GD1 GT502 GN224 GW245 GY592 HT509 " +
  "HN504 HK852 HU36 IS354 IN91 ID62 IR98 IQ964 IE353 IL972 IT39 JM1 JP81 JO962 KZ7 KE254 KI686 KW965 KG996 " +
  "LA856 LV371 LB961 LS266 LR231 LY218 LI423 LT370 LU352 MO853 MG261 MW265 MY60 MV960 ML223 MT356 MH692 " +
  "MR222 MU230 MX52 FM691 MD373 MC377 MN976 ME382 MA212 MZ258 MM95 NA264 NR674 NP977 NL31 NZ64 NI505 NE227 " +
  "NG234 KP850 MK389 NO47 OM968 PK92 PW680 PS970 PA507 PG675 PY595 PE51 PH63 PL48 PT351 PR1 QA974 RO40 RU7 " +
  "RW250 KN1 LC1 VC1 WS685 SM378 ST239 SA966 SN221 RS381 SC248 SL232 SG65 SK421 SI386 SB677 SO252 ZA27 " +
  "KR82 SS211 ES34 LK94 SD249 SR597 SE46 CH41 SY963 TW886 TJ992 TZ255 TH66 TL670 TG228 TO676 TT1 TN216 " +
  "TR90 TM993 TV688 UG256 UA380 AE971 GB44 US1 UY598 UZ998 VU678 VA39 VE58 VN84 YE967 ZM260 ZW263";

export interface TCountry {
  code: string;
  name: string;
  /** The dialling prefix with its plus sign, e.g. "+44". */
  dial: string;
}

function englishNames(): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

const nameOf = englishNames();

/** Every country, sorted by English name. */
export const COUNTRIES: readonly TCountry[] = TABLE.split(" ")
  .map((entry) => ({ code: entry.slice(0, 2), name: nameOf(entry.slice(0, 2)), dial: `+${entry.slice(2)}` }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

/** Select options `{ value: code, label: name }`. */
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

export function countryByCode(code: string): TCountry | undefined {
  return COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** The country name for a code, or the code itself when it is not in the table. */
export function countryName(code: string): string {
  return countryByCode(code)?.name ?? code;
}
