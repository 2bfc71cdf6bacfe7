import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';

/** The bar on a previewed draft: says what this is and leads back to the published page. */
export function PreviewBar({ exitHref }: { exitHref: string }) {
  const { t } = usePage();
  return (
    <aside className="preview-bar" aria-label={t('blog:preview.label')}>
      <div className="container preview-bar__inner">
        <p>
          <Icon name="clock" size={18} />
          <strong>{t('blog:preview.title')}</strong> {t('blog:preview.text')}
        </p>
        <a className="btn btn--secondary" href={exitHref}>
          {t('blog:preview.exit')}
        </a>
      </div>
    </aside>
  );
}

/** A preview link that is wrong, expired, or opened where previews are off: nothing of a draft. */
export function ArticlePreviewDenied() {
  const { t, href } = usePage();
  return (
    <section className="status-page blog-status">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          401
        </p>
        <h1>{t('blog:preview.deniedTitle')}</h1>
        <p className="status-page__lead">{t('blog:preview.deniedText')}</p>
        <div className="button-row">
          <a className="btn btn--primary" href={href('/blog')}>
            <Icon name="arrowLeft" size={18} />
            {t('blog:article.backToBlog')}
          </a>
        </div>
      </div>
    </section>
  );
}
