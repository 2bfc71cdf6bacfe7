import { LANGS, LANG_TAG, type Lang } from '../shared/languages';
import { localizedPath } from '../shared/links';
import { Flag } from './flags';
import { Icon } from './icons';
import { usePage } from './use-page';

/**
 * Language menu: a button and a popover of plain links to /lang/{code}?next=…, which store the
 * choice in the i18nextLng cookie and come back to the same page. No script: the popover opens
 * and closes with its button, Escape and a click outside, and without popover support the list
 * is simply shown. On a /pt|/en|/es page the next page is the same route in the chosen language.
 */
export function LanguageSwitcher({ id }: { id: string }) {
  const { t, lang, family, request, route: path } = usePage();
  const url = new URL(request.url);
  const route = path + url.search;
  const target = (code: Lang) => (family === 'x-default' ? route : localizedPath(code, route));
  return (
    <div className="lang-menu" data-lang-menu="">
      <button type="button" className="lang-menu__button" popoverTarget={id}>
        <Flag lang={lang} />
        {/* The accessible name ("Idioma: PT") contains the visible text, as WCAG 2.5.3 asks. */}
        <span className="visually-hidden">{t('lang.label')}: </span>
        <span className="lang-menu__code">{lang.toUpperCase()}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul className="lang-menu__list" id={id} popover="auto">
        {LANGS.map((code) => (
          <li key={code}>
            <a
              href={`/lang/${code}?next=${encodeURIComponent(target(code))}`}
              hrefLang={LANG_TAG[code]}
              lang={LANG_TAG[code]}
              rel="nofollow"
              aria-current={code === lang ? 'true' : undefined}
              data-lang={code}
            >
              <Flag lang={code} />
              <span>{t(`lang.${code}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
