import type { ReactNode } from 'react';
import { Prerendered } from '../prerendered';

/** Closing call to action: a dark band with a title, a sentence and the buttons. */
export function CtaPanel({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section className="section cta-panel" aria-labelledby={id}>
      <Prerendered name={id} className="container">
        {() => (
          <>
            <div className="cta-panel__box">
              <div className="cta-panel__text">
                <h2 id={id}>{title}</h2>
                <p>{description}</p>
              </div>
              <div className="button-row cta-panel__actions">{children}</div>
            </div>
          </>
        )}
      </Prerendered>
    </section>
  );
}
