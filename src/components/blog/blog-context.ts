import type { TFunction } from 'i18next';
import type { Article } from '../../content/types';
import type { AppEnv } from '../../env';
import { categoryLabels } from '../../i18n/categories';
import type { CardContext, CardLabels } from '../../shared/cards';

/**
 * Which version of which articles a prerendered subtree shows (slug, last update, language): the
 * part of its cache key that content decides (src/components/prerendered.tsx).
 */
export function articlesStamp(articles: readonly Article[]): string {
  return articles.map((a) => `${a.slug}@${a.updatedAt}@${a.lang}`).join(' ');
}

/** The cards' context of a view, from its values (the page view, usePage()). */
export function cardContext({ family, lang, t }: Pick<AppEnv['Variables'], 'family' | 'lang' | 't'>): CardContext {
  return {
    family,
    lang,
    categoryLabels: categoryLabels(t),
  };
}

/**
 * A translation with `{{count}}` left in, for pure components and islands that fill it in later
 * (they have no i18n instance). A sentinel number goes through i18next and is put back.
 */
export function template(t: TFunction, key: string): string {
  const SENTINEL = 987654321;
  return String(t(key, { count: SENTINEL })).replace(String(SENTINEL), '{{count}}');
}

export function cardLabels(t: TFunction): CardLabels {
  return {
    readingTime: template(t, 'blog:card.readingTime'),
    moreTags: template(t, 'blog:card.moreTags'),
    featured: t('blog:card.featured'),
    readMore: t('blog:card.readMore'),
  };
}
