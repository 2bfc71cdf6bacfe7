import type { Context } from 'hono';
import type { Article } from '../content/types';
import type { AppEnv } from '../env';
import { categoryLabel } from '../i18n/categories';
import { LANG_TAG } from '../shared/languages';
import { absoluteUrl, articleRoute, localizedPath } from '../shared/links';
import { breadcrumbJsonLd } from './structured-data';

/**
 * schema.org BlogPosting for an article page, plus its BreadcrumbList (Home > Blog > title).
 * Values are plain data; JsonLd writes them through safeJson, so no field can end the script.
 */
export function articleJsonLd(c: Context<AppEnv>, article: Article): object[] {
  const { origin, t, company } = c.var;
  const route = articleRoute(article.slug);
  // The URL of the language the text is really in (a pt fallback names the pt page).
  const url = origin + localizedPath(article.lang, route);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    image: article.featuredImage ? [absoluteUrl(origin, article.featuredImage.url)] : [`${origin}/media/og-default.jpg`],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt || article.publishedAt,
    inLanguage: LANG_TAG[article.lang],
    timeRequired: `PT${article.readingTime}M`,
    ...(article.category ? { articleSection: categoryLabel(t, article.category) } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
    author: article.author ? { '@type': 'Person', name: article.author.name } : { '@type': 'Organization', name: company.name },
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: company.name,
      logo: { '@type': 'ImageObject', url: `${origin}/media/logo-512.png` },
    },
  };
  const breadcrumb = breadcrumbJsonLd(c, [
    [t('blog:breadcrumb'), '/blog'],
    [article.title, route],
  ]);
  return [posting, breadcrumb];
}
