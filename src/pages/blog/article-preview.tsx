import { Icon } from '../../components/icons';
import { ButtonLink, StatusCode, StatusPage } from '../../components/status-page';
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
    <StatusPage
      className="blog-status"
      mark={<StatusCode code="401" />}
      heading={t('blog:preview.deniedTitle')}
      lead={t('blog:preview.deniedText')}
    >
      <div className="button-row">
        <ButtonLink variant="primary" href={href('/blog')} icon="arrowLeft" label={t('blog:article.backToBlog')} />
      </div>
    </StatusPage>
  );
}
