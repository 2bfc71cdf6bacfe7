import type { ReactNode } from 'react';
import { Prerendered } from '../prerendered';

/** The eyebrow, h2 and lead paragraph that open a section; `id` labels the section landmark. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <header className={`section__header section__header--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {subtitle ? <p>{subtitle}</p> : null}
      {children}
    </header>
  );
}

/** What opens a section: its id (the landmark and the prerendered subtree are named by it) and its header. */
export interface SectionHeading {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  className?: string;
}

/**
 * A section landmark labelled by its h2, its inside prerendered (the same for every visitor of a
 * language): the header, then `children`.
 */
export function HeadedSection({
  id,
  eyebrow,
  title,
  subtitle,
  className = '',
  kind,
  innerClassName,
  children,
}: SectionHeading & { kind: string; innerClassName: string; children: () => ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section className={`section ${kind} ${className}`} id={id} aria-labelledby={headingId}>
      <Prerendered name={id} className={innerClassName}>
        {() => (
          <>
            <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
            {children()}
          </>
        )}
      </Prerendered>
    </section>
  );
}
