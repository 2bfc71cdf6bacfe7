/**
 * Cuts `text` to at most `max` characters, ellipsis included (the home's advanced
 * solution cards show the description cut to 140 and the gains cut to 50). It prefers a word
 * boundary when one is close, so a card never ends mid-word when it can help it.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const hard = clean.slice(0, max - 1);
  const space = hard.lastIndexOf(' ');
  const cut = space >= max * 0.7 ? hard.slice(0, space) : hard;
  return `${cut.replace(/[\s,.;:–-]+$/u, '')}…`;
}
