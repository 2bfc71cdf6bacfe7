import HeroVideo, { PHONE } from '../../../client/islands/hero-video';
import TypedHeadline from '../../../client/islands/typed-headline';
import { chatLink } from '../../company';
import { tList } from '../../i18n/i18n';
import { Icon } from '../../components/icons';
import { Island } from '../../components/island';
import { LineIcon, type LineIconName } from '../../components/sections/line-icon';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

/** Typing speed 50 ms per character. */
export const TYPING_SPEED = 50;

/** The hero media: the poster is the LCP image, so the route preloads it. */
export const HERO_MEDIA = {
  webm: '/media/hero/hero-loop.webm',
  mp4: '/media/hero/hero-loop.mp4',
  /** 640×360 encodes for phones: a quarter of the pixels to decode, a quarter of the bytes. */
  webm640: '/media/hero/hero-loop-640.webm',
  mp4640: '/media/hero/hero-loop-640.mp4',
  poster: '/media/hero/hero-poster.webp',
  poster640: '/media/hero/hero-poster-640.webp',
  posterJpg: '/media/hero/hero-poster.jpg',
  width: 1280,
  height: 720,
  srcSet: '/media/hero/hero-poster-640.webp 640w, /media/hero/hero-poster.webp 1280w',
  sizes: '100vw',
} as const;

const BULLET_ICONS: LineIconName[] = ['trendingUp', 'layers', 'gauge'];

/** Background video, typed headline, three bullets, two buttons. */
export function HomeHero() {
  const { t, company } = usePage();
  const bullets = tList<string>(t, 'home:hero.bullets');
  const stats = tList<{ value: string; label: string }>(t, 'home:hero.stats');
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {/* The hero video and typed headline islands have the same props for every visitor. */}
      <Prerendered name="home-hero-media" className="home-hero__media" islands={[HeroVideo]}>
        {() => (
          <>
            <picture>
              <source type="image/webp" srcSet={HERO_MEDIA.srcSet} sizes={HERO_MEDIA.sizes} />
              <img
                className="home-hero__poster"
                src={HERO_MEDIA.posterJpg}
                alt=""
                width={HERO_MEDIA.width}
                height={HERO_MEDIA.height}
                fetchPriority="high"
                decoding="async"
              />
            </picture>
            <Island
              component={HeroVideo}
              props={{
                className: 'home-hero__video',
                poster: HERO_MEDIA.poster,
                width: HERO_MEDIA.width,
                height: HERO_MEDIA.height,
                sources: [
                  { src: HERO_MEDIA.webm640, type: 'video/webm', media: PHONE },
                  { src: HERO_MEDIA.mp4640, type: 'video/mp4', media: PHONE },
                  { src: HERO_MEDIA.webm, type: 'video/webm' },
                  { src: HERO_MEDIA.mp4, type: 'video/mp4' },
                ],
              }}
            />
            <div className="home-hero__overlay" />
          </>
        )}
      </Prerendered>
      <Prerendered name="home-hero" className="container home-hero__inner" islands={[TypedHeadline]}>
        {() => (
          <>
            <div className="home-hero__content">
              <p className="home-hero__eyebrow">
                <span className="home-hero__eyebrow-dot" aria-hidden="true" />
                {t('home:hero.eyebrow')}
              </p>
              <Island
                component={TypedHeadline}
                props={{
                  id: 'home-hero-title',
                  className: 'home-hero__title',
                  before: t('home:hero.title.before'),
                  highlight: t('home:hero.title.highlight'),
                  after: t('home:hero.title.after'),
                  speed: TYPING_SPEED,
                }}
              />
              <p className="home-hero__subtitle">{t('home:hero.subtitle')}</p>
              <ul className="home-hero__bullets">
                {bullets.map((b, i) => (
                  <li key={b}>
                    <span className="home-hero__bullet-icon">
                      <LineIcon name={BULLET_ICONS[i] ?? 'checkCircle'} size={18} />
                    </span>
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
              <div className="button-row home-hero__buttons">
                <a className="btn btn--primary btn--lg" href="#diagnostico" data-hero-diagnostic="">
                  {t('home:hero.ctaDiagnostic')}
                  <Icon name="arrowRight" size={18} />
                </a>
                <a
                  className="btn btn--on-dark btn--lg"
                  href={chatLink(company, t('home:hero.chatMessage'))}
                  target="_blank"
                  rel="noopener"
                  data-hero-chat=""
                >
                  <Icon name="whatsapp" size={20} />
                  {t('home:hero.ctaChat')}
                  <span className="visually-hidden"> {t('home:newTab')}</span>
                </a>
              </div>
            </div>
            <dl className="home-hero__stats">
              {stats.map((s) => (
                <div key={s.label} className="home-hero__stat">
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Prerendered>
    </section>
  );
}
