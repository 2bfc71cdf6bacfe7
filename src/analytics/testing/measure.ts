// Beacons as the loader sends them, and the counters they leave, for the worker tests.
import { env } from 'cloudflare:test';
import { ORIGIN, request } from '../../../test/helpers/worker';
import type { Bindings } from '../../env';
import { EMPTY_DIMS, type Dims } from '../measure/dims';
import { type CountRow, upsertCount } from '../measure/store';
import type { BeaconBody as WireBody } from '../../shared/beacon-protocol';

/** A desktop Chrome as a visitor has it (a headless one is not counted). */
export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

/** A beacon as the protocol has it, with room for the wrong values the tests send. */
export type BeaconBody = Omit<WireBody, 'e' | 'k' | 'g'> & { e: string; k?: string; g?: string };

/** POST /api/beacon from a visitor (IP, user agent, country), as sendBeacon sends it. */
export function sendBeacon(
  body: BeaconBody | string,
  headers: Record<string, string> = {},
  ip = '198.51.100.7',
  envOverrides: Partial<Bindings> = {},
) {
  return request('/api/beacon', {
    envOverrides,
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': CHROME_UA,
      'CF-Connecting-IP': ip,
      'CF-IPCountry': 'BR',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A counter row as D1 returns it. */
/** A home-page diagnostic lead with no campaign, as the measurement's tests post it; `over` changes or adds fields. */
export const homeLead = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  company: 'Metalúrgica Alfa',
  phone: '11999998888',
  email: 'ana@alfa.com.br',
  pain: 'Setups longos',
  identificador: 'home-page',
  lang: 'pt',
  page: '/pt/diagnosticlean',
  idempotency_key: crypto.randomUUID(),
  ...over,
});

export type CountRowOut = CountRow;

/** Every counter row, in a stable order. */
export async function counterRows(): Promise<CountRowOut[]> {
  const { results } = await env.LEADS_DB.prepare(
    'SELECT * FROM analytics_counts ORDER BY event, path, detail, placement',
  ).all<CountRowOut>();
  return results;
}

/** The sum of a measure over the rows of an event. */
export async function total(event: string, measure: 'count' | 'visitors' | 'page_visitors' = 'count'): Promise<number> {
  return (await counterRows()).filter((r) => r.event === event).reduce((n, r) => n + r[measure], 0);
}

let views = 0;
/** A fresh view id, as the loader makes one per page view. */
export function viewId(): string {
  views++;
  return `v${Date.now().toString(36)}${views.toString(36).padStart(4, '0')}`;
}

/** Empties the measurement's tables (between the tests of one file). */
export async function clearAnalytics(): Promise<void> {
  await env.LEADS_DB.batch(
    [
      'analytics_counts',
      'analytics_visitors',
      'analytics_salts',
      'analytics_budget',
      'analytics_digests',
      'analytics_zones',
      'analytics_values',
      'analytics_view_lcp',
    ].map((t) => env.LEADS_DB.prepare(`DELETE FROM ${t}`)),
  );
}

/** A day's counters as a test states them: the dimensions it names, the rest empty. */
export type SeedRow = Partial<Dims> & { day: string; event: string; count: number; visitors?: number; page_visitors?: number };

/** Writes counters straight into D1, as days of measurement the report then reads. */
export async function seedCounts(rows: SeedRow[]): Promise<void> {
  await env.LEADS_DB.batch(
    rows.map((r) =>
      upsertCount(env.LEADS_DB, {
        ...EMPTY_DIMS,
        ...r,
        event: r.event as 'view',
        visitors: r.visitors ?? 0,
        page_visitors: r.page_visitors ?? 0,
      }),
    ),
  );
}
