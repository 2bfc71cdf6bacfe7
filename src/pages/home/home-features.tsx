import { tList } from '../../i18n/i18n';
import { LineIcon, type LineIconName } from '../../components/sections/line-icon';
import { HeadedSection, localeHeading } from '../../components/sections/section-header';
import { usePage } from '../../components/use-page';

interface Item {
  title: string;
  text: string;
}

/**
 * A section of four icon cards: authority highlights, benefits and digitalization
 * share it, each with its own icons, tone and layout.
 */
export function FeatureCards({
  ns,
  id,
  icons,
  tone = 'plain',
  layout = 'stack',
}: {
  /** Locale key of the section: `home:benefits` holds eyebrow, title, subtitle, items. */
  ns: string;
  id: string;
  icons: LineIconName[];
  tone?: 'plain' | 'alt' | 'brand';
  layout?: 'stack' | 'row';
}) {
  const { t } = usePage();
  const items = tList<Item>(t, `${ns}.items`);
  const toneClass = tone === 'alt' ? 'section--alt' : tone === 'brand' ? 'section--brand' : '';
  return (
    <HeadedSection id={id} className={`home-cards-section ${toneClass}`} {...localeHeading(t, ns)}>
      {() => (
        <ul className={layout === 'stack' ? 'card-grid card-grid--4' : 'card-grid'}>
          {items.map((item, i) => (
            <li key={item.title} className={`surface home-card home-card--${layout}`}>
              <span className="home-card__icon">
                <LineIcon name={icons[i] ?? 'checkCircle'} size={26} />
              </span>
              <div>
                <h3 className="home-card__title">{item.title}</h3>
                <p className="home-card__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

/** Why us: agility, Lean + technology, 15+ years with large industries, close service. */
export function HomeAuthority() {
  return <FeatureCards ns="home:authority" id="autoridade" icons={['zap', 'target', 'award', 'users']} tone="brand" />;
}

/** Benefits: cost reduction, efficiency, faster decisions, results in weeks. */
export function HomeBenefits() {
  return <FeatureCards ns="home:benefits" id="beneficios" icons={['coins', 'gauge', 'barChart', 'rocket']} />;
}

/** Digitalization: real-time data, mobility, integration, automation. */
export function HomeDigitalization() {
  return (
    <FeatureCards ns="home:digitalization" id="digitalizacao" icons={['database', 'smartphone', 'link', 'cpu']} tone="alt" layout="row" />
  );
}
