import { IconCardsSection } from '../../components/sections/icon-cards-section';
import { tList } from '../../i18n/i18n';
import { Icon } from '../../components/icons';
import { Glyph, type GlyphName } from '../../components/solutions/glyph';
import { SolutionCards } from '../../components/solutions/solution-cards';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

type Item = { title: string; description: string };

/** The three promises (contact within 24 hours, full analysis in about one week). */
export function Promises({ scope, className }: { scope: 'hero' | 'form'; className: string }) {
  const { t } = usePage();
  const items: [GlyphName, string][] = [
    ['clock', t(`diagnostic:${scope}.promise24h`)],
    ['calendar', t(`diagnostic:${scope}.promiseWeek`)],
    ['shield', t(`diagnostic:${scope}.promiseFree`)],
  ];
  return (
    <ul className={className}>
      {items.map(([glyph, text]) => (
        <li key={text}>
          <Glyph name={glyph} size={20} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

const WHY_GLYPHS: GlyphName[] = ['map', 'search', 'target', 'clipboard'];

/** Why diagnose: process mapping, waste identification, personalised recommendation, plan. */
export function WhyDiagnose() {
  return <IconCardsSection prefix="diagnostic:why" id="why-title" glyphs={WHY_GLYPHS} />;
}

/** Four steps: Initial Analysis, Technological Assessment, Recommendations, Action Plan. */
export function ProcessSteps() {
  const { t } = usePage();
  const steps = tList<Item>(t, 'diagnostic:process.steps');
  return (
    <section className="section section--alt" id="process" aria-labelledby="process-title">
      <Prerendered name="process" className="container">
        {() => (
          <>
            <header className="section__header">
              <p className="eyebrow">{t('diagnostic:process.eyebrow')}</p>
              <h2 id="process-title">{t('diagnostic:process.title')}</h2>
              <p>{t('diagnostic:process.description')}</p>
            </header>
            <ol className="steps">
              {steps.map((step, i) => (
                <li key={step.title} className="step">
                  <span className="step__number" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <p className="step__label">{t('diagnostic:process.stepLabel', { n: i + 1 })}</p>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </>
        )}
      </Prerendered>
    </section>
  );
}

export function DiagnosticSolutions() {
  const { t } = usePage();
  return (
    <section className="section" aria-labelledby="diag-solutions-title">
      <Prerendered name="diag-solutions" className="container">
        {() => (
          <>
            <header className="section__header">
              <p className="eyebrow">{t('diagnostic:solutions.eyebrow')}</p>
              <h2 id="diag-solutions-title">{t('diagnostic:solutions.title')}</h2>
              <p>{t('diagnostic:solutions.description')}</p>
            </header>
            <SolutionCards linkLabel={t('diagnostic:solutions.learnMore')} />
          </>
        )}
      </Prerendered>
    </section>
  );
}

export function DiagnosticBenefits() {
  const { t } = usePage();
  return (
    <section className="section section--brand" aria-labelledby="diag-benefits-title">
      <Prerendered name="diag-benefits" className="container diag-benefits">
        {() => (
          <>
            <div>
              <p className="eyebrow">{t('diagnostic:benefits.eyebrow')}</p>
              <h2 id="diag-benefits-title">{t('diagnostic:benefits.title')}</h2>
            </div>
            <ul className="diag-benefits__list">
              {tList<string>(t, 'diagnostic:benefits.items').map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Prerendered>
    </section>
  );
}
