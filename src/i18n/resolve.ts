import { DEFAULT_LANG, isLang, type Lang } from '../shared/languages';

/**
 * Language of an unprefixed request (docs/architecture.md, "URLs and languages"):
 * cookie i18nextLng → edge geolocation (CF-IPCountry, request.cf.country, request.cf.timezone)
 * → Accept-Language → pt. Never used for a redirect.
 */
export interface LanguageSignals {
  cookie?: string | undefined;
  countryHeader?: string | null | undefined;
  cf?: { country?: unknown; timezone?: unknown } | undefined;
  /** False when request.cf is the placeholder local workerd invents (US, Austin): ignore it. */
  trustCf: boolean;
  acceptLanguage?: string | null | undefined;
}

export type LanguageSource = 'cookie' | 'country' | 'timezone' | 'accept-language' | 'default';

export function resolveLanguage(s: LanguageSignals): { lang: Lang; source: LanguageSource } {
  if (isLang(s.cookie)) return { lang: s.cookie, source: 'cookie' };
  const header = langForCountry(s.countryHeader);
  if (header) return { lang: header, source: 'country' };
  if (s.trustCf && s.cf) {
    const country = langForCountry(typeof s.cf.country === 'string' ? s.cf.country : undefined);
    if (country) return { lang: country, source: 'country' };
    const zone = langForTimezone(typeof s.cf.timezone === 'string' ? s.cf.timezone : undefined);
    if (zone) return { lang: zone, source: 'timezone' };
  }
  const accepted = langFromAcceptLanguage(s.acceptLanguage);
  if (accepted) return { lang: accepted, source: 'accept-language' };
  return { lang: DEFAULT_LANG, source: 'default' };
}

/** A list written as words separated by spaces and line breaks. */
const words = (text: string): string[] => text.trim().split(/\s+/);
const wordSet = (text: string): Set<string> => new Set(words(text));
/**
 * A table built on its first use, not at import: only a request without a language in its path
 * resolves one, and a new isolate's start-up ran these splits, sets and maps for every request
 * (about 3 ms in `wrangler check startup`'s profile, bench/results/startup.md).
 */
const built = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

// Countries whose main language is one of ours. Anything else, and the unknown
// codes XX and T1 (Tor), fall through to Accept-Language.
const PT_COUNTRIES = ['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'MO'];
const ES_COUNTRIES = `
  ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY PR GQ
`;
const EN_COUNTRIES = `
  US GB IE CA AU NZ ZA NG KE GH SG PH JM TT BS BB BZ MT IN UG ZM ZW BW NA GY AG DM GD KN LC VC FJ PG
  LR SL GM MW RW TZ SB VU WS TO KI UM VI GU AS MP BM KY VG TC AI MS FK GI IM JE GG
`;
const countryLang = built(
  () =>
    new Map<string, Lang>([
      ...PT_COUNTRIES.map((c) => [c, 'pt'] as const),
      ...words(ES_COUNTRIES).map((c) => [c, 'es'] as const),
      ...words(EN_COUNTRIES).map((c) => [c, 'en'] as const),
    ]),
);

export function langForCountry(code: string | null | undefined): Lang | undefined {
  if (!code) return undefined;
  return countryLang().get(code.trim().toUpperCase());
}

const PT_ZONES = built(() =>
  wordSet(`
  America/Sao_Paulo America/Fortaleza America/Recife America/Bahia America/Belem America/Manaus
  America/Cuiaba America/Campo_Grande America/Porto_Velho America/Boa_Vista America/Rio_Branco
  America/Noronha America/Araguaina America/Maceio America/Santarem America/Eirunepe Europe/Lisbon
  Atlantic/Azores Atlantic/Madeira Africa/Luanda Africa/Maputo Atlantic/Cape_Verde Africa/Bissau
  Africa/Sao_Tome Asia/Dili Asia/Macau
`),
);
const ES_ZONES = built(() =>
  wordSet(`
  Europe/Madrid Atlantic/Canary Africa/Ceuta America/Mexico_City America/Cancun America/Merida
  America/Monterrey America/Matamoros America/Chihuahua America/Mazatlan America/Hermosillo
  America/Tijuana America/Bahia_Banderas America/Bogota America/Santiago America/Punta_Arenas
  America/Lima America/Caracas America/Guayaquil America/Guatemala America/Havana America/La_Paz
  America/Santo_Domingo America/Tegucigalpa America/Asuncion America/El_Salvador America/Managua
  America/Costa_Rica America/Panama America/Montevideo America/Puerto_Rico Africa/Malabo
  Pacific/Galapagos Pacific/Easter
`),
);
const EN_ZONE_PREFIXES = ['Australia/', 'America/Indiana/', 'America/Kentucky/', 'America/North_Dakota/'];
const EN_ZONES = built(() =>
  wordSet(`
  America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix
  America/Anchorage America/Detroit America/Boise America/Juneau America/Toronto America/Vancouver
  America/Edmonton America/Winnipeg America/Halifax America/St_Johns America/Regina America/Jamaica
  Pacific/Honolulu Pacific/Auckland Europe/London Europe/Dublin Africa/Johannesburg Africa/Lagos
  Africa/Nairobi Africa/Accra Asia/Singapore Asia/Kolkata Asia/Manila
`),
);

export function langForTimezone(zone: string | undefined): Lang | undefined {
  if (!zone) return undefined;
  if (PT_ZONES().has(zone)) return 'pt';
  if (ES_ZONES().has(zone) || zone.startsWith('America/Argentina/')) return 'es';
  if (EN_ZONES().has(zone) || EN_ZONE_PREFIXES.some((p) => zone.startsWith(p))) return 'en';
  return undefined;
}

/** The best of pt, en, es in an Accept-Language header, honouring q-values; undefined if none. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: range.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) if (isLang(r.base)) return r.base;
  return undefined;
}

/**
 * Local workerd (wrangler dev, miniflare) fills request.cf with an invented location (US, Austin)
 * or the developer's own; a request to a loopback or private host is local, so its cf is ignored.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host.endsWith('.local')
  );
}
