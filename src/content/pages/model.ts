// The marketing pages' content model, in one place: which Strapi entry holds which page, and how
// its sections map onto the page's texts in locales/<lang>/<ns>.json. Every field's kind, length
// and list size follows from the repository's own texts (fields.ts), so this file only says what
// the texts do not: where a section's texts are, which keys stay in the repository, which fields
// are markdown, which lists the layout fixes and which images editors may change. What the admin
// says of each (where it shows on the page) is the scripts' (scripts/cms/page-help.json): the worker
// does not carry it. Read by the worker (validation, the overlay) and by scripts/cms (the Strapi
// schema, the import, the editors' field map). Data only: Node runs it as it is (type stripping).

import type { FieldDesc } from './fields';

/** The CMS models (Strapi content types) of the marketing pages. */
export type PageModelName =
  | 'home-page'
  | 'about-page'
  | 'services-page'
  | 'contact-page'
  | 'diagnostic-page'
  | 'landing-page'
  | 'solution-page'
  | 'testimonial'
  | 'site-setting'
  | 'privacy-page'
  | 'terms-page';

/** Every model of the marketing pages (the CMS webhook purges on any change to one). */
export const PAGE_MODEL_NAMES: readonly PageModelName[] = [
  'home-page',
  'about-page',
  'services-page',
  'contact-page',
  'diagnostic-page',
  'landing-page',
  'solution-page',
  'testimonial',
  'site-setting',
  'privacy-page',
  'terms-page',
];

/** The page an entry's preview opens (a solution page: /solutions/<its slug>; testimonials: the home page). */
export const PAGE_ROUTES: Record<PageModelName, string> = {
  'home-page': '/',
  'about-page': '/about',
  'services-page': '/services',
  'contact-page': '/contact',
  'diagnostic-page': '/diagnosticlean',
  'landing-page': '/diagnostico-lean-digital-gratuito',
  'solution-page': '/solutions/',
  testimonial: '/',
  // The frame (header, footer, chat, consent banner) shows on every page: the home page shows it.
  'site-setting': '/',
  'privacy-page': '/privacy',
  'terms-page': '/terms',
};

/** The page kinds whose texts come through the content service, and the models each one reads. */
export const PAGE_MODELS = {
  home: ['home-page', 'testimonial'],
  about: ['about-page'],
  services: ['services-page'],
  contact: ['contact-page'],
  diagnostic: ['diagnostic-page'],
  landing: ['landing-page', 'testimonial'],
  // The other solutions' cards link with the services page's "learn more".
  solution: ['solution-page', 'services-page'],
  privacy: ['privacy-page'],
  terms: ['terms-page'],
} as const satisfies Record<string, readonly PageModelName[]>;
export type PageKind = keyof typeof PAGE_MODELS;

/** An image editors may replace. `alt`: the locale key of its alternative text (an informative image). */
export interface ImageSpec {
  /** The CMS field, and the locale key (relative to the section) the site reads the image from. */
  field: string;
  /** informative: `shared.image` (the file and its required alternative text per language); decorative: `shared.background` (the file only). */
  kind: 'image' | 'background';
  /** The locale key (relative to the section) of the repository's alternative text, for an informative image. */
  alt?: string;
  /** The repository's picture, under public/ (`{slug}`: the solution page's), which `npm run cms:import` uploads. */
  file: string;
}

/** One section of a page: one component on the entry, the texts of one part of the page. */
export interface SectionSpec {
  /** The entry's field and the component's name. */
  name: string;
  /** Where the section's texts are in the namespace, below the model's base ('' is the base itself). */
  at: string;
  /** Another namespace than the model's (the site settings' consent banner: `legal`). */
  ns?: string;
  /** Only these texts: CMS field → locale key below `at` (a dotted key reaches into an object). Default: every key of `at` but `keep`. */
  fields?: Record<string, string>;
  /** Keys of `at` that stay in the repository: words of the interface (screen-reader hints, step labels, map consent). */
  keep?: readonly string[];
  /** Markdown fields (CMS names; `items.answer` is a field of the items of `items`): the articles' pipeline renders them. */
  rich?: readonly string[];
  /** Lists the layout holds a fixed number of (one icon per item, four columns): exactly as many items as the repository's. */
  fixed?: readonly string[];
  /** Every key of `at` is a card of this component (the home's solution cards, one per solution). */
  cards?: string;
  images?: readonly ImageSpec[];
  /**
   * A document editors write whole (a legal page): its fields (specs-legal.ts: a markdown text that
   * may say the placeholders the site fills in, and the date it was last updated). It has no locale
   * key: the repository's is the page's own markup, which the import writes as markdown
   * (scripts/cms/legal-markdown.mjs).
   */
  document?: readonly FieldDesc[];
  /** Fields the spec gives whole, after the derived ones: a list the repository keeps elsewhere (the services grid's cards). */
  extra?: readonly FieldDesc[];
  /** Some entries have no such texts (only the ERP page has a video). */
  optional?: boolean;
}

export interface PageModelSpec {
  name: PageModelName;
  /**
   * The sections editors order, repeat, remove and add (a Strapi dynamic zone, the entry's field `blocks`), in the
   * order the page shows them without a CMS. The other sections stay typed fields of the entry
   * (the seo texts, the first screen, and parts of a block such as the home's solution cards).
   */
  blocks?: readonly string[];
  /** Single type (one entry per language) or collection. */
  kind: 'single' | 'collection';
  /** The page's namespace in locales/<lang>/. */
  ns: string;
  /** Locale key the sections are below: '' for a page namespace; a solution's key for a solution page (`erp`). */
  base: string;
  sections: readonly SectionSpec[];
}

/**
 * The solution pages' entries by slug (the page's URL segment) and the locale key of their texts:
 * the eight of src/shared/solutions.ts, which this file, plain data that Node reads as it is,
 * cannot import (test/worker/page-routes.test.ts holds the two lists, and PAGE_ROUTES and the
 * table of pages in src/shared/page-routes.ts, equal).
 */
export const SOLUTION_PAGES: Readonly<Record<string, string>> = {
  'erp-digital': 'erp',
  aps: 'aps',
  mes: 'mes',
  rfid: 'rfid',
  wms: 'wms',
  tms: 'tms',
  rpa: 'rpa',
  ia: 'ai',
};

/** Testimonials: how many the home and the landing page show at most, and the icons a result may carry. */
export const TESTIMONIALS = {
  min: 1,
  max: 6,
  icons: ['trendingUp', 'trendingDown', 'zap', 'target', 'award', 'barChart', 'gauge', 'coins', 'rocket', 'calendar', 'shield'],
} as const;
