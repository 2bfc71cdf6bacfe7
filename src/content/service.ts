// The content layer as routes and the app see it: this module and types.ts. Here the bindings
// (CONTENT_CACHE, CMS_*) become a content service, draft previews and the CMS webhook, so a route
// neither imports a source nor reads a content binding (`npm run lint`, scripts/check-layers.mjs).
import type { TFunction } from 'i18next';
import { overlaidT } from '../i18n/i18n';
import type { Bindings } from '../env';
import { LANGS, type Lang } from '../shared/languages';
import { loadTexts } from '../i18n/load';
import { sameSecret, secretOf } from '../http/secret';
import type { WaitUntil } from '../http/wait-until';
import { cachedSource, type CacheOptions } from './cache';
import { assetBodies } from './embedded/bodies';
import { embeddedSource } from './embedded/source';
import { assetList } from './embedded/list';
import { contentChanges, requestContentGeneration } from './generation';
import { PAGE_MODEL_NAMES, PAGE_MODELS, PAGE_ROUTES, type PageKind, type PageModelName, SOLUTION_PAGES } from './pages/model';
import type { SectionHealth } from './pages/health';
import type { FrameTexts } from './pages/frame';
import type { PageSource } from './pages/load';
import type { PageNotice } from './pages/page-texts';
import { PREVIEW_PARAM, signPreview, verifyPreview } from './preview';
import { DEFAULT_TIMEOUT_MS, draftArticle, strapiSource, type StrapiConfig } from './strapi';
import type { ArticlePreviews, CmsWebhook, ContentService } from './types';
import { classify, coalescedPurge, renameOf } from './webhook';

export { cmsAdminOrigin, langOfLocale, PREVIEW_PARAM } from './preview';
export type { PageKind } from './pages/model';
/** Where and why a section of a marketing page's entry is not shown as written (pages/health.ts). */
export type { SectionHealth } from './pages/health';
export type { PageNotice } from './pages/page-texts';
export { type BlockName, type BlockPage, PAGE_BLOCKS } from './pages/blocks';
// The content generation (generation.ts) for what keeps pages rendered from content: the HTML
// cache's keys (src/html-cache/) and the prerendered subtrees' (src/components/prerendered.tsx).
export { knownContentGeneration, requestContentGeneration, resetContentGenerationState } from './generation';

/**
 * What the content layer needs of a request: the bindings, the Request (its content generation,
 * a preview token, the frame it was given) and its waitUntil (cache writes after the answer).
 * A route reads them from its context (src/routes/request-values.ts: contentRequest).
 */
export interface ContentRequest {
  env: Bindings;
  request: Request;
  waitUntil: WaitUntil | undefined;
}

/**
 * The content service for this request: embedded content when CMS_API_URL is unset, else
 * Strapi behind the KV cache (5 minutes fresh, stale on error, ContentServiceError with nothing cached).
 * `options` exists for tests (a clock); pages call `contentService(contentRequest(c))`.
 */
export function contentService(req: ContentRequest, options: Pick<CacheOptions, 'now'> = {}): ContentService {
  const strapi = strapiConfig(req.env);
  if (!strapi) return embeddedSource(assetList(req.env.ASSETS), assetBodies(req.env.ASSETS));
  return cachedSource(req.env.CONTENT_CACHE, strapiSource(strapi), {
    ...options,
    waitUntil: req.waitUntil,
    generation: () => requestContentGeneration(req.env, req.request),
  });
}

/**
 * Draft previews (preview.ts): null while CMS_PREVIEW_SECRET or CMS_API_URL is unset, where
 * there is nothing to preview and /api/preview does not exist. A draft is fetched live from the
 * CMS, never through the KV cache.
 */
export function articlePreviews(env: Bindings): ArticlePreviews | null {
  const secret = secretOf(env.CMS_PREVIEW_SECRET);
  const strapi = strapiConfig(env);
  if (!secret || !strapi) return null;
  return {
    accepts: (given) => sameSecret(given, secret),
    sign: (target) => signPreview(secret, target),
    async open(token) {
      const target = await verifyPreview(secret, token);
      // A marketing page's token opens that page's draft only (pageTexts), never an article.
      return target && !target.model ? { draft: () => draftArticle(strapi, target), live: strapiSource(strapi) } : null;
    },
  };
}

/** A marketing page's texts for one view (pageTexts). */
export interface PageTexts {
  t: TFunction;
  /**
   * The page's blocks in the editor's order (the dynamic zone), each with the t() it renders
   * with; absent: the page's own order (no CMS, no zone on the page, no entry in this language).
   */
  blocks?: { name: string; t: TFunction }[];
  /** In a preview: every section of the page's entries the site does not show as written, and why. */
  notices?: PageNotice[];
  /** An editor's draft preview: never cached, not indexed, framed by the CMS admin only. */
  preview: boolean;
  /** False when the CMS failed with nothing cached: the repository's texts stand in, for this view only. */
  keep: boolean;
}

/**
 * The texts of a marketing page for this request; the route makes them the request's t()
 * (c.var.t, which every component of the page reads: src/routes/page-content.tsx). Without CMS_API_URL: the repository's (locales/), untouched.
 * With a CMS: each section of the page's entries in this language (src/content/pages/), checked
 * on its own, over the repository's text, which stays wherever the CMS has no valid section.
 * `?preview=<token>` (from /api/preview) shows the draft of the model the token names, fetched
 * live. null: a preview token that is wrong, expired or for another page (the route answers 401).
 * `options` exists for tests (a clock).
 */
