import { MARKDOWN_POLICY_VERSION, renderMarkdown } from './render';

/**
 * Rendered HTML kept in the isolate, so an article's markdown is parsed and sanitised once per
 * isolate rather than on every request (the KV article cache already saves the CMS round trip;
 * this saves the CPU). Keyed by SHA-256 of the markdown and the policy version: a changed
 * article or a changed policy is a new key. Bounded by entries and by total characters.
 */
const MAX_ENTRIES = 200;
const MAX_CHARS = 4_000_000;

const lru = new Map<string, string>();
let totalChars = 0;

async function keyOf(markdown: string): Promise<string> {
  const bytes = new TextEncoder().encode(`v${MARKDOWN_POLICY_VERSION}\n${markdown}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function renderMarkdownCached(markdown: string): Promise<string> {
  if (!markdown) return '';
  const key = await keyOf(markdown);
  const hit = lru.get(key);
  if (hit !== undefined) {
    // Re-insert: Map keeps insertion order, so the oldest entry is always first.
    lru.delete(key);
    lru.set(key, hit);
    return hit;
  }
  const html = renderMarkdown(markdown);
  lru.set(key, html);
  totalChars += html.length;
  while (lru.size > MAX_ENTRIES || totalChars > MAX_CHARS) {
    const oldest = lru.keys().next();
    if (oldest.done) break;
    totalChars -= lru.get(oldest.value)?.length ?? 0;
    lru.delete(oldest.value);
  }
  return html;
}

/** For tests: how many rendered bodies the isolate holds. */
export function markdownCacheSize(): number {
  return lru.size;
}
