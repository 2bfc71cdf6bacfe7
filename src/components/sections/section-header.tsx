import type { ReactNode } from 'react';

/** The eyebrow, h2 and lead paragraph that open a section; `id` labels the section landmark. */
export function SectionHeader({ id, eyebrow, title, subtitle, align = 'center', children }: {
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
