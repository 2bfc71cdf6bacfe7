// POST /api/beacon: one view, call to action or form start from the loader (client/beacon.ts).
// Answers 204 (counted, or deliberately not: a bot, a headless browser, Sec-GPC or DNT) or 400
// (not this site's origin, a body over 1 KB, an unknown event, path or shape), never 500.
import { isbot } from 'isbot';
import { BEACON_EVENTS, type BeaconEvent, CTA_KINDS, cleanDims, dayOf, deviceOf, countryOf, referrerName, validHost } from './dims';
import { admit, enqueue, type Hit } from './batch';
import { visitorHash } from './visitor';
import { countedAddress } from '../http/address';
import { readLimited } from '../http/body';

/** Largest beacon body. */
export const BEACON_MAX_BYTES = 1024;

export interface BeaconDeps {
  db: D1Database;
  /** Rows the measurement may write a day (ANALYTICS_DAILY_WRITES). */
  budget: number;
  /** The site's host, part of the visitor hash. */
  site: string;
  /** Origins that are this site (the request's, SITE_URL's). */
  origins: readonly string[];
  /** Whether a path is a page of the site (a route of the page areas). */
  knownPath: (path: string) => boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: number;
}

export type BeaconAnswer = { status: 204; counted: boolean; reason?: string } | { status: 400; reason: string };

const LANGS: Record<string, string> = { pt: 'pt', 'pt-br': 'pt', en: 'en', es: 'es' };
const VIEW_ID = /^[a-z0-9]{8,24}$/;
const SLUG = /^[a-z0-9-]{1,64}$/;

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
  const text = new TextDecoder().decode(bytes);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { status: 400, reason: 'shape' };
    body = parsed as Record<string, unknown>;
  } catch {
    return { status: 400, reason: 'json' };
  }
  const event = body.e as BeaconEvent;
  if (!BEACON_EVENTS.includes(event)) return { status: 400, reason: 'event' };
  const path = typeof body.p === 'string' ? body.p : '';
  if (!path.startsWith('/') || path.length > 120 || !deps.knownPath(path)) return { status: 400, reason: 'path' };
  const view = typeof body.v === 'string' ? body.v : '';
  if (!VIEW_ID.test(view)) return { status: 400, reason: 'view' };
  const kind = event === 'cta' ? body.k : '';
  if (event === 'cta' && !(CTA_KINDS as readonly unknown[]).includes(kind)) return { status: 400, reason: 'cta' };
  const placement = typeof body.t === 'string' && SLUG.test(body.t) ? body.t : '';
  if (event === 'form_start' && !placement) return { status: 400, reason: 'placement' };

  // A visitor who asked not to be tracked, or a robot, gets the same answer and is not counted.
  if (request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1')
    return { status: 204, counted: false, reason: 'opt-out' };
  const userAgent = request.headers.get('user-agent') ?? '';
  if (isAutomated(userAgent)) return { status: 204, counted: false, reason: 'bot' };

  const at = deps.now ?? Date.now();
  // An IPv6 visitor's /64 is one visitor, as for every limit (http/address.ts).
  const ip = countedAddress(request.headers.get('cf-connecting-ip') ?? '');
  const hash = await visitorHash(deps.db, dayOf(at), deps.site, ip, userAgent);
  const dims = cleanDims({
    path,
    lang: LANGS[String(body.l ?? '').toLowerCase()] ?? '',
    country: countryOf(request),
    device: deviceOf(userAgent),
    referrer: referrerName(validHost(body.r)),
    utm_source: body.s,
    utm_medium: body.m,
    utm_campaign: body.c,
    placement,
    detail: typeof kind === 'string' ? kind : '',
  });
  const hit: Hit = { event, at, hash, view, dims };
  if (!admit(hit)) return { status: 204, counted: false, reason: 'repeat-or-bound' };
  enqueue(deps.db, deps.budget, hit, deps.waitUntil);
  return { status: 204, counted: true };
}
