import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n/i18n';
import { NAMESPACES, resourcesOf } from '../../src/i18n/resources';
import { LANGS } from '../../src/shared/languages';

/** Every text of a namespace as i18next names it: `ns:path.to.leaf`, arrays by index. */
function leafKeys(ns: string, value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leafKeys(ns, v, prefix ? `${prefix}.${k}` : k));
  }
  return typeof value === 'string' ? [`${ns}:${prefix}`] : [];
}

// The site's t() answers most keys from the parsed texts without i18next's translate() (src/i18n/i18n.ts,
// plainText): it must answer every key exactly as i18next does with the same texts and options.
describe("the site's t()", () => {
  for (const lang of LANGS) {
    it(`returns what i18next returns for every text of ${lang}, asked without options and with one`, async () => {
      const texts = resourcesOf(lang);
      const reference = i18next.createInstance();
      await reference.init({
        lng: lang,
        fallbackLng: false,
        ns: [...NAMESPACES],
        defaultNS: 'common',
        initAsync: false,
        returnNull: false,
        interpolation: { escapeValue: false },
        resources: { [lang]: structuredClone(texts) },
      });
      const t = getT(lang);
      const keys = NAMESPACES.flatMap((ns) => leafKeys(ns, texts[ns]));
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        expect(t(key), key).toEqual(reference.t(key));
        expect(t(key, { years: 17, count: 2 }), key).toEqual(reference.t(key, { years: 17, count: 2 }));
      }
      // Keys in the default namespace, missing keys and objects take i18next's path.
      expect(t('nav.home')).toEqual(reference.t('nav.home'));
      expect(t('common:no.such.key')).toEqual(reference.t('common:no.such.key'));
      expect(t('home:faq', { returnObjects: true })).toEqual(reference.t('home:faq', { returnObjects: true }));
    });
  }
});
