import { tList } from '../../i18n/i18n';
import { LineIcon, type LineIconName } from '../../components/sections/line-icon';
import { HeadedSection, localeHeading } from '../../components/sections/section-header';
import { usePage } from '../../components/use-page';

interface Item {
  title: string;
  text: string;
}

const INDICATOR_ICONS: LineIconName[] = ['timer', 'package', 'coins', 'gauge', 'refresh', 'zap'];
const WHY_ICONS: LineIconName[] = ['award', 'target', 'rocket', 'users'];
const SOLUTION_ICONS: LineIconName[] = ['layers', 'calendar', 'factory', 'warehouse'];
const DELIVERABLE_ICONS: LineIconName[] = ['map', 'search', 'clipboard'];

/** Six performance indicator cards: a range of gain (value), the indicator and one line on how (from the locale). */
export function LandingIndicators() {
  const { t } = usePage();
  const items = tList<{ value: string; label: string; text: string }>(t, 'landing:indicators.items');
  return (
    <HeadedSection
      id="indicadores"
      headingId="landing-indicators-title"
      className="landing-indicators"
      {...localeHeading(t, 'landing:indicators')}
    >
      {() => (
        <>
          <ul className="card-grid card-grid--3">
            {items.map((item, i) => (
              <li key={item.label} className="surface indicator-card" data-indicator="">
                <span className="indicator-card__icon">
                  <LineIcon name={INDICATOR_ICONS[i] ?? 'barChart'} size={22} />
                </span>
                <p className="indicator-card__value">{item.value}</p>
                <h3 className="indicator-card__label">{item.label}</h3>
                <p className="indicator-card__text">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="landing-note">{t('landing:indicators.note')}</p>
        </>
      )}
    </HeadedSection>
  );
}

/** A section of icon cards from `landing:<key>` (eyebrow, title, subtitle, items). */
function CardSection({
  k,
  id,
  icons,
  tone,
  variant,
}: {
  k: 'whyChoose' | 'solutions';
  id: string;
  icons: LineIconName[];
  tone?: 'alt';
  variant: 'why' | 'solution';
}) {
  const { t } = usePage();
  const items = tList<Item & { subtitle?: string }>(t, `landing:${k}.items`);
  return (
    <HeadedSection id={id} className={tone === 'alt' ? 'section--alt' : ''} {...localeHeading(t, `landing:${k}`)}>
      {() => (
        <ul className="card-grid card-grid--4">
          {items.map((item, i) => (
            <li key={item.title} className={`surface landing-card landing-card--${variant}`}>
              <span className="landing-card__icon">
                <LineIcon name={icons[i] ?? 'checkCircle'} size={26} />
              </span>
              <h3 className="landing-card__title">{item.title}</h3>
              {item.subtitle ? <p className="landing-card__subtitle">{item.subtitle}</p> : null}
              <p className="landing-card__text">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

export function LandingWhyChoose() {
  return <CardSection k="whyChoose" id="por-que" icons={WHY_ICONS} tone="alt" variant="why" />;
}

export function LandingSolutions() {
  return <CardSection k="solutions" id="solucoes" icons={SOLUTION_ICONS} variant="solution" />;
}

/** Three deliverables of the free diagnostic, numbered. */
export function LandingDeliverables() {
  const { t } = usePage();
  const items = tList<Item>(t, 'landing:deliverables.items');
  return (
    <HeadedSection
      id="entregas"
      headingId="landing-deliverables-title"
      className="section--brand landing-deliverables"
      {...localeHeading(t, 'landing:deliverables')}
    >
      {() => (
        <ol className="deliverables">
          {items.map((item, i) => (
            <li key={item.title} className="deliverable">
              <span className="deliverable__icon">
                <LineIcon name={DELIVERABLE_ICONS[i] ?? 'checkCircle'} size={26} />
              </span>
              <span className="deliverable__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="deliverable__title">{item.title}</h3>
              <p className="deliverable__text">{item.text}</p>
            </li>
          ))}
        </ol>
      )}
    </HeadedSection>
  );
}
