// The home page and the campaign landing page: their sections in the order they show (model.ts
// says what a section spec holds). Data only, read by the worker and by scripts/cms.
import type { PageKind, PageModelSpec } from './model';

/**
 * The blocks of the pages whose sections are a dynamic zone, in the order the page shows them
 * without a CMS (what `npm run cms:import` writes). The page's renderer is a registry from these
 * names to its React components (src/pages/<page>/): a name here without a component fails the
 * typecheck.
 */
export const PAGE_BLOCKS = {
  home: ['solutions', 'diagnostic', 'authority', 'benefits', 'digitalization', 'method', 'testimonials', 'faq', 'finalCta', 'budget'],
  landing: ['indicators', 'whyChoose', 'solutions', 'deliverables', 'form', 'testimonials', 'faq', 'finalCta'],
} as const satisfies Partial<Record<PageKind, readonly string[]>>;
export type BlockPage = keyof typeof PAGE_BLOCKS;
export type BlockName<P extends BlockPage> = (typeof PAGE_BLOCKS)[P][number];

export const HOME_SPECS: readonly PageModelSpec[] = [
  {
    name: 'home-page',
    kind: 'single',
    ns: 'home',
    base: '',
    blocks: PAGE_BLOCKS.home,
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
    blocks: PAGE_BLOCKS.landing,
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
