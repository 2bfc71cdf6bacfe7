/**
 * The eight solutions: six pillars and two advanced ones. `slug` is the URL
 * segment of /solutions/{slug} (the ERP card uses erp-digital), `key` the translation key.
 */
export const SOLUTIONS = [
  { slug: 'erp-digital', key: 'erp', pillar: true },
  { slug: 'aps', key: 'aps', pillar: true },
  { slug: 'mes', key: 'mes', pillar: true },
  { slug: 'rfid', key: 'rfid', pillar: true },
  { slug: 'wms', key: 'wms', pillar: true },
  { slug: 'tms', key: 'tms', pillar: true },
  { slug: 'rpa', key: 'rpa', pillar: false },
  { slug: 'ia', key: 'ai', pillar: false },
] as const;

export type Solution = (typeof SOLUTIONS)[number];
export type SolutionSlug = Solution['slug'];
export type SolutionKey = Solution['key'];

export function solutionBySlug(slug: string): Solution | undefined {
  return SOLUTIONS.find((s) => s.slug === slug);
}
