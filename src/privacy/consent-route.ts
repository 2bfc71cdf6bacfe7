import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isCrossSite } from '../http/origin';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, isConsentChoice } from '../shared/consent';
import { safeNext } from '../routes/system';

/**
 * POST /api/consent: the consent banner's buttons without JavaScript. Stores the analytics
 * choice (`granted` or `denied`) for 6 months and returns to the page (303). The browser's
 * consent script sets the same cookie itself and never posts here.
 */
export const consent = new Hono<AppEnv>();

consent.post('/consent', async (c) => {
  // Another site must not be able to choose for the visitor.
  if (isCrossSite(c.req.raw, c.get('origin'))) return c.text('Forbidden', 403);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const choice = form.analytics;
  if (!isConsentChoice(choice)) return c.text('Bad Request: analytics must be granted or denied', 400);
  setCookie(c, CONSENT_COOKIE, choice, {
    path: '/',
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeNext(typeof form.next === 'string' ? form.next : undefined), 303);
});
