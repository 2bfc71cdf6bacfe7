import { Icon } from '../icons';
import { usePage } from '../use-page';
import { SOLUTIONS, type Solution } from './catalog';
import { Glyph, SOLUTION_GLYPH } from './glyph';
import { solutionImage } from './media';

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
}: {
  solutions?: readonly Solution[];
  linkLabel: string;
  photo?: boolean;
  /** Two narrow columns on phones, name only: a long list stays short. */
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, href } = usePage();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <ul className={`solution-cards${photo ? ' solution-cards--photo' : ''}${compact ? ' solution-cards--compact' : ''}`}>
      {solutions.map((s) => {
        const img = solutionImage(s.slug);
        return (
          <li key={s.slug} className="surface solution-card">
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
                <Glyph name={SOLUTION_GLYPH[s.key]} />
              </span>
            )}
            <div className="solution-card__body">
              <Heading className="solution-card__title">
                <a href={href(`/solutions/${s.slug}`)}>{t(`solutions.${s.key}.name`)}</a>
              </Heading>
              <p>{t(`solutions.${s.key}.short`)}</p>
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
