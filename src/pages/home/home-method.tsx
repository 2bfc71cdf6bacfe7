import { tList } from '../../i18n/i18n';
import { LineIcon, type LineIconName } from '../../components/sections/line-icon';
import { HeadedSection, localeHeading } from '../../components/sections/section-header';
import { usePage } from '../../components/use-page';

const STEP_ICONS: LineIconName[] = ['search', 'penTool', 'rocket', 'eye'];

/** The method, in four steps: agile diagnosis, solution design, rapid implementation, visible results. */
export function HomeMethod() {
  const { t } = usePage();
  const steps = tList<{ title: string; text: string }>(t, 'home:method.steps');
  return (
    <HeadedSection id="metodo" headingId="home-method-title" className="home-method" {...localeHeading(t, 'home:method')}>
      {() => (
        <ol className="method-steps">
          {steps.map((step, i) => (
            <li key={step.title} className="method-step">
              <span className="method-step__marker" aria-hidden="true">
                <LineIcon name={STEP_ICONS[i] ?? 'checkCircle'} size={24} />
              </span>
              <p className="method-step__number">{t('home:method.stepLabel', { n: i + 1 })}</p>
              <h3 className="method-step__title">{step.title}</h3>
              <p className="method-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      )}
    </HeadedSection>
  );
}
