import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { LANGS, type Lang } from '../shared/languages';
import { articleRoute, localizedPath } from '../shared/links';
import { markPreview } from '../routes/preview';
import { purgeHtmlCache } from '../html-cache';
import { articlePreviews, cmsWebhook, contentService, langOfLocale, PREVIEW_PARAM, pagePreviewRoute } from './service';
import { bearerToken } from '../http/secret';
import { ARCHIVE_PAGE_SIZE, ARTICLE_SLUG, ContentServiceError, type WebhookBody } from './types';
import { failedBecause, logger } from '../log';
import { contentRequest } from '../routes/request-values';

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
    const result = await contentService(contentRequest(c)).listArticles({ lang, page, pageSize: ARCHIVE_PAGE_SIZE, category, tag, search });
    c.header('Cache-Control', 'public, max-age=60');
    // Cards never show the body: dropping it keeps a page of 12 at a few kB instead of ~100 kB.
    const items = result.items.map((a) => ({ ...a, content: '' }));
    return c.json({ items, page: result.page, pageSize: result.pageSize, hasMore: result.hasMore });
  } catch (err) {
    if (!(err instanceof ContentServiceError)) throw err;
    // The CMS is down and nothing is cached: logged, and the visitor gets a plain 503.
    failedBecause(`CMS unavailable, nothing cached: ${err.message}`);
    logger.warn('cms.failed', { what: 'article list', status: err.status, cause: err.message.slice(0, 300) });
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
  const short = (max: number) => z.string().check(z.maxLength(max));
  return z.looseObject({
    event: z.string().check(z.minLength(1), z.maxLength(100)),
    model: z.optional(short(200)),
    uid: z.optional(short(200)),
    createdAt: z.optional(z.string()),
    entry: z.nullish(z.record(z.string(), z.unknown())),
    media: z.nullish(z.record(z.string(), z.unknown())),
  });
}

/**
 * Strapi webhook (Settings → Webhooks, header `Authorization: Bearer <secret>` or
 * `X-Webhook-Secret: <secret>`). 404 while CMS_WEBHOOK_SECRET is unset (the endpoint does not
 * exist), 401 for a wrong secret, 400 for a body that is not a Strapi webhook. Events that change
 * nothing the site shows (draft saves, entry.create of a draft, unknown models, uploads) are
 * answered 200 `{purged: false}` at no KV cost; the others start a new content generation (one
 * per burst: src/content/webhook.ts), empty this isolate's HTML cache and answer
 * `{purged: true}` once done, so the change is visible here when Strapi gets the answer.
 */
contentApi.post('/cms-webhook', async (c) => {
  const webhook = cmsWebhook(c.env);
  if (!webhook) return apiError(c, 404, 'Not found');
  const given = c.req.header('x-webhook-secret') ?? bearerToken(c.req.header('authorization'));
  if (!given || !(await webhook.accepts(given.trim()))) return apiError(c, 401, 'Unauthorized');
  const parsed = (webhookSchema ??= buildWebhookSchema()).safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return apiError(c, 400, 'Unsupported webhook payload');
  const body = parsed.data as WebhookBody;
  const verdict = webhook.classify(body);
  c.header('Cache-Control', 'no-store');
  if (!verdict.purge) {
    logger.info('cache.purge_skipped', { trigger: body.event, model: body.model ?? null, reason: verdict.reason });
    return c.json({ purged: false, reason: verdict.reason });
  }
  const { joined } = await webhook.purge(body);
  purgeHtmlCache();
  logger.info('cache.purged', { trigger: body.event, model: body.model ?? null, reason: verdict.reason, coalesced: joined });
  return c.json({ purged: true, reason: verdict.reason, coalesced: joined });
});

const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/**
 * Draft preview entry (src/content/preview.ts). Strapi 5's Preview calls it with documentId,
 * locale, status and slug (cms/strapi/config/admin.js), and `model` for a marketing page's entry;
 * a Strapi 4 preview link with slug and locale. 404 while CMS_PREVIEW_SECRET or CMS_API_URL is
 * unset; 401, and nothing else, for a wrong or missing secret; else 303 to the article (or the
 * page the entry holds) with a signed token valid 30 minutes, or to the published page when
 * Strapi asks for the published version.
 */
contentApi.get('/preview', async (c) => {
  const previews = articlePreviews(c.env);
  markPreview(c);
  if (!previews) return apiError(c, 404, 'Not found');
  const q = c.req.query();
  if (!q.secret || !(await previews.accepts(q.secret))) return apiError(c, 401, 'Unauthorized');
  const lang = langOfLocale(q.locale);
  const slug = q.slug && ARTICLE_SLUG.test(q.slug) ? q.slug : undefined;
  const documentId = q.documentId && DOCUMENT_ID.test(q.documentId) ? q.documentId : undefined;
  if (q.model !== undefined) {
    const route = pagePreviewRoute(q.model, slug);
    if (!route) return apiError(c, 400, MESSAGES.badRequest[lang]);
    if (q.status === 'published') return c.redirect(localizedPath(lang, route), 303);
    const token = await previews.sign({ lang, model: q.model, ...(documentId ? { documentId } : {}) });
    return c.redirect(`${localizedPath(lang, route)}?${PREVIEW_PARAM}=${token}`, 303);
  }
  if (!slug && !documentId) return apiError(c, 400, MESSAGES.badRequest[lang]);
  if (q.status === 'published' && slug) return c.redirect(localizedPath(lang, articleRoute(slug)), 303);
  const token = await previews.sign({ lang, ...(documentId ? { documentId } : {}), ...(slug ? { slug } : {}) });
  // The path's slug is only for the reader: the token says which draft (a draft may have no slug yet).
  return c.redirect(`${localizedPath(lang, articleRoute(slug ?? 'preview'))}?${PREVIEW_PARAM}=${token}`, 303);
});
