// html-validate's recommended rules, fitted to what React writes. Run over every page the crawl
// finds (test/browser/seo-crawl.test.ts); errors fail the suite.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attributes in camelCase (hrefLang, srcSet, fetchPriority, popoverTarget);
    // HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: 'camelcase' }],
    // React self-closes void elements (<meta/>, <img/>); harmless in HTML.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as name="" (open="", selected="").
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Phone numbers in links and text may wrap; a layout choice, not an error.
    'tel-non-breaking': 'off',
    // Search results show about 60 characters of a title.
    'long-title': ['error', { maxlength: 60 }],
    // The sitemap table's scroll box is a focusable, named region: a <section> there would be a
    // section without a heading (the W3C checker warns), a div with role="region" is what fits.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
};
