import { tObject } from '../../i18n/i18n';
import { SOLUTIONS, type SolutionKey } from '../../components/solutions/catalog';
import { Icon } from '../../components/icons';
import { LineIcon, type LineIconName } from '../../components/sections/line-icon';
import { HeadedSection, localeHeading } from '../../components/sections/section-header';
import { truncate } from '../../components/sections/truncate';
import { usePage } from '../../components/use-page';
import { INNOVATION_LIMITS, PILLAR_FEATURES } from './card-limits';

export const SOLUTION_ICONS: Record<SolutionKey, LineIconName> = {
  erp: 'layers',
  aps: 'calendar',
  mes: 'factory',
  rfid: 'radio',
  wms: 'warehouse',
  tms: 'truck',
  rpa: 'bot',
  ai: 'sparkles',
};

/** As the home tells it (its own copy, not the solution pages'). */
interface SolutionEntry {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  gains: string;
}

/** Six pillar cards, then the innovation block with RPA and AI. */
export function HomeSolutions() {
  const { t } = usePage();
  const entry = (key: SolutionKey) => tObject<SolutionEntry>(t, `home:solutions.items.${key}`);
  const pillars = SOLUTIONS.filter((s) => s.pillar);
  const advanced = SOLUTIONS.filter((s) => !s.pillar);
  return (
    <HeadedSection id="solucoes" headingId="home-solutions-title" className="home-solutions" {...localeHeading(t, 'home:solutions')}>
      {() => (
        <>
          <ul className="card-grid card-grid--3">
            {pillars.map((s) => {
              const item = entry(s.key);
              return (
                <li key={s.slug} className="surface pillar-card" data-solution={s.slug}>
                  <CardHead solution={s.key} item={item} heading="h3" />
                  <p className="pillar-card__description">{item.description}</p>
                  <ul className="check-list pillar-card__features">
                    {item.features.slice(0, PILLAR_FEATURES).map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                  <p className="pillar-card__gains" data-gains="">
                    <LineIcon name="trendingUp" size={18} />
                    <span>
                      <span className="visually-hidden">{t('home:solutions.gainsLabel')}: </span>
                      {item.gains}
                    </span>
                  </p>
                  <CardLink className="pillar-card__link" slug={s.slug} title={item.title} />
                </li>
              );
            })}
          </ul>

          <section className="innovation" aria-labelledby="home-innovation-title">
            <div className="innovation__intro">
              <p className="eyebrow">{t('home:solutions.innovation.eyebrow')}</p>
              <h3 id="home-innovation-title" className="innovation__title">
                {t('home:solutions.innovation.title')}
              </h3>
              <p>{t('home:solutions.innovation.subtitle')}</p>
            </div>
            <ul className="innovation__grid">
              {advanced.map((s) => {
                const item = entry(s.key);
                const gains = truncate(item.gains, INNOVATION_LIMITS.gains);
                return (
                  <li key={s.slug} className="innovation-card" data-solution={s.slug}>
                    <CardHead solution={s.key} item={item} heading="h4" onDark />
                    <p className="innovation-card__description" data-cut-description="">
                      {truncate(item.description, INNOVATION_LIMITS.description)}
                    </p>
                    <ul className="check-list innovation-card__features">
                      {item.features.slice(0, INNOVATION_LIMITS.features).map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                    <p className="innovation-card__gains" title={gains === item.gains ? undefined : item.gains}>
                      <LineIcon name="trendingUp" size={18} />
                      <span data-cut-gains="">{gains}</span>
                    </p>
                    <CardLink className="innovation-card__link" slug={s.slug} title={item.title} />
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </HeadedSection>
  );
}

/** Icon, title and subtitle at the top of a pillar or innovation card. */
function CardHead({
  solution,
  item,
  heading: Heading,
  onDark = false,
}: {
  solution: SolutionKey;
  item: SolutionEntry;
  heading: 'h3' | 'h4';
  onDark?: boolean;
}) {
  return (
    <div className="pillar-card__head">
      <span className={onDark ? 'pillar-card__icon pillar-card__icon--on-dark' : 'pillar-card__icon'}>
        <LineIcon name={SOLUTION_ICONS[solution]} size={26} />
      </span>
      <div>
        <Heading className="pillar-card__title">{item.title}</Heading>
        <p className="pillar-card__subtitle">{item.subtitle}</p>
      </div>
    </div>
  );
}

/** "Saiba mais" to the solution's page, named for screen readers by the card's title. */
function CardLink({ className, slug, title }: { className: string; slug: string; title: string }) {
  const { t, href } = usePage();
  return (
    <a className={`card__link ${className}`} href={href(`/solutions/${slug}`)}>
      {t('home:solutions.learnMore')}
      <span className="visually-hidden"> {t('home:solutions.about', { title })}</span>
      <Icon name="arrowRight" size={16} />
    </a>
  );
}
