import { Icon } from '../icons';
import { usePage } from '../use-page';
import { SOLUTIONS, type Solution } from './catalog';
import { Glyph, isGlyph, SOLUTION_GLYPH } from './glyph';
import { solutionImage } from './media';
import { isSiteVideo, SITE_VIDEOS } from './videos';

/** A card as an editor wrote it (the services grid from the CMS): which solution, its words, an icon and a video of the site's. */
export interface SolutionCardText {
  solution: Solution;
  title: string;
  text: string;
  icon?: string | null;
  video?: string | null;
}

/**
 * Cards linking to /solutions/{slug}. One link per card (on the title, stretched over the card
 * by CSS), so a screen reader hears each solution once. `photo` adds the lazy 16:9 picture.
 */
export function SolutionCards({
  solutions = SOLUTIONS,
  linkLabel,
  photo = false,
  compact = false,
  headingLevel = 3,
  cards,
}: {
  solutions?: readonly Solution[];
  /** The cards' own words, in their order, instead of the solutions' names and lines. */
  cards?: readonly SolutionCardText[];
  linkLabel: string;
  photo?: boolean;
  /** Two narrow columns on phones, name only: a long list stays short. */
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, href } = usePage();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const items =
    cards ??
    solutions.map((s): SolutionCardText => ({ solution: s, title: t(`solutions.${s.key}.name`), text: t(`solutions.${s.key}.short`) }));
  return (
    <ul className={`solution-cards${photo ? ' solution-cards--photo' : ''}${compact ? ' solution-cards--compact' : ''}`}>
      {items.map(({ solution: s, title, text, icon, video }) => {
        const img = solutionImage(s.slug);
        return (
          <li key={`${s.slug}:${title}`} className="surface solution-card">
            {photo ? (
              <img
                className="solution-card__img"
                src={`/media/solutions/${s.slug}-800.webp`}
                srcSet={img.srcSet}
                sizes="(min-width: 1024px) 290px, (min-width: 640px) 50vw, 100vw"
                width={800}
                height={450}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="solution-card__icon">
                <Glyph name={isGlyph(icon) ? icon : SOLUTION_GLYPH[s.key]} />
              </span>
            )}
            <div className="solution-card__body">
              {photo && isGlyph(icon) ? (
                <span className="solution-card__icon">
                  <Glyph name={icon} />
                </span>
              ) : null}
              <Heading className="solution-card__title">
                <a href={href(`/solutions/${s.slug}`)}>{title}</a>
              </Heading>
              <p>{text}</p>
              {isSiteVideo(video) ? (
                <a className="solution-card__video" href={`${href(`/solutions/${SITE_VIDEOS[video].slug}`)}#video-title`}>
                  <Glyph name="play" size={16} />
                  {t('solutions:page.video.play', { title: t(SITE_VIDEOS[video].title) })}
                </a>
              ) : null}
              <span className="solution-card__more" aria-hidden="true">
                {linkLabel}
                <Icon name="arrowRight" size={16} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
