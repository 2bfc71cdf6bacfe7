import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from './env';
import { languageMiddleware, textsMiddleware } from './i18n/middleware';
import { ErrorPage } from './pages/errors/error-page';
import { fallbackErrorResponse } from './pages/errors/fallback';
import { DEFAULT_LANG } from './shared/languages';
import { NotFoundPage } from './pages/errors/not-found';
import { renderer } from './renderer';
import { unlistedMeta } from './seo/page-meta';
import { api } from './routes/api';
import { pages } from './routes/pages';
import { seo } from './routes/seo';
import { system } from './routes/system';
import { admin } from './analytics/report-route';
import { previewFraming, securityHeaders } from './security';
import { htmlCache } from './html-cache';
import { siteFrame } from './content/frame-route';
import { crawlerFullRender, htmlCacheControl, nonCanonicalNoindex, requestLog } from './middleware';
import { currentLogScope, errorCause, logger, shortStack } from './log';
import { forRequest } from './dev/view';

export const app = new Hono<AppEnv>();

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
app.use(crawlerFullRender);
// The request's t(), once the language's texts are read: after the HTML cache, which needs none.
app.use(textsMiddleware);
// The header, footer, chat greeting and consent banner from the CMS's site settings, when there is one.
app.use(siteFrame);
app.use(renderer);

// A form posted without JavaScript that nothing could keep comes back as its own page, which the
// app renders for it (src/leads/routes/unsent.ts): the one way down to the pages from a route.
app.use('/api/*', async (c, next) => {
  let ctx: typeof c.executionCtx | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  c.set('renderPage', async (req) => app.fetch(req, c.env, ctx));
  await next();
});
app.route('/api', api);
app.route('/', system);
// The owner's conversion report (sign-in, page, CSV): never cached, never indexed.
app.route('/admin', admin);
app.route('/', seo);
// Every page exists in each URL family: unprefixed (language per request) and /pt, /en, /es.
for (const base of ['/', '/pt', '/en', '/es']) {
  app.route(base, pages);
}

app.notFound((c) => {
  c.status(404);
  return c.render(<NotFoundPage />, {
    meta: unlistedMeta(c.var.t('notFound.title')),
  });
});

app.onError(async (err, c) => {
  // The reference the visitor sees is the one in the log line (cf-ray, which Workers Logs also
  // records); requestLog writes that line, with this cause, once the answer is known.
  const code = c.var.ray ?? crypto.randomUUID();
  const scope = currentLogScope();
  if (scope) {
    scope.cause = errorCause(err);
    scope.stack = shortStack(err);
  } else {
    logger.error('request.failed', { 'cf-ray': code, status: 500, cause: errorCause(err), stack: shortStack(err) });
  }
  const message = `${err.name}: ${err.message}`.slice(0, 200);
  if (c.req.path.startsWith('/api/')) {
    return c.json({ error: c.var.t?.('error.heading') ?? 'Internal error', code }, 500);
  }
  try {
    c.status(500);
    return await c.render(<ErrorPage code={code} message={message} />, {
      meta: unlistedMeta(c.var.t('error.title')),
    });
  } catch (renderError) {
    logger.error('error_page.failed', { fallback: 'static error page', cause: errorCause(renderError), stack: shortStack(renderError) });
    return fallbackErrorResponse(code, c.var.lang ?? DEFAULT_LANG);
  }
});
