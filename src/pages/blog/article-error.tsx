import { usePage } from '../../components/use-page';
import { BlogErrorPage } from './blog-error';

/**
 * Any article failure other than "not found" (the content service is down and
 * nothing is cached): heading 'Erro', 'Erro ao carregar o artigo', a link back to the blog and
 * a retry (the same URL). Served with 503 and Retry-After.
 */
export function ArticleErrorPage() {
  const { t } = usePage();
  return (
    <BlogErrorPage
      heading={t('blog:article.errorHeading')}
      message={t('blog:article.errorTitle')}
      detail={t('blog:article.errorText')}
      retryLabel={t('blog:article.retry')}
      backLabel={t('blog:article.backToBlog')}
    />
  );
}
