import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';
import { sitemapStats, type SitemapEntry } from '../../seo/sitemap-entries';
import { tList } from '../../i18n/i18n';

/** Badge colour by priority: 1.0 red, 0.9 orange, 0.8 yellow, otherwise green. */
export function priorityTone(priority: number): 'max' | 'high' | 'mid' | 'low' {
  if (priority >= 1) return 'max';
  if (priority >= 0.9) return 'high';
  if (priority >= 0.8) return 'mid';
  return 'low';
}

/** Last modification as a pt-BR date whatever the page language. */
// Made on first use: a new isolate's first Intl formatter loads the locale's data (several ms at
// start-up), and most isolates never show this page.
let ptBrDate: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (ptBrDate ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));

/** Rendered on the server from the same entries as /sitemap.xml. */
export function SitemapPage({ entries }: { entries: SitemapEntry[] }) {
  const { t, origin } = usePage();
  const stats = sitemapStats(entries);
  return (
    <>
      <header className="blog-hero">
        <div className="container">
          <p className="eyebrow">{t('sitemap:eyebrow')}</p>
          <h1>{t('sitemap:title')}</h1>
          <p className="lead">{t('sitemap:subtitle')}</p>
          <a className="btn btn--secondary" href="/sitemap.xml" target="_blank" rel="noopener">
            {t('sitemap:rawLink')}
            <Icon name="arrowRight" size={18} />
            <span className="visually-hidden"> ({t('sitemap:rawLinkHint')})</span>
          </a>
        </div>
      </header>
      <section className="section sitemap-view">
        <div className="container">
          <h2 className="visually-hidden">{t('sitemap:stats.label')}</h2>
          <dl className="sitemap-stats">
            <div className="sitemap-stats__item">
              <dt>{t('sitemap:stats.total')}</dt>
              <dd data-stat="total">{stats.total}</dd>
            </div>
            <div className="sitemap-stats__item">
              <dt>{t('sitemap:stats.priorityMax')}</dt>
              <dd data-stat="priority">{stats.maxPriority}</dd>
            </div>
            <div className="sitemap-stats__item">
              <dt>{t('sitemap:stats.weekly')}</dt>
              <dd data-stat="weekly">{stats.weekly}</dd>
            </div>
          </dl>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it. */}
          <div className="sitemap-table__wrap" role="region" aria-labelledby="sitemap-caption" tabIndex={0}>
            <table className="sitemap-table">
              <caption id="sitemap-caption">{t('sitemap:table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sitemap:table.url')}</th>
                  <th scope="col">{t('sitemap:table.priority')}</th>
                  <th scope="col">{t('sitemap:table.changefreq')}</th>
                  <th scope="col">{t('sitemap:table.lastmod')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => {
                  const path = e.loc.startsWith(origin) ? e.loc.slice(origin.length) || '/' : e.loc;
                  return (
                    <tr key={e.loc}>
                      <td className="sitemap-table__url">
                        <a href={path}>{path}</a>
                      </td>
                      <td>
                        <span className={`priority-badge priority-badge--${priorityTone(e.priority)}`}>{e.priority.toFixed(1)}</span>
                      </td>
                      <td>{t(`sitemap:changefreq.${e.changefreq}`)}</td>
                      <td>
                        <time dateTime={e.lastmod}>{dateFormat().format(new Date(`${e.lastmod}T00:00:00Z`))}</time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <aside className="sitemap-about" aria-labelledby="sitemap-about-title">
            <h2 id="sitemap-about-title">{t('sitemap:about.title')}</h2>
            {tList<string>(t, 'sitemap:about.paragraphs').map((p) => (
              <p key={p}>{p}</p>
            ))}
          </aside>
        </div>
      </section>
    </>
  );
}
