import { describe, expect, it } from 'vitest';
import { html } from '../helpers/worker';

const GA_ENDPOINTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('analytics tag', () => {
  for (const path of ['/about', '/en/solutions/erp-digital', '/es/contact', '/diagnosticlean', '/services']) {
    it(`is absent from ${path} when GA_MEASUREMENT_ID is unset`, async () => {
      const { res, text } = await html(path, { envOverrides: { GA_MEASUREMENT_ID: '' } });
      expect(res.status).toBe(200);
      expect(text).not.toContain('data-ga-id');
      expect(text).not.toMatch(/googletagmanager|google-analytics|gtag/);
      expect(text).not.toMatch(/\/assets\/analytics-/);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).not.toMatch(/google-analytics|googletagmanager|analytics\.google/);
    });

    it(`is announced on ${path} when GA_MEASUREMENT_ID is set, and the CSP lets it report`, async () => {
      const { res, text } = await html(path, { envOverrides: { GA_MEASUREMENT_ID: 'G-TEST12345' } });
      expect(res.status).toBe(200);
      expect(/<html[^>]*>/.exec(text)?.[0]).toContain('data-ga-id="G-TEST12345"');
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      const connect = directive(csp, 'connect-src');
      for (const endpoint of GA_ENDPOINTS) expect(connect).toContain(endpoint);
      // The loader (client/analytics.ts, nonce'd, only now) adds gtag.js: allowed through 'strict-dynamic'.
      const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src'))?.[1];
      const loader = /<script type="module" src="\/assets\/analytics-[^"]+\.js" nonce="([^"]+)"/.exec(text);
      expect(loader?.[1]).toBe(nonce);
      expect(directive(csp, 'script-src')).toContain("'strict-dynamic'");
      // Nothing third-party is in the HTML itself: gtag.js loads on the first interaction.
      expect(text).not.toContain('googletagmanager.com/gtag/js');
    });
  }
});
