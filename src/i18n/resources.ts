// Every namespace of every language. pt defines the keys; a test proves en and es carry exactly
// the same ones (test/worker/locales.test.ts).
//
// The worker does not carry them: each language is a static asset (public/content/texts/, written
// by scripts/locale-bundles.mjs from locales/; src/generated/locales.ts names the files), read
// through the ASSETS binding once per isolate by the first request that needs that language
// (loadTexts in ./load.ts: the language middleware, and each route or job that answers in
// another language) and kept, so that
// every t() after it reads them synchronously. Every byte of the upload is compiled at start-up,
// strings included (docs/performance.md, the cold path). The types are the JSON files' own.
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
import type { Lang } from '../shared/languages';
import { loadedTexts, TextsNotLoadedError } from './load';

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

/** A language's texts, read by loadTexts before (a request's first step): kept for the isolate's life. */
export function resourcesOf(lang: Lang): LangResources {
  const texts = loadedTexts(lang);
  if (!texts) throw new TextsNotLoadedError(lang);
  return texts as LangResources;
}

/** Every language's texts (each read by loadTexts before). */
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
