import { CONSENT_COOKIE } from '../../shared/consent';
import { usePage } from '../../components/use-page';

interface CookieRow {
  key: 'lang' | 'flash' | 'consent' | 'cloudflare' | 'ga' | 'embeds';
  /** Literal cookie names; embeds have a translated name instead. */
  names?: string[];
  needsConsent: boolean;
}

/**
 * Every cookie and storage key the site (or a provider on its behalf) can set. A new cookie
 * belongs here the day it is added: the notice must list all of them.
 */
export const COOKIE_ROWS: readonly CookieRow[] = [
  { key: 'lang', names: ['i18nextLng'], needsConsent: false },
  { key: 'flash', names: ['form_flash'], needsConsent: false },
  { key: 'consent', names: [CONSENT_COOKIE], needsConsent: false },
  { key: 'cloudflare', names: ['__cf_bm', 'cf_clearance'], needsConsent: false },
  { key: 'ga', names: ['_ga', '_ga_<ID>'], needsConsent: true },
  { key: 'embeds', needsConsent: true },
];

/** The table of the privacy notice. The consent cookie and Analytics' rows only where analytics exists. */
export function CookieTable({ analytics }: { analytics: boolean }) {
  const { t } = usePage();
  const rows = COOKIE_ROWS.filter((r) => analytics || (r.key !== 'ga' && r.key !== 'consent'));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on phones must be reachable by keyboard to scroll (WCAG 2.1.1).
    <div className="legal-table" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
      <table>
        <caption id="cookie-table-caption">{t('legal:privacy.cookies.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('legal:privacy.cookies.cols.name')}</th>
            <th scope="col">{t('legal:privacy.cookies.cols.purpose')}</th>
            <th scope="col">{t('legal:privacy.cookies.cols.duration')}</th>
            <th scope="col">{t('legal:privacy.cookies.cols.consent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-cookie={row.key}>
              <th scope="row">
                {row.names
                  ? row.names.map((name, i) => (
                      <span key={name}>
                        {i > 0 ? ', ' : null}
                        <code>{name}</code>
                      </span>
                    ))
                  : t(`legal:privacy.cookies.rows.${row.key}.name`)}
              </th>
              <td>{t(`legal:privacy.cookies.rows.${row.key}.purpose`)}</td>
              <td>{t(`legal:privacy.cookies.rows.${row.key}.duration`)}</td>
              <td>{row.needsConsent ? t('legal:privacy.cookies.yes') : t('legal:privacy.cookies.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
