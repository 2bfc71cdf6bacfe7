import { resetContentGenerationState } from '../content/generation';
import { countPurge } from './store';

/**
 * Empties every HTML cache of this isolate (the CMS webhook, after it started a new content
 * generation). Other isolates need no signal: the content generation is part of every key
 * (index.ts), and they read the new one within 10 s (src/content/generation.ts).
 */
export function purgeHtmlCache(): void {
  countPurge();
}

/** For tests: a fresh isolate (its HTML caches and its view of the content generation). */
export function resetHtmlCacheState(): void {
  countPurge();
  resetContentGenerationState();
}
