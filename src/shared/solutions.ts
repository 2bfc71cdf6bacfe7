/**
 * The eight solutions: six pillars and two advanced ones, written once for the worker and the
 * browser. `slug` is the URL segment of /solutions/{slug} (the ERP card uses erp-digital), `key`
 * the translation key (and the base of a solution page's texts in the CMS). The pages, cards,
 * menus, sitemap and the CMS's solution pages all derive from this list; the Strapi schema's
 * slug pattern (cms/strapi/) names them too, and a test holds it to this list.
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
