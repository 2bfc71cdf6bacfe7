import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { textsMiddleware } from './i18n/texts-middleware';
import { ErrorPage } from './pages/errors/error-page';
import { fallbackErrorResponse } from './pages/errors/fallback';
import { DEFAULT_LANG } from './shared/languages';
import { NotFoundPage } from './pages/errors/not-found';
import { renderer } from './renderer';
import { stylesMiddleware, stylesReadStart } from './renderer/styles';
import { unlistedMeta } from './seo/page-meta';
import { api } from './routes/api';
import { pages } from './routes/pages';
import { seo } from './routes/seo';
import { system } from './routes/system';
import { admin } from './analytics/report-route';
import { siteFrame } from './content/frame-route';
import { crawlerFullRender } from './middleware';
import { currentLogScope, errorCause, logger, shortStack } from './log';

/**
 * The routes of the app (src/app.tsx is the front every request passes first): what a request
 * that the HTML cache does not serve needs, evaluated by the first such request of an isolate.
 * They run in a Hono app of their own, on the front's Request, bindings and execution context,
 * and with the front's variables (shareVariables below): one request, one set of values.
 */
const routes = new Hono<AppEnv>();

/** The front's context of each request the routes answer, for its variables. */
const fronts = new WeakMap<Request, Context<AppEnv>>();

/**
 * Makes the routes' context read and write the front's variables (the nonce, the language, the
 * page view's per-view values, the log reference), so that what a route sets is what the front's
 * middleware reads after it (the HTML cache stores a page with holes at the values the render
 * registered). Hono keeps a context's variables in a private map behind `set`, `get` and `var`,
 * which is what every middleware uses.
 */
function shareVariables(c: Context<AppEnv>, front: Context<AppEnv>): void {
  c.set = front.set;
  c.get = front.get;
  Object.defineProperty(c, 'var', { get: () => front.var });
}

routes.use(async (c, next) => {
  const front = fronts.get(c.req.raw);
  if (front) shareVariables(c, front);
  await next();
});
// After the HTML cache (in the front), before the renderer: a crawler gets the page in one piece.
routes.use(crawlerFullRender);
// The stylesheet's read, under way while the texts are read (waited for by stylesMiddleware).
routes.use(stylesReadStart);
// The request's t(), once the language's texts are read: after the HTML cache, which needs none.
routes.use(textsMiddleware);
// The header, footer, chat greeting and consent banner from the CMS's site settings, when there is one.
routes.use(siteFrame);
// The stylesheet's parts, read by the isolate's first render: after the HTML cache, which needs none.
routes.use(stylesMiddleware);
routes.use(renderer);

routes.route('/api', api);
routes.route('/', system);
// The owner's conversion report (sign-in, page, CSV): never cached, never indexed.
routes.route('/admin', admin);
routes.route('/', seo);
// Every page exists in each URL family: unprefixed (language per request) and /pt, /en, /es.
for (const base of ['/', '/pt', '/en', '/es']) {
  routes.route(base, pages);
}

routes.notFound((c) => {
  c.status(404);
  return c.render(<NotFoundPage />, {
    meta: unlistedMeta(c.var.t('notFound.title')),
  });
});

routes.onError((err, c) => answerError(err, c));

/** The front's request answered by the routes. */
export function answer(front: Context<AppEnv>, executionCtx: Context<AppEnv>['executionCtx'] | undefined): Response | Promise<Response> {
  fronts.set(front.req.raw, front);
  return routes.fetch(front.req.raw, front.env, executionCtx);
}

/** The answer to an error: the error page in the visitor's language, JSON on the API. */
export async function answerError(err: Error, c: Context<AppEnv>): Promise<Response> {
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
}
