import type { CardData } from '../../shared/cards';

/**
 * On medium screens and up, a sticky side panel with 'Artigos Recentes' (up to 4, a
 * thumbnail and the title; 'Nenhum artigo encontrado.' when empty) and 'Relacionados' (up to 4,
 * only when there are any).
 */
export function ArticleAside({
  recent,
  related,
  labels,
}: {
  recent: CardData[];
  related: CardData[];
  labels: { panel: string; recent: string; related: string; empty: string };
}) {
  return (
    <aside className="post-aside" aria-label={labels.panel}>
      <div className="post-aside__sticky">
        <section className="post-aside__block" aria-labelledby="aside-recent">
          <h2 id="aside-recent" className="post-aside__title">
            {labels.recent}
          </h2>
          {recent.length > 0 ? <MiniList items={recent} /> : <p className="post-aside__empty">{labels.empty}</p>}
        </section>
        {related.length > 0 ? (
          <section className="post-aside__block" aria-labelledby="aside-related">
            <h2 id="aside-related" className="post-aside__title">
              {labels.related}
            </h2>
            <MiniList items={related} />
          </section>
        ) : null}
      </div>
    </aside>
  );
}

function MiniList({ items }: { items: CardData[] }) {
  return (
    <ul className="mini-list">
      {items.map((item) => (
        <li key={item.slug} className="mini-list__item" lang={item.lang}>
          <a href={item.href} hrefLang={item.lang} className="mini-list__link">
            {item.image ? (
              <img className="mini-list__thumb" src={item.image.src} width={96} height={60} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="mini-list__thumb mini-list__thumb--empty" aria-hidden="true" />
            )}
            <span className="mini-list__text">
              <span className="mini-list__title">{item.title}</span>
              <time className="mini-list__date" dateTime={item.date}>
                {item.dateLabel}
              </time>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
