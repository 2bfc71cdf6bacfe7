// POST /api/beacon: one view, call to action, form start or vital from the starter
// (client/loader/beacon.ts), read with the wire format's schema (src/shared/beacon-schema.ts).
// Answers 204 (counted, or deliberately not: a bot, a headless browser, Sec-GPC or DNT) or 400
// (not this site's origin, a body over 1 KB, an unknown event, path or shape), never 500.
import { isbot } from 'isbot';
import { cleanDims, dayOf, deviceOf, countryOf, referrerName, validHost } from './dims';
import { BEACON_LIMITS } from '../../shared/beacon-protocol';
import { beaconSchema, ctaKindOf, PLACEMENT, problemOf, vitalOf } from '../../shared/beacon-schema';
import { admit, enqueue, type Hit, type Limits } from './batch';
import { visitorHash } from './visitor';
import { countedAddress } from '../../http/address';
import { readLimited } from '../../http/body';

/** Largest beacon body. */
export const BEACON_MAX_BYTES = BEACON_LIMITS.bytes;

export interface BeaconDeps {
  db: D1Database;
  /** Rows the measurement may write a day (ANALYTICS_DAILY_WRITES), distinct values per dimension a day (ANALYTICS_DAILY_VALUES). */
  limits: Limits;
  /** The site's host, part of the visitor hash. */
  site: string;
  /** Origins that are this site (the request's, SITE_URL's). */
  origins: readonly string[];
  /** Whether a path is a page the site serves (a static route, an article that exists). */
  knownPath: (path: string) => boolean | Promise<boolean>;
  /** The site's time zone (SITE_TIMEZONE): the day a beacon is counted under. */
  timeZone: string;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: number;
}

export type BeaconAnswer = { status: 204; counted: boolean; reason?: string } | { status: 400; reason: string };

const LANGS: Record<string, string> = { pt: 'pt', 'pt-br': 'pt', en: 'en', es: 'es' };

/** A crawler's user agent, or a browser driven by automation that says so (headless Chrome, PhantomJS). */
export function isAutomated(userAgent: string): boolean {
  return !userAgent || isbot(userAgent) || /HeadlessChrome|Headless|PhantomJS|Electron|Lighthouse/i.test(userAgent);
}

export async function ingestBeacon(request: Request, deps: BeaconDeps): Promise<BeaconAnswer> {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (!origin || !deps.origins.includes(origin) || (site && site !== 'same-origin')) return { status: 400, reason: 'origin' };
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return { status: 400, reason: 'type' };
  const bytes = await readLimited(request, BEACON_MAX_BYTES);
  if (bytes === null) return { status: 400, reason: 'too-large' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { status: 400, reason: 'json' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { status: 400, reason: 'shape' };
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { status: 400, reason: problemOf(parsed.error) };
  const body = parsed.data;
  if (!(await deps.knownPath(body.p))) return { status: 400, reason: 'path' };

  // A visitor who asked not to be tracked, or a robot, gets the same answer and is not counted.
  if (request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1')
    return { status: 204, counted: false, reason: 'opt-out' };
  const userAgent = request.headers.get('user-agent') ?? '';
  if (isAutomated(userAgent)) return { status: 204, counted: false, reason: 'bot' };

  const at = deps.now ?? Date.now();
  // An IPv6 visitor's /64 is one visitor, as for every limit (http/address.ts).
  const ip = countedAddress(request.headers.get('cf-connecting-ip') ?? '');
  const day = dayOf(at, deps.timeZone);
  const hash = await visitorHash(deps.db, day, deps.site, ip, userAgent);
  const vital = vitalOf(body);
  // A vital is counted per page, language and device only: a rating, never a timing, and no source.
  const dims = cleanDims({
    path: body.p,
    lang: LANGS[(body.l ?? '').toLowerCase()] ?? '',
    country: vital ? '' : countryOf(request),
    device: deviceOf(userAgent),
    referrer: vital ? '' : referrerName(validHost(body.r)),
    utm_source: vital ? '' : body.s,
    utm_medium: vital ? '' : body.m,
    utm_campaign: vital ? '' : body.c,
    placement: body.t && PLACEMENT.test(body.t) ? body.t : '',
    detail: vital ? `${vital}:${body.g}` : (ctaKindOf(body) ?? ''),
  });
  const hit: Hit = { event: body.e, at, day, hash, view: body.v, dims };
  if (!admit(hit)) return { status: 204, counted: false, reason: 'repeat-or-bound' };
  enqueue(deps.db, deps.limits, hit, deps.waitUntil);
  return { status: 204, counted: true };
}
