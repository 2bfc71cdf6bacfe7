import type { BlogPosting, WithContext } from 'schema-dts';
import type { Article } from '../content/types';
import { categoryLabel } from '../i18n/categories';
import { getT } from '../i18n/i18n';
import { LANG_TAG } from '../shared/languages';
import { absoluteUrl, articleRoute, localizedPath } from '../shared/links';
import { articleImages, DEFAULT_SOCIAL_IMAGE } from './social-images';
import { breadcrumbJsonLd, type JsonLdView, organizationId, organizationRef } from './structured-data';

/**
 * schema.org BlogPosting for an article page, plus its BreadcrumbList (Home > Blog > title).
 * The posting is the node of the language the text is in, written in that language wherever it
 * is shown (a pt fallback under /en names the pt page and the pt category), so its @id always
 * names the same values. Values are plain data; JsonLd writes them through safeJson.
 */
export function articleJsonLd(view: JsonLdView, article: Article): object[] {
  const { origin, t } = view;
  const own = getT(article.lang);
  const route = articleRoute(article.slug);
  const url = origin + localizedPath(article.lang, route);
  const images = articleImages(article.featuredImage);
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    // Google asks for 16:9, 4:3 and 1:1 images, at least 50,000 pixels each.
    image: (images?.structured ?? [DEFAULT_SOCIAL_IMAGE]).map((i) => absoluteUrl(origin, i.url)),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt || article.publishedAt,
    inLanguage: LANG_TAG[article.lang],
    timeRequired: `PT${article.readingTime}M`,
    ...(article.category ? { articleSection: categoryLabel(own, article.category) } : {}),
    // Tags are named in the visitor's language: on a fallback page they would differ from the node's own.
    ...(article.tags.length > 0 && article.lang === view.lang ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
    // No author pages: a person's url is the team's page (About) of the article's language.
    author: article.author
      ? {
          '@type': 'Person',
          name: article.author.name,
          url: origin + localizedPath(article.lang, '/about'),
          worksFor: { '@id': organizationId(origin, article.lang) },
        }
      : organizationRef(view, article.lang),
    publisher: organizationRef(view, article.lang),
  };
  const breadcrumb = breadcrumbJsonLd(view, [
    [t('blog:breadcrumb'), '/blog'],
    [article.title, route],
  ]);
  return [posting, breadcrumb];
}
