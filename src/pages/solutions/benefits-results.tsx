import { Icon } from '../../components/icons';
import { Glyph } from '../../components/solutions/glyph';
import { Prerendered } from '../../components/prerendered';

/** Benefits (ERP four, the others three) beside the 'Proven results' box with its two figures. */
export function BenefitsResults({
  benefitsTitle,
  benefits,
  gainsTitle,
  gains,
}: {
  benefitsTitle: string;
  benefits: { title: string; description: string }[];
  gainsTitle: string;
  gains: { value: string; text: string }[];
}) {
  return (
    <section className="section section--alt" aria-labelledby="benefits-title">
      <Prerendered name="benefits-results" className="container benefits-results">
        {() => (
          <>
            <div className="benefits">
              <h2 id="benefits-title">{benefitsTitle}</h2>
              <ul className="benefit-list">
                {benefits.map((b) => (
                  <li key={b.title} className="benefit">
                    <span className="benefit__icon">
                      <Icon name="check" size={18} />
                    </span>
                    <div>
                      <h3>{b.title}</h3>
                      <p>{b.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <aside className="results" aria-labelledby="results-title">
              <span className="results__icon">
                <Glyph name="trend" size={26} />
              </span>
              <h2 id="results-title" className="results__title">
                {gainsTitle}
              </h2>
              <ul className="results__list">
                {gains.map((g) => (
                  <li key={g.text} className="result">
                    <span className="result__value" aria-hidden="true">
                      {g.value}
                    </span>
                    <span className="result__text">{g.text}</span>
                  </li>
                ))}
              </ul>
            </aside>
          </>
        )}
      </Prerendered>
    </section>
  );
}
