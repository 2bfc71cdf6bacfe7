/** Excerpt and reading time, derived from the markdown body when the source has none. */

/** Excerpt default cut. */
export const EXCERPT_MAX = 160;
/** Reading speed in words per minute, and the minutes shown without content. */
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_READING_TIME = 5;

/** Markdown to plain text, good enough for an excerpt and a word count (not for rendering). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut on a word boundary so that the result, ellipsis included, fits in `max` characters. */
export function deriveExcerpt(markdown: string, max = EXCERPT_MAX): string {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut already ends a word when the next character is a space; else drop the partial word.
  const lastSpace = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function deriveReadingTime(markdown: string | null | undefined): number {
  const words = markdown ? plainText(markdown).split(' ').filter(Boolean).length : 0;
  return words === 0 ? DEFAULT_READING_TIME : Math.ceil(words / WORDS_PER_MINUTE);
}
