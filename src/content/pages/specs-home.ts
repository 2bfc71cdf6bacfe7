// The home page and the campaign landing page: their sections in the order they show (model.ts
// says what a section spec holds). Data only, read by the worker and by scripts/cms.
import type { PageKind, PageModelSpec } from './model';

/** The home and landing pages' blocks (model.ts, `blocks`), in the order each shows them without a CMS. */
export const HOME_PAGE_BLOCKS = {
  home: ['solutions', 'diagnostic', 'authority', 'benefits', 'digitalization', 'method', 'testimonials', 'faq', 'finalCta', 'budget'],
  landing: ['indicators', 'whyChoose', 'solutions', 'deliverables', 'form', 'testimonials', 'faq', 'finalCta'],
} as const satisfies Partial<Record<PageKind, readonly string[]>>;

export const HOME_SPECS: readonly PageModelSpec[] = [
  {
    name: 'home-page',
    kind: 'single',
    ns: 'home',
    base: '',
    blocks: HOME_PAGE_BLOCKS.home,
    sections: [
      { name: 'seo', at: 'meta' },
      { name: 'hero', at: 'hero', fixed: ['bullets', 'stats'] },
      { name: 'solutions', at: 'solutions', keep: ['about', 'gainsLabel', 'items', 'innovation'] },
      { name: 'solutionCards', at: 'solutions.items', cards: 'solution-card' },
      { name: 'innovation', at: 'solutions.innovation' },
      { name: 'diagnostic', at: 'diagnostic' },
      { name: 'authority', at: 'authority' },
      { name: 'benefits', at: 'benefits' },
      { name: 'digitalization', at: 'digitalization' },
      { name: 'method', at: 'method', keep: ['stepLabel'] },
      { name: 'testimonials', at: 'testimonials', keep: ['items'] },
      { name: 'faq', at: 'faq', rich: ['items.answer'] },
      { name: 'finalCta', at: 'finalCta', fixed: ['badges'] },
      { name: 'budget', at: 'budget', keep: ['buttonContext'] },
    ],
  },
  {
    name: 'landing-page',
    kind: 'single',
    ns: 'landing',
    base: '',
    blocks: HOME_PAGE_BLOCKS.landing,
    sections: [
      { name: 'seo', at: 'meta' },
      { name: 'hero', at: 'hero', images: [{ field: 'background', kind: 'background', file: '/media/landing/hero.webp' }] },
      { name: 'indicators', at: 'indicators' },
      { name: 'whyChoose', at: 'whyChoose' },
      { name: 'solutions', at: 'solutions' },
      { name: 'deliverables', at: 'deliverables' },
      { name: 'form', at: 'form' },
      { name: 'testimonials', at: 'testimonials' },
      { name: 'faq', at: 'faq', rich: ['items.answer'] },
      { name: 'finalCta', at: 'finalCta' },
    ],
  },
];
