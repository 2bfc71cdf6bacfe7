import { tList } from '../../i18n/i18n';
import { Glyph, type GlyphName } from '../solutions/glyph';
import { usePage } from '../use-page';
import { Prerendered } from '../prerendered';

/**
 * A section of icon cards from one translation block: `<prefix>.eyebrow`, `.title`,
 * `.description` and `.items` [{title, description}], one glyph per item in order.
 */
export function IconCardsSection({ prefix, id, glyphs }: { prefix: string; id: string; glyphs: GlyphName[] }) {
  const { t } = usePage();
  const items = tList<{ title: string; description: string }>(t, `${prefix}.items`);
  return (
    <section className="section" aria-labelledby={id}>
      <Prerendered name={id} className="container">
        {() => (
          <>
            <header className="section__header">
              <p className="eyebrow">{t(`${prefix}.eyebrow`)}</p>
              <h2 id={id}>{t(`${prefix}.title`)}</h2>
              <p>{t(`${prefix}.description`)}</p>
            </header>
            <ul className="icon-cards icon-cards--4">
              {items.map((item, i) => (
                <li key={item.title} className="icon-card">
                  <span className="icon-card__icon">
                    <Glyph name={glyphs[i] ?? 'zap'} />
                  </span>
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </Prerendered>
    </section>
  );
}
