import { Icon } from '../../components/icons';
import { LinkList, type SiteLink } from '../../components/link-list';
import { usePage } from '../../components/use-page';

/**
 * The 404 page: large 404, heading, message, help; Home / Back / Refresh; quick links. No
 * script: Back links to the page the visitor came from on this site (the Referer), else home;
 * Refresh links to this very URL, which the browser loads again in place of this entry.
 */
const QUICK_LINKS: SiteLink[] = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/diagnosticlean', 'nav.diagnostic'],
  ['/contact', 'nav.contact'],
];

export function NotFoundPage() {
  const { t, href, c } = usePage();
  const here = new URL(c.req.url);
  const back = previousPage(c.req.header('referer'), here) ?? href('/');
  return (
    <section className="status-page">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.heading')}</h1>
        <p className="status-page__lead">{t('notFound.message')}</p>
        <p>{t('notFound.help')}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href('/')}>
            <Icon name="home" size={18} />
            {t('notFound.home')}
          </a>
          <a className="btn btn--secondary" href={back} data-back="">
            <Icon name="arrowLeft" size={18} />
            {t('notFound.back')}
          </a>
          <a className="btn btn--ghost" href={here.pathname + here.search} data-reload="">
            <Icon name="refresh" size={18} />
            {t('notFound.refresh')}
          </a>
        </div>
        <nav className="status-page__links" aria-labelledby="quick-links">
          <h2 id="quick-links">{t('notFound.quickLinks')}</h2>
          <LinkList links={QUICK_LINKS} />
        </nav>
      </div>
    </section>
  );
}

/** The path of a same-origin referring page other than this one, or undefined. */
export function previousPage(referer: string | undefined, here: URL): string | undefined {
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  if (from.origin !== here.origin || from.pathname + from.search === here.pathname + here.search) return undefined;
  return from.pathname + from.search + from.hash;
}
