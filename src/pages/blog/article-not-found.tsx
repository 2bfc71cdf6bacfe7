import { ButtonLink, StatusCode, StatusPage } from '../../components/status-page';
import { usePage } from '../../components/use-page';

/** An unknown slug shows 'Artigo não encontrado' (status 404, not indexable). */
export function ArticleNotFoundPage() {
  const { t, href } = usePage();
  return (
    <StatusPage
      className="blog-status"
      mark={<StatusCode code="404" />}
      heading={t('blog:article.notFoundTitle')}
      lead={t('blog:article.notFoundText')}
    >
      <div className="button-row">
        <ButtonLink variant="primary" href={href('/blog')} icon="arrowLeft" label={t('blog:article.backToBlog')} />
        <ButtonLink variant="ghost" href={href('/')} icon="home" label={t('nav.home')} />
      </div>
    </StatusPage>
  );
}
