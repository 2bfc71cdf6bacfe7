import { type Context, Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from './env';
import { languageMiddleware } from './i18n/middleware';
import { previewFraming, securityHeaders } from './security';
import { htmlCache } from './html-cache';
import { htmlCacheControl, nonCanonicalNoindex, requestLog } from './middleware';
import { forRequest } from './dev/view';
import { DEFAULT_LANG } from './shared/languages';

/**
 * The worker's app in two parts, so that a new isolate evaluates only what its first request
 * needs. This front holds the middleware every request passes (its log line, the security
 * headers and nonce, the language, the HTML cache with its tiers); a page the HTML cache serves,
 * which is a new isolate's usual first view (the build tier), needs nothing more. The pages, the
 * API, the renderer with React and the texts are in src/app-routes.tsx, which the first request
 * that gets past the cache imports (`import()` inside one bundle: its code is uploaded and
 * compiled with the rest, but evaluated only then). The start-up it saves: docs/performance.md.
 */
export const app = new Hono<AppEnv>();

/** The routes, evaluated by the first request that needs them and kept for the isolate's life. */
let routes: Promise<typeof import('./app-routes')> | undefined;
const loadRoutes = () => {
  routes ??= import('./app-routes');
  return routes;
};

// Development only: a request's own vars (x-dev-vars), and the bindings DEV_FAULTS names failing
// on every call (src/dev/view.ts).
app.use(async (c, next) => {
  c.env = forRequest(c.env, c.req.raw);
  await next();
});
// First: every line logged while a request runs carries its reference (cf-ray).
app.use(requestLog);
app.use(nonCanonicalNoindex);
app.use(trimTrailingSlash({ alwaysRedirect: true }));
app.use(previewFraming);
app.use(securityHeaders);
app.use(languageMiddleware);
app.use(htmlCacheControl);
// Serves a page rendered in the last minute with this request's nonce (src/html-cache/).
app.use(htmlCache);

// A form posted without JavaScript that nothing could keep comes back as its own page, which the
// app renders for it (src/leads/routes/unsent.ts): the one way down to the pages from a route.
app.use('/api/*', async (c, next) => {
  c.set('renderPage', async (req) => app.fetch(req, c.env, executionContextOf(c)));
  await next();
});

// Everything else: the routes, in the same request and with the same variables.
app.all('*', async (c) => (await loadRoutes()).answer(c, executionContextOf(c)));

// An error in the middleware above (the routes answer their own): the same error page, or the
// last resort if the routes themselves could not be loaded.
app.onError(async (err, c) => {
  const loaded = await loadRoutes().catch(() => undefined);
  if (loaded) return loaded.answerError(err, c);
  const { fallbackErrorResponse } = await import('./pages/errors/fallback');
  return fallbackErrorResponse(c.var.ray ?? crypto.randomUUID(), c.var.lang ?? DEFAULT_LANG);
});

function executionContextOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // app.fetch called without one (the tests)
  }
}
