import { IconCardsSection } from '../../components/sections/icon-cards-section';
import { tImage, tList, tRich } from '../../i18n/i18n';
import { RichText } from '../../components/sections/rich-text';
import { Glyph, type GlyphName } from '../../components/solutions/glyph';
import { type ResponsiveImage, teamImage } from '../../components/solutions/media';
import type { TFunction } from 'i18next';
import { QuietlyHeadedSection } from '../../components/sections/section-header';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

export const ABOUT_IMAGE_SIZES = '(min-width: 1024px) 560px, calc(100vw - 2rem)';

/** The team photo: the CMS's when it has one, else the repository's. */
export const aboutImage = (t: TFunction): ResponsiveImage => tImage(t, 'about:hero.image') ?? teamImage;

/**
 * Hero: badge, title, lead and the two buttons beside the team photo. On a phone the photo comes
 * under the text, whose lead is the largest paint: the photo is neither preloaded nor urgent, and
 * loads lazily, so its request waits for the first layout rather than the parser (a request
 * started before the largest paint is on that paint's path in Lighthouse's simulation of slow
 * 4G; a phone's rendition is 7.2 KB, in case it still does). On a desktop the
 * photo is the largest paint, found at the first layout instead of by the parser: the trade
 * favours the phone, where most visitors land.
 */
export function AboutHero() {
  const { t, href } = usePage();
  const image = aboutImage(t);
  return (
    <Prerendered name="about-hero" as="section" className="split-hero" attrs={{ 'aria-labelledby': 'page-title' }}>
      {() => (
        <>
          <div className="container split-hero__inner">
            <div className="split-hero__text">
              <p className="badge badge--accent">{t('about:hero.badge')}</p>
              <h1 id="page-title">{t('about:hero.title')}</h1>
              <p className="split-hero__lead">{t('about:hero.subtitle')}</p>
              <div className="button-row">
                <a className="btn btn--primary btn--lg" href={href('/diagnosticlean')}>
                  {t('about:cta.primary')}
                </a>
                <a className="btn btn--ghost btn--lg" href={href('/contact')}>
                  {t('about:cta.secondary')}
                </a>
              </div>
            </div>
            <figure className="split-hero__media">
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={ABOUT_IMAGE_SIZES}
                width={image.width}
                height={image.height}
                alt={t('about:hero.imageAlt')}
                loading="lazy"
                decoding="async"
              />
            </figure>
          </div>
        </>
      )}
    </Prerendered>
  );
}

/** The four statistics (14+ years on this page, while home says 15+; both stand). */
export function AboutStats() {
  const { t } = usePage();
  const items = tList<{ value: string; label: string }>(t, 'about:stats.items');
  return (
    <QuietlyHeadedSection name="about-stats" className="section--brand stats-band" headingId="stats-title" title={t('about:stats.title')}>
      {() => (
        <ul className="stats-band__list">
          {items.map((s) => (
            <li key={s.label} className="stat">
              <span className="stat__value">{s.value}</span>
              <span className="stat__label">{s.label}</span>
            </li>
          ))}
        </ul>
      )}
    </QuietlyHeadedSection>
  );
}

/** History (founded December 2009) and the mission. */
export function AboutStory() {
  const { t } = usePage();
  return (
    <section className="section" aria-labelledby="history-title">
      <Prerendered name="about-story" className="container story">
        {() => (
          <>
            <div className="story__head">
              <p className="eyebrow">{t('about:history.eyebrow')}</p>
              <h2 id="history-title">{t('about:history.title')}</h2>
              <p className="story__founded">
                <Glyph name="flag" size={20} />
                {t('about:history.founded')}
              </p>
            </div>
            <div className="story__body">
              {tList<string>(t, 'about:history.paragraphs').map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </>
        )}
      </Prerendered>
    </section>
  );
}

export function AboutMission() {
  const { t } = usePage();
  return (
    <section className="section section--alt" aria-labelledby="mission-title">
      <Prerendered name="about-mission" className="container">
        {() => (
          <>
            <div className="mission">
              <span className="mission__icon">
                <Glyph name="target" size={32} />
              </span>
              <div>
                <p className="eyebrow">{t('about:mission.eyebrow')}</p>
                <h2 id="mission-title">{t('about:mission.title')}</h2>
                <RichText className="mission__text" html={tRich(t, 'about:mission.text')} text={t('about:mission.text')} />
              </div>
            </div>
          </>
        )}
      </Prerendered>
    </section>
  );
}

const DIFFERENTIAL_GLYPHS: GlyphName[] = ['layers', 'rocket', 'factory', 'users'];

export function AboutDifferentials() {
  return <IconCardsSection prefix="about:differentials" id="differentials-title" glyphs={DIFFERENTIAL_GLYPHS} />;
}
