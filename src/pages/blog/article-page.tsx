import ShareButtons, { type ShareButtonsProps } from '../../../client/islands/share-buttons';
import { ArticleAside } from './article-aside';
import { ArticleCard } from '../../../client/components/article-card';
import { articlesStamp, cardContext, cardLabels, template } from '../../components/blog/blog-context';
import { categoryLabel } from '../../i18n/categories';
import { formatDate, toCard } from '../../shared/cards';
import { articleRoute, blogCategoryRoute, blogTagRoute } from '../../shared/links';
import { Icon } from '../../components/icons';
import { Island } from '../../components/island';
import { Prerendered } from '../../components/prerendered';
import { usePage } from '../../components/use-page';
import { PreviewBar } from './article-preview';
import type { Article } from '../../content/types';
import { DATE_LOCALE, LANG_TAG } from '../../shared/languages';
import { fill } from '../../shared/template';

export interface ArticleData {
  article: Article;
  /** Sanitised HTML of the markdown body (src/content/markdown). */
  html: string;
  related: Article[];
  recent: Article[];
  /** Set when an editor previews a draft: the bar with the way back to the published page. */
  preview?: { exitHref: string };
}

/** Below the article a grid of 3 related articles; the side panel lists 4 recent and 4 related. */
export const RELATED_GRID = 3;
export const SIDE_ITEMS = 4;

/**
 * The blog article page, loaded view. The same for every reader of a language until the
 * article or its side lists change, so it is prerendered per content fingerprint.
 */
export function ArticlePage({ data }: { data: ArticleData }) {
  const { t, href } = usePage();
  const { article } = data;
  // What the page shows that comes from content: this article (its body's length too, should a
  // CMS edit leave the update time alone), its language, and the side lists.
  const fingerprint = `${articlesStamp([article, ...data.related, ...data.recent])}#${data.html.length}`;

  return (
    <>
      {data.preview ? <PreviewBar exitHref={data.preview.exitHref} /> : null}
      <Prerendered name="article" vary={fingerprint} islands={[ShareButtons]} className="post-layout container">
        {() => <ArticleMain data={data} />}
      </Prerendered>

      {data.related.length > 0 ? (
        <section className="section section--alt post-related" aria-labelledby="related-title">
          <Prerendered name="article-related" vary={fingerprint} className="container">
            {() => <RelatedArticles related={data.related} />}
          </Prerendered>
        </section>
      ) : null}

      <section className="section post-cta">
        <Prerendered name="article-cta" site className="container post-cta__inner">
          {() => (
            <>
              <h2>{t('blog:article.cta.title')}</h2>
              <p>{t('blog:article.cta.text')}</p>
              <a className="btn btn--primary btn--lg" href={href('/diagnosticlean')}>
                {t('blog:article.cta.button')}
                <Icon name="arrowRight" size={18} />
              </a>
            </>
          )}
        </Prerendered>
      </section>
    </>
  );
}

/** The article with its header, cover, body, tags and share buttons, beside the side panel. */
function ArticleMain({ data }: { data: ArticleData }) {
  const page = usePage();
  const { t, href, lang, absolute } = page;
  const { article } = data;
  const ctx = cardContext(page);
  const thumbs = (list: Article[]) => list.map((a) => toCard(a, ctx, '96px'));
  const articleTag = LANG_TAG[article.lang];
  const fallback = article.lang !== lang;
  const share: ShareButtonsProps = {
    url: absolute(articleRoute(article.slug)),
    title: article.title,
    labels: {
      heading: t('blog:article.share'),
      copy: t('blog:article.copyLink'),
      copied: t('blog:article.copied'),
      networks: {
        x: t('blog:article.shareOn', { network: 'X' }),
        facebook: t('blog:article.shareOn', { network: 'Facebook' }),
        linkedin: t('blog:article.shareOn', { network: 'LinkedIn' }),
        whatsapp: t('blog:article.shareOn', { network: 'WhatsApp' }),
      },
    },
  };
  const image = article.featuredImage;
  return (
    <>
      <div className="post-main">
        <a className="post__back" href={href('/blog')}>
          <Icon name="arrowLeft" size={18} />
          {t('blog:article.back')}
        </a>
        {fallback ? (
          <p className="post__notice" role="note">
            <Icon name="globe" size={18} />
            {t('blog:article.langNotice')}
          </p>
        ) : null}
        <article className="post" lang={fallback ? articleTag : undefined}>
          <header className="post__header">
            {article.category ? (
              <a className="badge post__category" href={href(blogCategoryRoute(article.category.slug))}>
                {categoryLabel(t, article.category)}
              </a>
            ) : null}
            <h1 className="post__title">{article.title}</h1>
            {article.excerpt ? <p className="post__excerpt">{article.excerpt}</p> : null}
            <p className="post__byline">
              {article.author ? <span className="post__author">{t('blog:article.by', { name: article.author.name })}</span> : null}
              <span className="post__date">
                <Icon name="clock" size={16} />
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, DATE_LOCALE[lang])}</time>
              </span>
              <span className="post__reading">{fill(template(t, 'blog:article.readingTime'), { count: article.readingTime })}</span>
            </p>
          </header>
          {image ? (
            <figure className="post__cover">
              <img
                src={image.url}
                srcSet={toCard(article, ctx).image?.srcSet}
                // A phone's cover is the column less its gutters (see CARD_SIZES).
                sizes="(min-width: 1024px) 760px, calc(100vw - 2rem)"
                width={image.width ?? 1600}
                height={image.height ?? 1000}
                alt={image.alt || article.title}
                // The cover is the article's largest paint on a phone: fetched at once with high
                // priority (React preloads it from the head), not when layout finds it in view.
                fetchPriority="high"
              />
            </figure>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML from src/content/markdown, sanitised by its allow-list (test/worker/markdown-safety.test.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: data.html }} />
          <footer className="post__footer">
            {article.tags.length > 0 ? (
              <div className="post__tags">
                <h2 className="post__footer-title">{t('blog:article.tags')}</h2>
                <ul>
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <a className="tag-chip" href={href(blogTagRoute(tag.slug))}>
                        #{tag.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Island component={ShareButtons} props={share} />
          </footer>
        </article>
      </div>
      <ArticleAside
        recent={thumbs(data.recent.filter((a) => a.slug !== article.slug).slice(0, SIDE_ITEMS))}
        related={thumbs(data.related.slice(0, SIDE_ITEMS))}
        labels={{
          panel: t('blog:article.sidebar'),
          recent: t('blog:article.recent'),
          related: t('blog:article.relatedSide'),
          empty: t('blog:article.noArticles'),
        }}
      />
    </>
  );
}

/** The related-articles grid under the article. */
function RelatedArticles({ related }: { related: Article[] }) {
  const page = usePage();
  const { t } = page;
  const ctx = cardContext(page);
  return (
    <>
      <h2 id="related-title">{t('blog:article.related')}</h2>
      <ul className="post-grid post-grid--compact">
        {related.slice(0, RELATED_GRID).map((a) => (
          <li key={a.slug}>
            <ArticleCard card={toCard(a, ctx)} labels={cardLabels(t)} variant="compact" headingLevel={3} showTags={false} />
          </li>
        ))}
      </ul>
    </>
  );
}
