import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { LANGS, type Lang } from '../i18n/languages';
import { PURGE_EVENTS, PURGE_MODELS, purgeCache } from '../content/purge';
import { purgeHtmlCache } from '../html-cache';
import { contentService } from '../content/service';
import { bearerToken, sameSecret } from '../http/secret';
import { ARCHIVE_PAGE_SIZE, BlogApiError } from '../content/types';

/** GET /api/articles (the archive's "load more") and POST /api/cms-webhook (cache purge). */
export const contentApi = new Hono<AppEnv>();

export const SEARCH_MAX = 100;
export const PAGE_MAX = 1000;

// Three strings only: an inline map keeps this route out of the shared locale files.
const MESSAGES = {
  badRequest: { pt: 'Parâmetros inválidos.', en: 'Invalid parameters.', es: 'Parámetros no válidos.' },
  unavailable: {
    pt: 'Erro ao carregar os artigos. Tente novamente.',
    en: 'Error loading the articles. Please try again.',
    es: 'Error al cargar los artículos. Inténtalo de nuevo.',
  },
} satisfies Record<string, Record<Lang, string>>;

// zod/mini, the schemas built on first use (nothing at an isolate's start-up).
let querySchema: ReturnType<typeof buildQuerySchema> | undefined;
function buildQuerySchema() {
  const filterSlug = z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9-]{1,80}$/)));
  return z.object({
    page: z._default(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(PAGE_MAX)), 1),
    category: filterSlug,
    tag: filterSlug,
    search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
    lang: z.optional(z.enum(LANGS)),
  });
}

/**
 * Items are Articles with `content` emptied (cards show the excerpt).
 * Query: page (1..1000), category, tag, search (≤ 100 chars), lang (pt|en|es, default the
 * request's language). Category and tag are mutually exclusive: when both come, category wins
 * and tag is ignored; 'all' or empty means no filter; search combines with either.
 */
contentApi.get('/articles', async (c) => {
  const parsed = (querySchema ??= buildQuerySchema()).safeParse(emptyToUndefined(c.req.query()));
  if (!parsed.success) return apiError(c, 400, MESSAGES.badRequest[c.var.lang]);
  const { page, category, tag, search, lang = c.var.lang } = parsed.data;
  try {
    const result = await contentService(c).listArticles({ lang, page, pageSize: ARCHIVE_PAGE_SIZE, category, tag, search });
    c.header('Cache-Control', 'public, max-age=60');
    // Cards never show the body: dropping it keeps a page of 12 at a few kB instead of ~100 kB.
    const items = result.items.map((a) => ({ ...a, content: '' }));
    return c.json({ items, page: result.page, pageSize: result.pageSize, hasMore: result.hasMore });
  } catch (err) {
    if (!(err instanceof BlogApiError)) throw err;
    // The CMS is down and nothing is cached; the body stays in the log, never in the answer.
    console.error(`GET /api/articles: ${err.message}`, err.body.slice(0, 500));
    c.header('Retry-After', '30');
    return apiError(c, 503, MESSAGES.unavailable[lang]);
  }
});

function emptyToUndefined(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ''));
}

function apiError(c: Context<AppEnv>, status: 400 | 401 | 404 | 503, error: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error }, status);
}

let webhookSchema: ReturnType<typeof buildWebhookSchema> | undefined;
function buildWebhookSchema() {
  return z.object({
    event: z.enum(PURGE_EVENTS),
    model: z.enum(PURGE_MODELS),
    entry: z.looseObject({ slug: z.nullish(z.string().check(z.minLength(1), z.maxLength(200))) }),
  });
}

/**
 * Strapi webhook (Settings → Webhooks, header `Authorization: Bearer <secret>` or
 * `X-Webhook-Secret: <secret>`): purges what an entry.publish/update/unpublish/delete of an
 * article, category or tag makes stale. 404 while CMS_WEBHOOK_SECRET is unset (the endpoint
 * does not exist), 401 for a wrong secret, 400 for any other body; else {purged: n}.
 */
contentApi.post('/cms-webhook', async (c) => {
  const secret = c.env.CMS_WEBHOOK_SECRET;
  if (!secret) return apiError(c, 404, 'Not found');
  const given = c.req.header('x-webhook-secret') ?? bearerToken(c.req.header('authorization'));
  if (!given || !(await sameSecret(given.trim(), secret))) return apiError(c, 401, 'Unauthorized');
  const body = (webhookSchema ??= buildWebhookSchema()).safeParse(await c.req.json().catch(() => null));
  if (!body.success) return apiError(c, 400, 'Unsupported webhook payload');
  const purged = await purgeCache(c.env.CONTENT_CACHE, { model: body.data.model, slug: body.data.entry.slug ?? undefined });
  // Pages rendered from the old content go too, here at once and in other isolates within 30 s.
  await purgeHtmlCache(c.env);
  return c.json({ purged });
});
