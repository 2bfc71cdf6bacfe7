// The marketing pages' entries from Strapi, with the articles' promises: every field populated by
// name (Strapi's `populate=*` stops at the first level, and deep populate of nested components
// breaks), the KV cache of the current content generation (fresh 5 minutes, the stale copy when
// the CMS fails) and, in front of it, a memo per isolate that holds each entry's checked texts as
// long as KV would call them fresh. Concurrent first views share one fetch, so the first view after
// a purge asks the CMS once per model and language. A CMS that fails with nothing cached costs the
// page nothing but the repository's texts, and is asked again after RETRY_MS, not on every view.
import { renderMarkdownCached, renderMarkdownUncached } from '../markdown/cache';
import { errorCause, logger } from '../../log';
import type { Lang } from '../../shared/languages';
import { cachedEntry, FRESH_MS } from '../cache';
import { inGeneration, keys } from '../cache-keys';
import type { ContentGeneration } from '../generation';
import { cmsOriginOf } from '../normalize';
import { type StrapiConfig, strapiGet } from '../strapi';
import { ContentServiceError } from '../types';
import type { ModelDesc } from './fields';
import { type EntryTarget, entryRequest } from './query';
import { adjustmentText } from './repair';
import { type EntryTexts, entryTexts, type Fallback, listTexts } from './sections';

/** One entry's texts, and a digest of them (the same texts, the same digest: the page's t() is reused). */
export interface ModelTexts extends EntryTexts {
  digest: string;
  /** The CMS failed and nothing was cached: the page is the repository's, and must not be kept. */
  failed?: boolean;
}

export interface PageSource {
  config: StrapiConfig;
  kv: KVNamespace;
  generation: () => Promise<ContentGeneration>;
  /** Default: the module's clock (setPagesClock). */
  now?: () => number;
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The isolate's bindings: the memo lives per bindings object, as the HTML cache does. */
  isolate: object;
}

/** How long an isolate keeps a stale copy, or the repository's texts after a failure, before asking again. */
export const RETRY_MS = 30_000;
const MEMO_MAX = 256;

interface Memo {
  entries: Map<string, { expires: number; texts: Promise<ModelTexts> }>;
  logged: Set<string>;
}
const memos = new WeakMap<object, Memo>();

/** The entry (or, for testimonials, the list) in one language; null when the CMS has none. */
export async function fetchEntry(config: StrapiConfig, model: ModelDesc, lang: Lang, target: EntryTarget = {}): Promise<unknown> {
  const { path, query } = entryRequest(model, lang, target);
  if (model.spec.kind === 'single' && !model.items) {
    try {
      return (await strapiGet(config, path, query)).data ?? null;
    } catch (error) {
      // A single type answers 404 for a language (or a status) it has no entry in.
      if (error instanceof ContentServiceError && error.status === 404) return null;
      throw error;
    }
  }
  const { data } = await strapiGet(config, path, query);
  if (model.items) return Array.isArray(data) ? data : [];
  return Array.isArray(data) ? (data[0] ?? null) : null;
}

