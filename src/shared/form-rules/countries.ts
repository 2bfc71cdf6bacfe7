// Country entries (code, name, flag, maxDigits), about 95 countries. A light table
// rather than libphonenumber-js metadata in the browser: the contact page's island stays small
// (see phone.ts). Names come from Intl.DisplayNames in the visitor's language (the worker
// computes them and passes them as props, so server and browser render the same text); the flag
// is the country's cell of one sprite image, in this order (flag-sprite.ts). maxDigits: area code plus number (national
// significant number), the longest a country uses.

export interface Country {
  /** ISO 3166-1 alpha-2. */
  iso: string;
  /** Dial code with '+', the contact form's countryCode. */
  code: string;
  maxDigits: number;
}

const TABLE =
  'BR+55:11 US+1:10 CA+1:10 MX+52:10 AR+54:11 CL+56:9 CO+57:10 PE+51:9 UY+598:8 PY+595:9 BO+591:8 EC+593:9 ' +
  'VE+58:10 CR+506:8 PA+507:8 GT+502:8 HN+504:8 SV+503:8 NI+505:8 DO+1:10 CU+53:8 PR+1:10 JM+1:10 TT+1:10 ' +
  'HT+509:8 GY+592:7 SR+597:7 PT+351:9 ES+34:9 FR+33:9 DE+49:11 IT+39:11 GB+44:10 IE+353:9 NL+31:9 BE+32:9 ' +
  'LU+352:11 CH+41:9 AT+43:13 DK+45:8 SE+46:10 NO+47:8 FI+358:10 PL+48:9 CZ+420:9 SK+421:9 HU+36:9 RO+40:9 ' +
  'BG+359:9 GR+30:10 TR+90:10 RU+7:10 KZ+7:10 UA+380:9 HR+385:9 SI+386:8 RS+381:9 EE+372:8 LV+371:8 LT+370:8 ' +
  'IS+354:7 MT+356:8 CY+357:8 IL+972:9 AE+971:9 SA+966:9 QA+974:8 KW+965:8 JO+962:9 LB+961:8 EG+20:10 ' +
  'MA+212:9 DZ+213:9 TN+216:8 ZA+27:9 NG+234:10 KE+254:9 GH+233:9 ET+251:9 TZ+255:9 SN+221:9 CI+225:10 ' +
  'AO+244:9 MZ+258:9 CV+238:7 GW+245:9 ST+239:7 CN+86:11 JP+81:10 KR+82:10 IN+91:10 PK+92:10 BD+880:10 ' +
  'ID+62:12 MY+60:10 SG+65:8 TH+66:9 VN+84:10 PH+63:10 HK+852:8 TW+886:9 AU+61:9 NZ+64:10 TL+670:8 MO+853:8';

export const COUNTRIES: readonly Country[] = TABLE.split(' ').map((entry) => {
  const [, iso = '', code = '', max = '0'] = /^([A-Z]{2})(\+\d+):(\d+)$/.exec(entry) ?? [];
  return { iso, code, maxDigits: Number(max) };
});

/** By ISO code, else the first country with this dial code (+1 → US, +7 → RU). */
export function findCountry(iso: string | undefined, code?: string): Country | undefined {
  return (iso ? COUNTRIES.find((c) => c.iso === iso) : undefined) ?? COUNTRIES.find((c) => c.code === code);
}
