import type { ReactNode } from 'react';
import { Icon } from '../icons';
import { ExternalLink } from './external-link';
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

/** The closing buttons of a page with a lead form: to the form, and the WhatsApp chat (a new tab). */
export function FormAndChatButtons({
  formHref,
  formLabel,
  chatHref,
  chatLabel,
  newTab,
}: {
  formHref: string;
  formLabel: string;
  chatHref: string;
  chatLabel: string;
  newTab: string;
}) {
  return (
    <>
      <a className="btn btn--primary btn--lg" href={formHref}>
        {formLabel}
        <Icon name="arrowRight" size={18} />
      </a>
      <ExternalLink className="btn btn--on-dark btn--lg" href={chatHref} newTab={newTab}>
        <Icon name="whatsapp" size={20} />
        {chatLabel}
      </ExternalLink>
    </>
  );
}
