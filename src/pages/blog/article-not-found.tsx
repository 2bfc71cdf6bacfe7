import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';

/** An unknown slug shows 'Artigo não encontrado' (status 404, not indexable). */
export function ArticleNotFoundPage() {
  const { t, href } = usePage();
  return (
    <section className="status-page blog-status">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('blog:article.notFoundTitle')}</h1>
        <p className="status-page__lead">{t('blog:article.notFoundText')}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href('/blog')}>
            <Icon name="arrowLeft" size={18} />
            {t('blog:article.backToBlog')}
          </a>
          <a className="btn btn--ghost" href={href('/')}>
            <Icon name="home" size={18} />
            {t('nav.home')}
          </a>
        </div>
      </div>
    </section>
  );
}
