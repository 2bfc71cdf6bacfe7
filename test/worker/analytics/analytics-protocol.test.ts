// The beacon's wire format (src/shared/beacon-protocol.ts): what the starter builds is what the
// server's schema takes, and the starter inlined in every page carries none of zod.
import { describe, expect, it } from 'vitest';
import manifest from '../../../src/generated/client-manifest.json';
import { BEACON_EVENTS, type BeaconBody, CTA_KINDS, VITAL_RATINGS, VITALS } from '../../../src/shared/beacon-protocol';
import { beaconSchema, problemOf } from '../../../src/shared/beacon-schema';

const base = { p: '/pt/blog', v: 'abcdefgh12', l: 'pt-BR', r: 'www.google.com', s: 'google', m: 'cpc', c: 'feira' } as const;

describe('the beacon protocol', () => {
  it('every event the starter builds parses to the same body', () => {
    const bodies: BeaconBody[] = [
      { e: 'view', ...base },
      ...CTA_KINDS.map((k): BeaconBody => ({ e: 'cta', ...base, k, t: 'header' })),
      { e: 'form_start', ...base, t: 'home-page' },
      ...VITALS.flatMap((k) => VITAL_RATINGS.map((g): BeaconBody => ({ e: 'vital', ...base, k, g }))),
    ];
    expect(new Set(bodies.map((b) => b.e))).toEqual(new Set(BEACON_EVENTS));
    for (const body of bodies) expect(beaconSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it('refuses what the protocol does not have, and names the key at fault', () => {
    const refused = (body: unknown) => {
      const parsed = beaconSchema.safeParse(body);
      return parsed.success ? 'accepted' : problemOf(parsed.error);
    };
    expect(refused({ ...base, e: 'purchase' })).toBe('event');
    expect(refused({ ...base, e: 'view', p: 'pt' })).toBe('path');
    expect(refused({ ...base, e: 'view', v: 'x' })).toBe('view');
    expect(refused({ ...base, e: 'cta', k: 'fax' })).toBe('cta');
    expect(refused({ ...base, e: 'cta', k: 'lcp' })).toBe('cta');
    expect(refused({ ...base, e: 'form_start' })).toBe('placement');
    expect(refused({ ...base, e: 'vital', k: 'lcp' })).toBe('vital');
    expect(refused({ ...base, e: 'vital', k: 'whatsapp', g: 'good' })).toBe('vital');
  });

  it('takes a view whose placement is not a slug (the placement is then not kept), not a form start', () => {
    expect(beaconSchema.safeParse({ ...base, e: 'view', t: '<b>' }).success).toBe(true);
    expect(beaconSchema.safeParse({ ...base, e: 'form_start', t: '<b>' }).success).toBe(false);
  });

  it('the inlined starter carries no zod', () => {
    expect(manifest.start).not.toMatch(/zod|ZodError|safeParse/);
    expect(manifest.start).toContain('/api/beacon');
  });
});
