// The analytics consent cookie, shared by the worker (the no-JavaScript form post, the banner's
// server render) and the browser's consent script (client/analytics.ts).

/** Cookie that records the visitor's analytics choice. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** How long the choice is kept: 6 months (182 days), then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;
/** Lifetime we give Google Analytics' cookies (gtag cookie_expires): 13 months instead of its 2 years. */
export const GA_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 395;

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'granted' || value === 'denied';
}

/** The stored choice in a Cookie header (or document.cookie), if any. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isConsentChoice(value)) return value;
  }
  return undefined;
}
