import type { Context } from 'hono';
import type { Article } from '../content/types';
import type { AppEnv } from '../env';
import { LANG_TAG } from '../shared/languages';
import { articleRoute, localizedPath } from '../shared/links';

/**
 * schema.org Blog of the archive. `posts` are listed as its BlogPostings (the unfiltered first
 * page); a filtered or paged view passes none.
 */
export function blogJsonLd(c: Context<AppEnv>, posts?: readonly Pick<Article, 'title' | 'slug' | 'lang' | 'publishedAt'>[]): object {
  const { origin, lang, t } = c.var;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${origin}/blog#blog`,
    name: t('blog:meta.title'),
    description: t('blog:meta.description'),
    url: origin + localizedPath(lang, '/blog'),
    inLanguage: LANG_TAG[lang],
    ...(posts
      ? {
          blogPost: posts.map((a) => ({
            '@type': 'BlogPosting',
            headline: a.title,
            url: origin + localizedPath(a.lang, articleRoute(a.slug)),
            datePublished: a.publishedAt,
          })),
        }
      : {}),
  };
}
