// Every namespace of every language, bundled into the worker. pt defines the keys; a test
// proves en and es carry exactly the same ones (test/worker/locales.test.ts).
import ptCommon from '../../locales/pt/common.json';
import ptMeta from '../../locales/pt/meta.json';
import ptHome from '../../locales/pt/home.json';
import ptAbout from '../../locales/pt/about.json';
import ptSolutions from '../../locales/pt/solutions.json';
import ptDiagnostic from '../../locales/pt/diagnostic.json';
import ptLanding from '../../locales/pt/landing.json';
import ptContact from '../../locales/pt/contact.json';
import ptBlog from '../../locales/pt/blog.json';
import ptSitemap from '../../locales/pt/sitemap.json';
import ptForms from '../../locales/pt/forms.json';
import ptLegal from '../../locales/pt/legal.json';
import enCommon from '../../locales/en/common.json';
import enMeta from '../../locales/en/meta.json';
import enHome from '../../locales/en/home.json';
import enAbout from '../../locales/en/about.json';
import enSolutions from '../../locales/en/solutions.json';
import enDiagnostic from '../../locales/en/diagnostic.json';
import enLanding from '../../locales/en/landing.json';
import enContact from '../../locales/en/contact.json';
import enBlog from '../../locales/en/blog.json';
import enSitemap from '../../locales/en/sitemap.json';
import enForms from '../../locales/en/forms.json';
import enLegal from '../../locales/en/legal.json';
import esCommon from '../../locales/es/common.json';
import esMeta from '../../locales/es/meta.json';
import esHome from '../../locales/es/home.json';
import esAbout from '../../locales/es/about.json';
import esSolutions from '../../locales/es/solutions.json';
import esDiagnostic from '../../locales/es/diagnostic.json';
import esLanding from '../../locales/es/landing.json';
import esContact from '../../locales/es/contact.json';
import esBlog from '../../locales/es/blog.json';
import esSitemap from '../../locales/es/sitemap.json';
import esForms from '../../locales/es/forms.json';
import esLegal from '../../locales/es/legal.json';

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

export const resources = {
  pt: {
    common: ptCommon,
    meta: ptMeta,
    home: ptHome,
    about: ptAbout,
    solutions: ptSolutions,
    diagnostic: ptDiagnostic,
    landing: ptLanding,
    contact: ptContact,
    blog: ptBlog,
    sitemap: ptSitemap,
    forms: ptForms,
    legal: ptLegal,
  },
  en: {
    common: enCommon,
    meta: enMeta,
    home: enHome,
    about: enAbout,
    solutions: enSolutions,
    diagnostic: enDiagnostic,
    landing: enLanding,
    contact: enContact,
    blog: enBlog,
    sitemap: enSitemap,
    forms: enForms,
    legal: enLegal,
  },
  es: {
    common: esCommon,
    meta: esMeta,
    home: esHome,
    about: esAbout,
    solutions: esSolutions,
    diagnostic: esDiagnostic,
    landing: esLanding,
    contact: esContact,
    blog: esBlog,
    sitemap: esSitemap,
    forms: esForms,
    legal: esLegal,
  },
} satisfies Record<string, Record<Namespace, unknown>>;
