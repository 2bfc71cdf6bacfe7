// The other marketing pages: about, services, contact, the diagnostic page, the eight solution pages
// and the testimonials (model.ts says what a spec holds). Data only, read by the worker and by scripts/cms.
import type { FieldDesc } from './fields';
import type { PageKind, PageModelSpec } from './model';

/**
 * The services grid's cards: at most the eight solutions the layout has room for (six pillars,
 * two advanced), each linking to its solution's page (named by its key), with an icon from the site's glyphs
 * (src/components/solutions/glyph.tsx) and a video from the site's own (src/components/solutions/videos.ts),
 * never an address or embed code. Without a CMS the grid is the solutions' names and lines
 * (common:solutions), which the import writes as the cards.
 */
export const SERVICE_CARDS = {
  min: 1,
  max: 8,
  // The solutions by key (src/shared/solutions.ts): Strapi's enumeration values are identifiers, not slugs.
  solutions: ['erp', 'aps', 'mes', 'rfid', 'wms', 'tms', 'rpa', 'ai'],
  icons: [
    ...['database', 'cog', 'chart', 'trend', 'link', 'dollar', 'users', 'package', 'file', 'calendar', 'list', 'gauge'],
    ...['layers', 'alert', 'bell', 'target', 'activity', 'shield', 'search', 'tablet', 'clock', 'tag', 'pin', 'lock'],
    ...['clipboard', 'signal', 'grid', 'arrows', 'route', 'truck', 'scan', 'leaf', 'bot', 'cpu', 'message', 'eye'],
    ...['wrench', 'bulb', 'rocket', 'award', 'heart', 'zap', 'factory', 'flag', 'map', 'play'],
  ],
  videos: ['erp'],
} as const;

const serviceCards: FieldDesc = {
  kind: 'list',
  name: 'cards',
  key: 'cards',
  min: SERVICE_CARDS.min,
  max: SERVICE_CARDS.max,
  component: 'services.solutions-card',
  fields: [
    { kind: 'icon', name: 'solution', key: 'solution', values: SERVICE_CARDS.solutions },
    { kind: 'text', name: 'title', key: 'title', min: 1, max: 40, long: false, rich: false },
    { kind: 'text', name: 'text', key: 'text', min: 1, max: 80, long: false, rich: false },
    { kind: 'icon', name: 'icon', key: 'icon', values: SERVICE_CARDS.icons, optional: true },
    { kind: 'icon', name: 'video', key: 'video', values: SERVICE_CARDS.videos, optional: true },
  ],
};

/** These pages' blocks (model.ts, `blocks`), in the order each shows them without a CMS. */
export const MORE_PAGE_BLOCKS = {
  about: ['stats', 'history', 'mission', 'differentials', 'cta'],
  services: ['solutions', 'cta'],
  // The contact details and the chat call sit beside the form, in its block.
  contact: ['quick', 'form', 'map'],
  diagnostic: ['why', 'process', 'solutions', 'benefits', 'form'],
  // The results sit beside the benefits, in their block; the video is the ERP page's only.
  solution: ['features', 'benefits', 'video', 'cta'],
} as const satisfies Partial<Record<PageKind, readonly string[]>>;

/** The specs of every marketing page but the home page (specs-home.ts): PAGE_SPECS is the two lists. */
export const OTHER_PAGE_SPECS: readonly PageModelSpec[] = [
  {
    name: 'about-page',
    kind: 'single',
    ns: 'about',
    base: '',
    blocks: MORE_PAGE_BLOCKS.about,
    sections: [
      { name: 'seo', at: 'meta' },
      {
        name: 'hero',
        at: 'hero',
        keep: ['imageAlt'],
        images: [{ field: 'image', kind: 'image', alt: 'imageAlt', file: '/media/about/team.webp' }],
      },
      { name: 'stats', at: 'stats', fixed: ['items'] },
      { name: 'history', at: 'history' },
      { name: 'mission', at: 'mission', rich: ['text'] },
      { name: 'differentials', at: 'differentials' },
      { name: 'cta', at: 'cta' },
    ],
  },
  {
    name: 'services-page',
    kind: 'single',
    ns: 'solutions',
    base: '',
    blocks: MORE_PAGE_BLOCKS.services,
    sections: [
      { name: 'seo', at: 'meta' },
      { name: 'hero', at: 'services', fields: { badge: 'badge', title: 'title', message: 'message', lead: 'lead' } },
      {
        name: 'solutions',
        at: 'services',
        fields: { title: 'gridTitle', description: 'gridDescription', pillars: 'pillars', advanced: 'advanced', learnMore: 'learnMore' },
        extra: [serviceCards],
      },
      {
        name: 'cta',
        at: 'services',
        fields: { title: 'ctaTitle', description: 'ctaDescription', primary: 'ctaPrimary', secondary: 'ctaSecondary' },
      },
    ],
  },
  {
    name: 'contact-page',
    kind: 'single',
    ns: 'contact',
    base: '',
    blocks: MORE_PAGE_BLOCKS.contact,
    sections: [
      { name: 'seo', at: 'meta' },
      { name: 'hero', at: 'hero' },
      { name: 'quick', at: 'quick' },
      { name: 'form', at: 'form' },
      { name: 'info', at: 'info', fields: { title: 'title', hours: 'hoursValue' } },
      { name: 'chat', at: 'chat' },
      { name: 'map', at: 'map', keep: ['iframeTitle', 'open', 'load', 'note'] },
    ],
  },
  {
    name: 'diagnostic-page',
    kind: 'single',
    ns: 'diagnostic',
    base: '',
    blocks: MORE_PAGE_BLOCKS.diagnostic,
    sections: [
      { name: 'seo', at: 'meta' },
      { name: 'hero', at: 'hero', images: [{ field: 'background', kind: 'background', file: '/media/diagnostic/hero.webp' }] },
      { name: 'why', at: 'why' },
      { name: 'process', at: 'process', keep: ['stepLabel'] },
      { name: 'solutions', at: 'solutions' },
      { name: 'benefits', at: 'benefits' },
      { name: 'form', at: 'form', keep: ['privacy'] },
    ],
  },
  {
    name: 'solution-page',
    kind: 'collection',
    ns: 'solutions',
    base: 'erp',
    blocks: MORE_PAGE_BLOCKS.solution,
    sections: [
      { name: 'seo', at: 'meta' },
      {
        name: 'hero',
        at: '',
        fields: { badge: 'badge', title: 'title', subtitle: 'subtitle', description: 'description' },
        rich: ['description'],
        images: [{ field: 'background', kind: 'background', file: '/media/solutions/{slug}.webp' }],
      },
      { name: 'features', at: '', fields: { title: 'featuresTitle', description: 'featuresDescription', items: 'features' } },
      { name: 'benefits', at: '', fields: { title: 'benefitsTitle', items: 'benefits' } },
      { name: 'results', at: '', fields: { title: 'gainsTitle', items: 'gains' }, fixed: ['items'] },
      {
        name: 'cta',
        at: '',
        fields: {
          title: 'ctaTitle',
          description: 'ctaDescription',
          primary: 'ctaPrimary',
          secondary: 'ctaSecondary',
          chatMessage: 'chatMessage',
        },
      },
      { name: 'video', at: 'video', optional: true },
    ],
  },
  {
    name: 'testimonial',
    kind: 'collection',
    ns: 'home',
    base: 'testimonials.items',
    sections: [],
  },
];
