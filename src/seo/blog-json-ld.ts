import type { Blog, WithContext } from 'schema-dts';
import type { Article } from '../content/types';
import { LANG_TAG } from '../shared/languages';
import { articleRoute, localizedPath } from '../shared/links';
import { type JsonLdView, organizationId } from './structured-data';

/**
 * The archive's schema.org Blog, one node per language (name, description and url differ). `posts`
 * (the unfiltered first page) are listed by reference to their own BlogPosting nodes: the article
 * pages hold the values, so no id names two versions of a posting. A filtered or paged view passes none.
 */
export function blogJsonLd(view: JsonLdView, posts?: readonly Pick<Article, 'slug' | 'lang'>[]): WithContext<Blog> {
  const { origin, lang, t } = view;
  const url = origin + localizedPath(lang, '/blog');
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${url}#blog`,
    name: t('blog:meta.title'),
    description: t('blog:meta.description'),
    url,
    inLanguage: LANG_TAG[lang],
    publisher: { '@id': organizationId(origin, lang) },
    ...(posts ? { blogPost: posts.map((a) => ({ '@id': `${origin}${localizedPath(a.lang, articleRoute(a.slug))}#article` })) } : {}),
  };
}
