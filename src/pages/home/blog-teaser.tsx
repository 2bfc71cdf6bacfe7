import { articlesStamp, cardContext, cardLabels } from '../../components/blog/blog-context';
import type { Article } from '../../content/types';
import { tList } from '../../i18n/i18n';
import { Icon } from '../../components/icons';
import { Prerendered } from '../../components/prerendered';
import { thisPageHref } from '../../components/status-page';
import { usePage } from '../../components/use-page';
import { ArticleCard } from '../../../client/components/article-card';
import { formatDate, toCard, type CardData } from '../../shared/cards';
import { DATE_LOCALE } from '../../shared/languages';

/** The home page's blog teaser shows the 3 latest articles. */
export const TEASER_SIZE = 3;

export interface BlogTeaserData {
  articles: Article[];
  /** The content service failed: the 3 built-in sample cards are shown with an error and retry. */
  error: boolean;
}

interface SampleCard {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readingTime: number;
}

/**
 * Section with heading, 3 cards and a link to /blog; on error the message, a retry and the samples.
 * The cards are the same for every visitor until the articles change, so the section's inside is
 * prerendered per set of articles (slug and last update); the error state links back to this very
 * URL and renders live.
 */
export function BlogTeaser({ data }: { data: BlogTeaserData }) {
  const page = usePage();
  const articles = data.error ? [] : data.articles.slice(0, TEASER_SIZE);
  const content = () => <TeaserContent articles={articles} retryHref={data.error ? thisPageHref(page.request.url) : undefined} />;
  return (
    <section className="section section--alt blog-teaser" aria-labelledby="blog-teaser-title">
      {data.error ? (
        <div className="container">{content()}</div>
      ) : (
        <Prerendered name="blog-teaser" vary={articlesStamp(articles)} className="container">
          {content}
        </Prerendered>
      )}
    </section>
  );
}

function TeaserContent({ articles, retryHref }: { articles: Article[]; retryHref?: string }) {
  const page = usePage();
  const { t, href } = page;
  const ctx = cardContext(page);
  const labels = cardLabels(t);
  const blogHref = href('/blog');
  const cards: CardData[] =
    articles.length > 0
      ? articles.map((a) => toCard(a, ctx))
      : tList<SampleCard>(t, 'blog:teaser.samples').map((s, i) => ({
          slug: `sample-${i + 1}`,
          href: blogHref,
          title: s.title,
          excerpt: s.excerpt,
          date: s.date,
          dateLabel: formatDate(s.date, DATE_LOCALE[ctx.lang]),
          readingTime: s.readingTime,
          category: { slug: 'sample', label: s.category, href: blogHref },
          tags: [],
          image: null,
          featured: false,
        }));
  return (
    <>
      <header className="section__header">
        <p className="eyebrow">{t('blog:teaser.eyebrow')}</p>
        <h2 id="blog-teaser-title">{t('blog:teaser.title')}</h2>
        <p>{t('blog:teaser.subtitle')}</p>
      </header>
      {retryHref !== undefined ? (
        <div className="blog-teaser__error alert alert--error" role="alert">
          <p>{t('blog:teaser.error')}</p>
          <a className="btn btn--secondary" href={retryHref}>
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
    </>
  );
}
