import type { ReactNode } from 'react';
import { LineIcon, type LineIconName } from './line-icon';
import { Prerendered } from '../prerendered';

/** Closing call to action on a dark band: title, text, buttons and optional badges. */
export function FinalCta({
  id,
  title,
  text,
  badges = [],
  children,
  className = '',
}: {
  id: string;
  title: string;
  text: string;
  badges?: { label: string; icon: LineIconName }[];
  /** The buttons. */
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section className={`section final-cta ${className}`} id={id} aria-labelledby={headingId}>
      <Prerendered name={id} className="container final-cta__inner">
        {() => (
          <>
            <h2 id={headingId}>{title}</h2>
            <p className="final-cta__text">{text}</p>
            <div className="button-row final-cta__buttons">{children}</div>
            {badges.length > 0 ? (
              <ul className="final-cta__badges">
                {badges.map((b) => (
                  <li key={b.label} className="final-cta__badge">
                    <LineIcon name={b.icon} size={18} />
                    <span>{b.label}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Prerendered>
    </section>
  );
}