function digestOf(texts: EntryTexts): string {
  // FNV-1a over the texts: identity, not security.
  let hash = 0x811c9dc5;
  const json = JSON.stringify([texts.sets, texts.blocks ?? null]);
  for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** An entry's raw answer as its checked texts. */
export async function textsOf(model: ModelDesc, raw: unknown, base: string, config: StrapiConfig, draft = false): Promise<ModelTexts> {
  const cmsOrigin = cmsOriginOf(config.apiUrl);
  const render = draft ? renderMarkdownUncached : renderMarkdownCached;
  const ctx = { base, cmsOrigin, markdown: (source: string) => render(source, { imageOrigin: cmsOrigin }) };
  const texts = model.items ? await listTexts(model, raw, ctx) : await entryTexts(model, raw, ctx);
  return { ...texts, digest: digestOf(texts) };
}

function memoOf(isolate: object): Memo {
  let memo = memos.get(isolate);
  if (!memo) memos.set(isolate, (memo = { entries: new Map(), logged: new Set() }));
  return memo;
}

/** The published entry's texts for a page view: memo, then KV, then the CMS, else the repository's. */
export async function publishedTexts(source: PageSource, model: ModelDesc, lang: Lang, base: string, slug?: string): Promise<ModelTexts> {
  const { current, previous } = await source.generation();
  const suffix = keys.page(lang, model.spec.name, slug);
  const key = inGeneration(current, suffix);
  const memo = memoOf(source.isolate);
  const clock = source.now ?? pagesClock;
  const now = clock();
  const hit = memo.entries.get(key);
  if (hit && now < hit.expires) return hit.texts;
  if (memo.entries.size >= MEMO_MAX) memo.entries.clear();
  const slot = { expires: Number.POSITIVE_INFINITY, texts: Promise.resolve(null as unknown as ModelTexts) };
  slot.texts = (async () => {
    try {
      const entry = await cachedEntry({
        kv: source.kv,
        key,
        fallbackKey: previous === undefined ? undefined : inGeneration(previous, suffix),
        // Missing entries are kept too: the keys are the models × languages, not what visitors type.
        load: () => fetchEntry(source.config, model, lang, { slug }),
        now: clock,
        waitUntil: source.waitUntil,
      });
      slot.expires = entry.stale ? clock() + RETRY_MS : entry.storedAt + FRESH_MS;
      const texts = await textsOf(model, entry.data, base, source.config);
      logFallbacks(memo, `${key}:${texts.digest}`, model, lang, slug, texts);
      return texts;
    } catch (error) {
      slot.expires = clock() + RETRY_MS;
      logger.warn('cms.failed', {
        what: 'page texts',
        model: model.spec.name,
        lang,
        fallback: 'repository texts',
        cause: errorCause(error),
      });
      return { ns: model.spec.ns, sets: [], fallbacks: [{ section: '*', reason: 'missing' }], digest: '', failed: true };
    }
  })();
  memo.entries.set(key, slot);
  return slot.texts;
}

/** Once per entry, generation and content: which sections show the repository's text, and why (no content). */
function logFallbacks(memo: Memo, id: string, model: ModelDesc, lang: Lang, slug: string | undefined, texts: EntryTexts): void {
  if (texts.fallbacks.length === 0 || memo.logged.has(id)) return;
  if (memo.logged.size >= MEMO_MAX) memo.logged.clear();
  memo.logged.add(id);
  const invalid = texts.fallbacks.filter((f) => f.reason === 'invalid');
  const unknown = texts.fallbacks.filter((f) => f.reason === 'unknown');
  const adjusted = texts.fallbacks.filter((f) => f.reason === 'adjusted');
  const place = (f: Fallback) => (f.block === undefined ? f.section : `${f.section}[${f.block}]`);
  const line = {
    model: model.spec.name,
    lang,
    ...(slug ? { slug } : {}),
    missing: texts.fallbacks.filter((f) => f.reason === 'missing').map(place),
    // `hero: bullets too_big`: where and why, never the text.
    invalid: invalid.flatMap((f) => (f.problems ?? []).map((p) => `${place(f)}: ${p}`)),
    // Blocks skipped: the page has no component of that name.
    ...(unknown.length > 0 ? { unknown: unknown.map((f) => `${place(f)}: ${f.problems?.[0] ?? ''}`) } : {}),
    // Shown with what the layout holds: `testimonials: items too_many 7>6`.
    ...(adjusted.length > 0
      ? { adjusted: adjusted.flatMap((f) => (f.adjusted ?? []).map((a) => `${place(f)}: ${adjustmentText(a)}`)) }
      : {}),
  };
  if (invalid.length > 0 || unknown.length > 0 || adjusted.length > 0) logger.warn('cms.page_fallback', line);
  else logger.info('cms.page_fallback', line);
}

const isolateClock: () => number = Date.now;
let pagesClock = isolateClock;

/** For tests: the clock of the pages' freshness (KV's 5 minutes, the memo, the retry after a failure); without one, the isolate's own again. */
export function setPagesClock(now: () => number = isolateClock): void {
  pagesClock = now;
}
