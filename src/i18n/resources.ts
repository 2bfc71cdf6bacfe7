// Every namespace of every language. pt defines the keys; a test proves en and es carry exactly
// the same ones (test/worker/locales.test.ts).
//
// The worker carries them as one JSON string per language (src/generated/locales.ts, written by
// scripts/locale-bundles.mjs from locales/), parsed on the language's first use: a new isolate
// parses and builds only the languages its requests ask for, where JSON imports would build all
// three at start-up (docs/performance.md, the cold path). The types are the JSON files' own.
import type ptCommon from '../../locales/pt/common.json';
import type ptMeta from '../../locales/pt/meta.json';
import type ptHome from '../../locales/pt/home.json';
import type ptAbout from '../../locales/pt/about.json';
import type ptSolutions from '../../locales/pt/solutions.json';
import type ptDiagnostic from '../../locales/pt/diagnostic.json';
import type ptLanding from '../../locales/pt/landing.json';
import type ptContact from '../../locales/pt/contact.json';
import type ptBlog from '../../locales/pt/blog.json';
import type ptSitemap from '../../locales/pt/sitemap.json';
import type ptForms from '../../locales/pt/forms.json';
import type ptLegal from '../../locales/pt/legal.json';
import { en, es, pt } from '../generated/locales';
import type { Lang } from '../shared/languages';

export const NAMESPACES = [
  'common',
  'meta',
  'home',
  'about',
  'solutions',
  'diagnostic',
  'landing',
  'contact',
  'blog',
  'sitemap',
  'forms',
  'legal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts, shaped as pt's (the test above holds en and es to the same keys); a type, not
 * an interface, so that it reads as a plain record where one is asked for. */
export type LangResources = {
  common: typeof ptCommon;
  meta: typeof ptMeta;
  home: typeof ptHome;
  about: typeof ptAbout;
  solutions: typeof ptSolutions;
  diagnostic: typeof ptDiagnostic;
  landing: typeof ptLanding;
  contact: typeof ptContact;
  blog: typeof ptBlog;
  sitemap: typeof ptSitemap;
  forms: typeof ptForms;
  legal: typeof ptLegal;
};

const bundles: Record<Lang, string> = { pt, en, es };
const parsed: Partial<Record<Lang, LangResources>> = {};

/** A language's texts, parsed from its bundle on first use and kept for the isolate's life. */
export function resourcesOf(lang: Lang): LangResources {
  let texts = parsed[lang];
  if (!texts) {
    texts = JSON.parse(bundles[lang]) as LangResources;
    parsed[lang] = texts;
  }
  return texts;
}

/** Every language's texts, each parsed when first read. */
export const resources: Record<Lang, LangResources> = {
  get pt() {
    return resourcesOf('pt');
  },
  get en() {
    return resourcesOf('en');
  },
  get es() {
    return resourcesOf('es');
  },
};
