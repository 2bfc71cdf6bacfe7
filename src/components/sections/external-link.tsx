import type { ReactNode } from 'react';

/** A link that opens in a new tab, saying so to screen readers (WCAG 3.2.5 advisory, G201). */
export function ExternalLink({
  href,
  className,
  newTab,
  children,
}: {
  href: string;
  className?: string;
  newTab: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
