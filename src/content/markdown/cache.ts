import type { MarkdownOptions } from './render';

// The renderer (marked, js-xss and their rule tables) is loaded on the first article a new
// isolate renders, not at its start-up: most first requests are not articles.
let renderer: Promise<typeof import('./render')> | undefined;

/**
 * Rendered HTML kept in the isolate, so an article's markdown is parsed and sanitised once per
 * isolate rather than on every request (the KV article cache already saves the CMS round trip;
 * this saves the CPU). Keyed by the markdown itself: a changed article is a new key, and a
 * changed policy ships in a new deploy, hence a new isolate. (A SHA-256 of each body per request
 * cost more than a Map lookup, which hashes the string natively once.) Bounded by entries and by
 * total characters, markdown and HTML counted.
 */
const MAX_ENTRIES = 200;
const MAX_CHARS = 4_000_000;

const lru = new Map<string, string>();
let totalChars = 0;

export async function renderMarkdownCached(markdown: string, options: MarkdownOptions = {}): Promise<string> {
  if (!markdown) return '';
  // The image origin is part of what is rendered (one per deployment in practice).
  const key = options.imageOrigin ? `${options.imageOrigin}\u0000${markdown}` : markdown;
  const hit = lru.get(key);
  if (hit !== undefined) {
    // Re-insert: Map keeps insertion order, so the oldest entry is always first.
    lru.delete(key);
    lru.set(key, hit);
    return hit;
  }
  const { renderMarkdown } = await (renderer ??= import('./render'));
  const html = renderMarkdown(markdown, options);
  lru.set(key, html);
  totalChars += key.length + html.length;
  while (lru.size > MAX_ENTRIES || totalChars > MAX_CHARS) {
    const oldest = lru.keys().next();
    if (oldest.done) break;
    totalChars -= oldest.value.length + (lru.get(oldest.value)?.length ?? 0);
    lru.delete(oldest.value);
  }
  return html;
}

/**
 * Takes `html` as the rendering of `markdown` with the default options (no image origin): what
 * the build rendered with this same pipeline for the embedded articles (scripts/embedded-articles.mjs),
 * so a new isolate's first article needs neither marked nor js-xss. Keyed by the markdown like
 * every entry, so it serves only that exact body.
 */
export function seedMarkdownCache(markdown: string, html: string): void {
  if (!markdown || lru.has(markdown) || lru.size >= MAX_ENTRIES || totalChars + markdown.length + html.length > MAX_CHARS) return;
  lru.set(markdown, html);
  totalChars += markdown.length + html.length;
}

/** Renders without keeping anything: for a draft preview, which no cache may hold. */
export async function renderMarkdownUncached(markdown: string, options: MarkdownOptions = {}): Promise<string> {
  if (!markdown) return '';
  const { renderMarkdown } = await (renderer ??= import('./render'));
  return renderMarkdown(markdown, options);
}

/** For tests: how many rendered bodies the isolate holds. */
export function markdownCacheSize(): number {
  return lru.size;
}
