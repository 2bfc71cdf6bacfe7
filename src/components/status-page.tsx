import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/**
 * This very URL (path and query), as a link: following it loads the page again in place of this
 * history entry, the reload button that needs no script.
 */
export function thisPageHref(url: string): string {
  const here = new URL(url);
  return here.pathname + here.search;
}

/**
 * The frame of a page that answers in place of content (not found, error, preview denied): its
 * mark (a status code or an icon), the h1, the lead, then `children` (help, buttons, links).
 */
export function StatusPage({
  className,
  mark,
  heading,
  lead,
  leadRole,
  children,
}: {
  className?: string;
  mark: ReactNode;
  heading: string;
  lead: string;
  /** `alert` where the lead reports a failure assistive technology should announce. */
  leadRole?: 'alert';
  children: ReactNode;
}) {
  return (
    <section className={className ? `status-page ${className}` : 'status-page'}>
      <div className="container status-page__inner">
        {mark}
        <h1>{heading}</h1>
        <p className="status-page__lead" role={leadRole}>
          {lead}
        </p>
        {children}
      </div>
    </section>
  );
}

/** The large status code of a status page (404, 401), decoration: the h1 says it in words. */
export function StatusCode({ code }: { code: string }) {
  return (
    <p className="status-page__code" aria-hidden="true">
      {code}
    </p>
  );
}

/** A button-styled link with its icon, as status pages and their buttons rows use. */
export function ButtonLink({
  variant,
  href,
  icon,
  label,
  ...data
}: {
  variant: 'primary' | 'secondary' | 'ghost';
  href: string;
  icon: IconName;
  label: string;
  /** A hook for tests and scripts (`data-back`, `data-reload`). */
  [data: `data-${string}`]: string;
}) {
  return (
    <a className={`btn btn--${variant}`} href={href} {...data}>
      <Icon name={icon} size={18} />
      {label}
    </a>
  );
}
