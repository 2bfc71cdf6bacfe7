import type { TFunction } from 'i18next';
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
  /** Classes after `section` on the landmark (a tone, the section's own block). */
  className?: string;
}

/** The header texts of a locale block: `<key>.eyebrow`, `<key>.title`, `<key>.subtitle`. */
export function localeHeading(t: TFunction, key: string): Pick<SectionHeading, 'eyebrow' | 'title' | 'subtitle'> {
  return { eyebrow: t(`${key}.eyebrow`), title: t(`${key}.title`), subtitle: t(`${key}.subtitle`) };
}

/**
 * A section landmark labelled by its h2, its inside prerendered (the same for every visitor of a
 * language): the header, then `children`. The h2's id is `<id>-title` unless `headingId` names it.
 */
export function HeadedSection({
  id,
  eyebrow,
  title,
  subtitle,
  className = '',
  headingId = `${id}-title`,
  innerClassName = 'container',
  children,
}: SectionHeading & { headingId?: string; innerClassName?: string; children: () => ReactNode }) {
  return (
    <section className={`section ${className}`} id={id} aria-labelledby={headingId}>
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

/**
 * A band whose content speaks for itself to the eye (contact cards, figures): a section landmark
 * still named by an h2 for assistive technology, visually hidden; its inside prerendered.
 */
export function QuietlyHeadedSection({
  name,
  className,
  headingId,
  title,
  children,
}: {
  /** The prerendered subtree's name. */
  name: string;
  className: string;
  headingId: string;
  title: string;
  children: () => ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <Prerendered name={name} className="container">
        {() => (
          <>
            <h2 id={headingId} className="visually-hidden">
              {title}
            </h2>
            {children()}
          </>
        )}
      </Prerendered>
    </section>
  );
}
