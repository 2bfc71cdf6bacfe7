import { Icon } from '../components/icons';
import { usePage } from '../components/use-page';

/** Spec §2 404 page: large 404, heading, message, help; Home / Back / Refresh; quick links. */
export function NotFoundPage() {
  const { t, href, c } = usePage();
  const here = new URL(c.req.url);
  return (
    <section className="status-page">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">404</p>
        <h1>{t('notFound.heading')}</h1>
        <p className="status-page__lead">{t('notFound.message')}</p>
        <p>{t('notFound.help')}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href('/')}>
            <Icon name="home" size={18} />
            {t('notFound.home')}
          </a>
          <a className="btn btn--secondary" href={href('/')} data-action="back">
            <Icon name="arrowLeft" size={18} />
            {t('notFound.back')}
          </a>
          <a className="btn btn--ghost" href={here.pathname + here.search} data-action="reload">
            <Icon name="refresh" size={18} />
            {t('notFound.refresh')}
          </a>
        </div>
        <nav className="status-page__links" aria-labelledby="quick-links">
          <h2 id="quick-links">{t('notFound.quickLinks')}</h2>
          <ul>
            <li><a href={href('/')}>{t('nav.home')}</a></li>
            <li><a href={href('/about')}>{t('nav.about')}</a></li>
            <li><a href={href('/diagnosticlean')}>{t('nav.diagnostic')}</a></li>
            <li><a href={href('/contact')}>{t('nav.contact')}</a></li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
