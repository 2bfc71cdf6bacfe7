// The marketing pages' CMS model as the scripts see it: the worker's own model files
// (src/content/pages/, run by Node as they are) over the repository's texts, read from locales/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeModels } from '../../src/content/pages/fields.ts';
import { SOLUTION_PAGES, TESTIMONIALS } from '../../src/content/pages/model.ts';
import { HOME_SPECS } from '../../src/content/pages/specs-home.ts';
import { OTHER_PAGE_SPECS } from '../../src/content/pages/specs-pages.ts';
import { LEGAL_SPECS } from '../../src/content/pages/specs-legal.ts';
import { SITE_SPECS } from '../../src/content/pages/specs-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const LANGS = ['pt', 'en', 'es'];
const NAMESPACES = ['home', 'about', 'solutions', 'contact', 'diagnostic', 'landing', 'common', 'legal', 'forms'];

export const PAGE_SPECS = [...HOME_SPECS, ...OTHER_PAGE_SPECS, ...SITE_SPECS, ...LEGAL_SPECS];
export { TESTIMONIALS };
/** The eight solution pages: slug and the locale key of their texts. */
export const SOLUTIONS = Object.entries(SOLUTION_PAGES).map(([slug, key]) => ({ slug, key }));

/** locales/<lang>/<ns>.json of the marketing pages, as the worker bundles them. */
export function localeTree() {
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8'))])),
    ]),
  );
}

/** Every model's fields (src/content/pages/fields.ts), from the repository's texts. */
export function pageModels(tree = localeTree()) {
  return describeModels(PAGE_SPECS, tree, { solutionBases: SOLUTIONS.map((s) => s.key), testimonials: TESTIMONIALS });
}
