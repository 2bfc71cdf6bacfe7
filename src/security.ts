import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { viewNonce } from './html-cache/per-view';
import { perViewOf } from './routes/request-values';
import type { AppEnv } from './env';

// Third parties the pages may use, and only these: the office map and the ERP video
// (frames), Turnstile (script + frame) and Google Analytics (when GA_MEASUREMENT_ID is set).
const FRAMES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://challenges.cloudflare.com',
];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const analytics = (c: Context<AppEnv>) => (c.env.GA_MEASUREMENT_ID ? ANALYTICS.join(' ') : '');

/**
 * Security headers on every worker response. Scripts run only with this request's nonce and
 * what those scripts load ('strict-dynamic'); no 'unsafe-inline' for scripts. The inlined
 * stylesheet carries the nonce too; style attributes stay refused.
 * Static files served straight from assets get theirs from public/_headers.
 */
const secure = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", NONCE],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", 'https://challenges.cloudflare.com', (c) => analytics(c as Context<AppEnv>)],
    frameSrc: FRAMES,
    mediaSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  // Share buttons open X, Facebook, LinkedIn and WhatsApp in a popup; 'same-origin' would still
  // allow that (noopener) but breaks nothing here, so keep the strict default.
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
});

/**
 * The headers above, and this request's nonce registered as a per-view value: every script
 * element carries it, so a cached page gets the nonce of the request it is served to.
 */
export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  secure(c, async () => {
    viewNonce(perViewOf(c));
    await next();
  }),
);

/**
 * A draft preview (c.var.preview) is shown inside the CMS admin (Strapi 5's preview panel): its
 * answer may be framed by the CMS admin's origin (CMS_ADMIN_ORIGIN, else CMS_API_URL's), and by
 * nothing else. Every other answer keeps frame-ancestors 'none' and X-Frame-Options DENY.
 * Registered outside securityHeaders, so it sees the headers that middleware set.
 */
export const previewFraming = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.get('preview')) return;
  // Imported here, not at the top: only a preview reaches this line, and the route that made it
  // has loaded the content service already (a new isolate's start-up does not: src/app.tsx).
  const { cmsAdminOrigin } = await import('./content/service');
  const origin = cmsAdminOrigin(c.env);
  const csp = c.res.headers.get('Content-Security-Policy');
  if (!origin || !csp) return;
  c.res.headers.set('Content-Security-Policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origin}`));
  c.res.headers.delete('X-Frame-Options');
});
