import type { Context } from 'hono';
import { contentService } from '../../content/service';
import type { Article } from '../../content/types';
import type { AppEnv } from '../../env';
import { tList } from '../../i18n/i18n';
import { Icon } from '../icons';
import { usePage } from '../use-page';
import { ArticleCard } from '../../../client/components/article-card';
import { cardContext, cardLabels } from './blog-context';
import { formatDate, toCard, type CardData } from '../../../client/components/card-data';

/** Spec §9: the home teaser shows 3 articles. */
export const TEASER_SIZE = 3;

export interface BlogTeaserData {
  articles: Article[];
  /** The content service failed: the 3 built-in sample cards are shown with an error and retry. */
  error: boolean;
}

/**
 * Data for the home page's blog teaser (spec §4 Blog teaser): the 3 latest articles. Never
 * throws: on any failure `error` is true and the teaser falls back to its sample cards.
 */
export async function loadBlogTeaser(c: Context<AppEnv>): Promise<BlogTeaserData> {
  try {
    return { articles: await contentService(c).latestArticles(c.var.lang, TEASER_SIZE), error: false };
  } catch (error) {
    console.warn('Blog teaser: articles unavailable, showing samples:', error instanceof Error ? error.message : error);
    return { articles: [], error: true };
  }
}

interface SampleCard {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readingTime: number;
}

/** Section with heading, 3 cards and a link to /blog; on error the message, a retry and the samples. */
export function BlogTeaser({ data }: { data: BlogTeaserData }) {
  const { t, c, href } = usePage();
  const ctx = cardContext(c);
  const labels = cardLabels(t);
  const here = new URL(c.req.url);
  const blogHref = href('/blog');
  const cards: CardData[] =
    !data.error && data.articles.length > 0
      ? data.articles.slice(0, TEASER_SIZE).map((a) => toCard(a, ctx))
      : tList<SampleCard>(t, 'blog:teaser.samples').map((s, i) => ({
          slug: `sample-${i + 1}`,
          href: blogHref,
          title: s.title,
          excerpt: s.excerpt,
          date: s.date,
          dateLabel: formatDate(s.date, ctx.dateLocale),
          readingTime: s.readingTime,
          category: { slug: 'sample', label: s.category, href: blogHref },
          tags: [],
          image: null,
          featured: false,
        }));
  return (
    <section className="section section--alt blog-teaser" aria-labelledby="blog-teaser-title">
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">{t('blog:teaser.eyebrow')}</p>
          <h2 id="blog-teaser-title">{t('blog:teaser.title')}</h2>
          <p>{t('blog:teaser.subtitle')}</p>
        </header>
        {data.error ? (
          <div className="blog-teaser__error alert alert--error" role="alert">
            <p>{t('blog:teaser.error')}</p>
            <a className="btn btn--secondary" href={here.pathname + here.search}>
              <Icon name="refresh" size={18} />
              {t('blog:teaser.retry')}
            </a>
          </div>
        ) : null}
        <ul className="post-grid">
          {cards.map((card) => (
            <li key={card.slug}>
              <ArticleCard card={card} labels={labels} headingLevel={3} />
            </li>
          ))}
        </ul>
        <div className="blog-teaser__footer">
          <a className="btn btn--ghost btn--lg" href={blogHref}>
            {t('blog:teaser.viewAll')}
            <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
