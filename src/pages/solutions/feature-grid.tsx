import type { SolutionKey } from '../../components/solutions/catalog';
import { FEATURE_GLYPHS, Glyph } from '../../components/solutions/glyph';
import { Prerendered } from '../../components/prerendered';

/** 'Key features': eight icon cards, two columns on tablets, four on desktops. */
export function FeatureGrid({
  solutionKey,
  title,
  description,
  features,
}: {
  solutionKey: SolutionKey;
  title: string;
  description: string;
  features: string[];
}) {
  const glyphs = FEATURE_GLYPHS[solutionKey];
  return (
    <section className="section" id="features" aria-labelledby="features-title">
      <Prerendered name="features" className="container">
        {() => (
          <>
            <header className="section__header">
              <h2 id="features-title">{title}</h2>
              <p>{description}</p>
            </header>
            <ul className="feature-grid">
              {features.map((feature, i) => (
                <li key={feature} className="feature-card">
                  <span className="feature-card__icon">
                    <Glyph name={glyphs[i] ?? 'zap'} />
                  </span>
                  <span className="feature-card__text">{feature}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Prerendered>
    </section>
  );
}
