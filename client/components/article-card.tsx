import type { CardData, CardLabels, CardVariant } from '../../src/shared/cards';
import { fill } from '../../src/shared/template';

/*
 * One article card, four variants: default, featured (the archive's wide first card), compact (no
 * category, no excerpt: the related articles) and minimal (no image, no reading time).
 * Pure and props-only: rendered by server pages and by the blog-archive island alike.
 */

/** A card shows at most 3 tags, then how many more there are. */
export const CARD_MAX_TAGS = 3;

export function ArticleCard({
  card,
  labels,
  variant = 'default',
  headingLevel = 2,
  priority = false,
  showTags = variant !== 'compact' && variant !== 'minimal',
}: {
  card: CardData;
  labels: CardLabels;
  variant?: CardVariant;
  headingLevel?: 2 | 3 | 4;
  /**
   * The page's likely largest paint (the archive's first card): its image is fetched at high
   * priority (React preloads it from the head), before the other cards' images it would share
   * the connection with. Every other card's image loads lazily and is not preloaded: on a phone
   * the first card fills the first screen, and a request started before the largest paint is on
   * its path in Lighthouse's simulation of slow 4G.
   */
  priority?: boolean;
  showTags?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h2';
  const shownTags = card.tags.slice(0, CARD_MAX_TAGS);
  const hidden = card.tags.length - shownTags.length;
  const withImage = variant !== 'minimal' && card.image;
  const category = variant !== 'compact' ? card.category : null;
  // The badge says what the CMS says (the `featured` flag); the wide first card of the archive
  // is a layout, not a claim.
  const badge = card.featured && (variant === 'featured' || variant === 'default');
  return (
    <article className={`post-card post-card--${variant}`} lang={card.lang}>
      {withImage && card.image ? (
        <a className="post-card__media" href={card.href} hrefLang={card.lang} tabIndex={-1} aria-hidden="true">
          <img
            src={card.image.src}
            srcSet={card.image.srcSet}
            sizes={card.image.srcSet ? card.image.sizes : undefined}
            width={card.image.width}
            height={card.image.height}
            alt={card.image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        </a>
      ) : null}
      <div className="post-card__body">
        {badge || category ? (
          <div className="post-card__badges">
            {badge ? <span className="badge badge--accent">{labels.featured}</span> : null}
            {category ? (
              <a className="badge post-card__category" href={category.href}>
                {category.label}
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="post-card__meta">
          <time dateTime={card.date}>{card.dateLabel}</time>
          {variant !== 'minimal' ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{fill(labels.readingTime, { count: card.readingTime })}</span>
            </>
          ) : null}
        </p>
        <Heading className="post-card__title">
          <a href={card.href} hrefLang={card.lang}>
            {card.title}
          </a>
        </Heading>
        {variant === 'default' || variant === 'featured' ? <p className="post-card__excerpt">{card.excerpt}</p> : null}
        {showTags && shownTags.length > 0 ? (
          <ul className="post-card__tags">
            {shownTags.map((tag) => (
              <li key={tag.slug}>
                <a className="tag-chip" href={tag.href}>
                  #{tag.name}
                </a>
              </li>
            ))}
            {hidden > 0 ? <li className="post-card__more-tags">{fill(labels.moreTags, { count: hidden })}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
