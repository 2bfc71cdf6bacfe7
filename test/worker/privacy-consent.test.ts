import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS } from '../../src/shared/consent';
import { html, request } from '../helpers/worker';

const GA = { GA_MEASUREMENT_ID: 'G-TEST12345' };
const banner = (raw: string) => /<section class="consent-banner"[^>]*>[\s\S]*?<\/section>/.exec(raw)?.[0];

describe('consent banner', () => {
  for (const path of ['/', '/en/about', '/es/services', '/pt/diagnostico-lean-digital-gratuito']) {
    it(`${path}: no banner, no consent link and no script where analytics is off`, async () => {
      const { text } = await html(path, { envOverrides: { GA_MEASUREMENT_ID: '' } });
      expect(text).not.toContain('consent-banner');
      expect(text).not.toContain('data-consent-open');
      expect(text).not.toMatch(/\/assets\/analytics-/);
    });

    it(`${path}: with analytics, the banner offers accept and reject with the same weight`, async () => {
      const { text } = await html(path, { envOverrides: GA });
      const section = banner(text);
      expect(section).toBeDefined();
      expect(section).not.toMatch(/<section[^>]*\shidden/);
      const buttons = [...section!.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)];
      expect(buttons.map((b) => /value="(\w+)"/.exec(b[1]!)?.[1])).toEqual(['granted', 'denied']);
      // Same element, same classes: neither choice is styled to win.
      expect(new Set(buttons.map((b) => /class="([^"]*)"/.exec(b[1]!)?.[1])).size).toBe(1);
      expect(section).toContain('action="/api/consent"');
      expect(section).not.toMatch(/checked/);
      expect(text).toContain('data-consent-open=""');
    });
  }

  it('speaks the page language', async () => {
    expect(banner((await html('/en', { envOverrides: GA })).text)).toContain('>Accept</button>');
    expect(banner((await html('/es', { envOverrides: GA })).text)).toContain('>Rechazar</button>');
    expect(banner((await html('/pt', { envOverrides: GA })).text)).toContain('>Recusar</button>');
  });

  for (const choice of ['granted', 'denied']) {
    it(`is rendered hidden once the visitor has chosen (${choice}), ready for the footer link`, async () => {
      const { text } = await html('/en/about', { envOverrides: GA, headers: { cookie: `cookie_consent=${choice}` } });
      expect(banner(text)).toMatch(/<section[^>]*\shidden=""/);
    });
  }

  it('a malformed choice counts as none', async () => {
    const { text } = await html('/en/about', { envOverrides: GA, headers: { cookie: 'cookie_consent=maybe' } });
    expect(banner(text)).not.toMatch(/<section[^>]*\shidden/);
  });

  it('the privacy page shows the current choice next to the same two buttons', async () => {
    const none = (await html('/en/privacy', { envOverrides: GA })).text;
    expect(none).toContain('data-consent-state="none"');
    const denied = (await html('/en/privacy', { envOverrides: GA, headers: { cookie: 'cookie_consent=denied' } })).text;
    expect(denied).toContain('data-consent-state="denied"');
    expect(denied).toContain('id="cookie-preferences"');
    expect(denied).toContain('value="/en/privacy#cookie-preferences"');
  });
});

describe('POST /api/consent (the banner without JavaScript)', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    request('/api/consent', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.com', ...headers },
      envOverrides: GA,
      redirect: 'manual',
    });

  for (const choice of ['granted', 'denied']) {
    it(`stores ${choice} for 6 months and returns to the page`, async () => {
      const res = await post(`analytics=${choice}&next=${encodeURIComponent('/en/blog?tag=mes')}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/en/blog?tag=mes');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`cookie_consent=${choice}`);
      expect(cookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
      expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeGreaterThanOrEqual(180);
      expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeLessThanOrEqual(366);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toContain('Secure');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  }

  it('never redirects off the site', async () => {
    const res = await post(`analytics=denied&next=${encodeURIComponent('//evil.example/x')}`);
    expect(res.headers.get('location')).toBe('/');
  });

  it('refuses another site choosing for the visitor', async () => {
    const res = await post('analytics=granted', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses anything but granted or denied', async () => {
    const res = await post('analytics=yes');
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
