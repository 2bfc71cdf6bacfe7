import type { TFunction } from 'i18next';
import { tImage, tList } from '../../i18n/i18n';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

/** The landing hero image (1600×900, and 800 wide): the LCP element, preloaded by the route. */
export const LANDING_HERO = {
  src: '/media/landing/hero.webp',
  width: 1600,
  height: 900,
  srcSet: '/media/landing/hero-800.webp 800w, /media/landing/hero.webp 1600w',
  sizes: '100vw',
} as const;

/** The hero's picture: the CMS's when it has one, else the repository's. */
export const landingImage = (t: TFunction): { src: string; srcSet: string; width: number; height: number; type?: string } =>
  tImage(t, 'landing:hero.background') ?? LANDING_HERO;

/**
 * The landing page sits outside the site layout, so it carries its own brand mark and the language
 * selector, fixed at the top right. The hero button is a plain anchor to #form: it works without
 * JavaScript, and base.css makes the scroll smooth unless the visitor prefers reduced motion.
 */
export function LandingHero() {
  const { t } = usePage();
  const trust = tList<string>(t, 'landing:hero.trust');
  const image = landingImage(t);
  return (
    <>
      <div className="landing-lang">
        <LanguageSwitcher id="landing-lang" />
      </div>
      <Prerendered name="landing-hero" as="section" className="landing-hero" attrs={{ 'aria-labelledby': 'landing-hero-title' }}>
        {() => (
          <>
            <img
              className="landing-hero__image"
              src={image.src}
              srcSet={image.srcSet}
              sizes={LANDING_HERO.sizes}
              width={image.width}
              height={image.height}
              alt=""
              fetchPriority="high"
              decoding="async"
            />
            <div className="landing-hero__overlay" />
            <div className="container landing-hero__inner">
              <p className="landing-hero__brand">
                <Logo inverted />
              </p>
              <div className="landing-hero__content">
                <p className="landing-hero__badge">
                  <Icon name="check" size={16} />
                  {t('landing:hero.badge')}
                </p>
                <h1 id="landing-hero-title" className="landing-hero__title">
                  {t('landing:hero.title')}
                </h1>
                <p className="landing-hero__subtitle">{t('landing:hero.subtitle')}</p>
                <a className="btn btn--primary btn--lg landing-hero__cta" href="#form" data-scroll-to-form="">
                  {t('landing:hero.cta')}
                  <Icon name="arrowRight" size={18} />
                </a>
                <ul className="landing-hero__trust">
                  {trust.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={16} />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </>
        )}
      </Prerendered>
    </>
  );
}