export async function pageTexts(
  view: ContentRequest & { lang: Lang; years: number; t: TFunction },
  page: PageKind,
  slug?: string,
  options: Pick<CacheOptions, 'now'> = {},
): Promise<PageTexts | null> {
  const token = new URL(view.request.url).searchParams.get(PREVIEW_PARAM) ?? undefined;
  const strapi = strapiConfig(view.env);
  if (!strapi) return token === undefined ? { t: view.t, preview: false, keep: true } : null;
  let draft: { model: PageModelName; documentId?: string } | undefined;
  if (token !== undefined) {
    const secret = view.env.CMS_PREVIEW_SECRET;
    const target = secret ? await verifyPreview(secret, token) : null;
    // The site settings (the frame) preview on any marketing page; a page's entry on its own page.
    const frame = target?.model === 'site-setting';
    if (!target?.model || (!frame && !(PAGE_MODELS[page] as readonly string[]).includes(target.model))) return null;
    draft = { model: target.model as PageModelName, documentId: target.documentId };
  }
  // The model, its checks and the overlay load only on a site with a CMS; the model is described
  // over every language's texts (pages/catalog.ts).
  await loadTexts(view.env.ASSETS, LANGS);
  const { pageTexts: load } = await import('./pages/page-texts');
  const source = { ...cmsSource(view, strapi), now: options.now };
  const frame = frames.get(view.request);
  const result = await load(source, { page, lang: view.lang, years: view.years, slug, draft, frame });
  return {
    t: result.t,
    blocks: result.blocks,
    preview: draft !== undefined,
    keep: !result.failed && !draft,
    ...(draft ? { notices: result.notices } : {}),
  };
}

/** The frame's texts each request was given (siteFrame), for its page's texts and its prerendered subtrees' keys. */
const frames = new WeakMap<Request, FrameTexts>();

/**
 * The frame (header, footer, chat greeting, consent banner) from the CMS's site settings in the
 * request's language, kept for this request (its page's texts, its subtrees' keys: frameTextsId).
 * null without CMS_API_URL: the repository's frame, nothing to change. A frame the CMS could not
 * give (down, nothing cached) is the repository's, marked failed. `t`: the request's t() with
 * the frame's texts over the repository's (null: the repository's), which the frame's middleware
 * (frame-route.ts) makes the request's.
 */
export async function loadSiteFrame(
  req: ContentRequest,
  view: { lang: Lang; years: number },
): Promise<{ t: TFunction | null; failed: boolean } | null> {
  const strapi = strapiConfig(req.env);
  if (!strapi) return null;
  await loadTexts(req.env.ASSETS, LANGS);
  const { frameTexts } = await import('./pages/frame');
  const frame = await frameTexts(cmsSource(req, strapi), view.lang);
  frames.set(req.request, frame);
  return { t: frame.id ? overlaidT(view.lang, view.years, frame.id, frame.overrides) : null, failed: !!frame.failed };
}

/** What names this request's frame texts ('' for the repository's): part of a site-wide subtree's key. */
export const frameTextsId = (request: Request): string => frames.get(request)?.id ?? '';

/**
 * Every section of the marketing pages' published entries that the site does not show as written,
 * by page and language (GET /api/cms-health). null without a CMS: every page shows the repository's texts.
 */
export async function cmsHealth(req: ContentRequest): Promise<{ checked: number; sections: SectionHealth[] } | null> {
  const strapi = strapiConfig(req.env);
  if (!strapi) return null;
  await loadTexts(req.env.ASSETS, LANGS);
  const { pagesHealth } = await import('./pages/health');
  return pagesHealth(cmsSource(req, strapi));
}

/**
 * The page a marketing page's entry previews on (/api/preview?model=…): a solution page on its
 * slug's page, a testimonial on the home page. null for a model or slug the site does not have.
 */
export function pagePreviewRoute(model: string, slug: string | undefined): string | null {
  if (!(PAGE_MODEL_NAMES as readonly string[]).includes(model)) return null;
  const name = model as PageModelName;
  if (name !== 'solution-page') return PAGE_ROUTES[name];
  return slug && SOLUTION_PAGES[slug] ? `${PAGE_ROUTES[name]}${slug}` : null;
}

/** The CMS webhook (webhook.ts): null while CMS_WEBHOOK_SECRET is unset (the endpoint does not exist). */
export function cmsWebhook(env: Bindings): CmsWebhook | null {
  const secret = secretOf(env.CMS_WEBHOOK_SECRET);
  if (!secret) return null;
  const kv = env.CONTENT_CACHE;
  return {
    accepts: (given) => sameSecret(given, secret),
    classify,
    purge: (body) => coalescedPurge(kv, renameOf(body)),
  };
}

/** The CMS behind the KV cache, as the marketing pages' texts read it (src/content/pages/). */
function cmsSource(req: ContentRequest, config: StrapiConfig): PageSource {
  const { env, waitUntil } = req;
  return { config, kv: env.CONTENT_CACHE, generation: () => requestContentGeneration(env, req.request), waitUntil, isolate: env };
}

/** The Strapi connection the bindings describe; null without CMS_API_URL (embedded content). */
function strapiConfig(env: Bindings): StrapiConfig | null {
  const apiUrl = env.CMS_API_URL?.trim();
  if (!apiUrl) return null;
  return { apiUrl, token: secretOf(env.CMS_API_TOKEN), timeoutMs: timeoutOf(env.CMS_TIMEOUT_MS) };
}

/** CMS_TIMEOUT_MS as a positive number of ms, else the default (2500). */
function timeoutOf(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

export { contentChanges };
