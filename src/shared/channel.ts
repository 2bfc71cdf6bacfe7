// Where a visit came from, as an owner thinks of it: the channel, following Google Analytics' default
// channel grouping (paid search, paid social, organic search, social, e-mail, referral, direct;
// anything else "other", GA's Unassigned), from the visit's UTM source and medium and its
// referrer. Read by the report (its "by channel" table, the source's channel) and by the leads'
// export (each lead's channel), so both group a visit alike.

/** Search engines: a host ending in one of these domains (any country's Google included). */
const SEARCH = [
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['yandex', /(^|\.)yandex\.[a-z.]+$/],
  ['baidu', /(^|\.)baidu\.com$/],
  ['ecosia', /(^|\.)ecosia\.org$/],
  ['brave', /(^|\.)search\.brave\.com$/],
  ['chatgpt', /(^|\.)(chatgpt\.com|chat\.openai\.com)$/],
  ['perplexity', /(^|\.)perplexity\.ai$/],
] as const;
const SOCIAL = [
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['x', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['whatsapp', /(^|\.)whatsapp\.com$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['pinterest', /(^|\.)pinterest\.[a-z.]+$/],
  ['reddit', /(^|\.)reddit\.com$/],
  ['telegram', /(^|\.)(t\.me|telegram\.org)$/],
] as const;
/** utm_source spellings of the same sites. */
const ALIASES: Record<string, string> = { fb: 'facebook', ig: 'instagram', meta: 'facebook', twitter: 'x', yt: 'youtube', msn: 'bing' };

/** A referrer host as counted: a known engine's or network's name, else the host without `www.`. */
export function referrerName(host: string): string {
  if (!host) return '';
  for (const [name, pattern] of [...SEARCH, ...SOCIAL]) if (pattern.test(host)) return name;
  return host.replace(/^www\./, '');
}

export const CHANNELS = ['paid_search', 'paid_social', 'organic_search', 'social', 'email', 'referral', 'direct', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

const PAID = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const SOCIAL_MEDIUM = /^(social|social-network|social-media|sm|social network|social media)$/;
const EMAIL = /^(email|e-mail|e_mail|e mail)$/;
const REFERRAL_MEDIUM = /^(referral|app|link)$/;

/** A source's site name: a referrer's name as counted, or a UTM source's (lower case, aliases and hosts resolved). */
function siteOf(source: string): string {
  const s = source.trim().toLowerCase();
  return ALIASES[s] ?? (s.includes('.') ? referrerName(s) : s);
}
const isSearch = (site: string) => SEARCH.some(([name]) => name === site);
const isSocial = (site: string) => SOCIAL.some(([name]) => name === site);

/** The channel of a visit (or of a lead, from the visit it stored): GA's default rules, in their order. */
export function channelOf(visit: { utm_source?: string; utm_medium?: string; referrer?: string }): Channel {
  const medium = (visit.utm_medium ?? '').trim().toLowerCase();
  const tagged = (visit.utm_source ?? '').trim();
  const site = siteOf(tagged || (visit.referrer ?? ''));
  if (!site && !medium) return 'direct';
  if (isSearch(site) && PAID.test(medium)) return 'paid_search';
  if (isSocial(site) && PAID.test(medium)) return 'paid_social';
  if (isSearch(site) || medium === 'organic') return 'organic_search';
  if (isSocial(site) || SOCIAL_MEDIUM.test(medium)) return 'social';
  if (EMAIL.test(site) || EMAIL.test(medium)) return 'email';
  if (REFERRAL_MEDIUM.test(medium) || (!tagged && !medium && site)) return 'referral';
  return 'other';
}
