import { SectionHeader } from './section-header';
import type { FAQPage, WithContext } from 'schema-dts';
import { Prerendered } from '../prerendered';

/** One question and its answer, as the page's locale lists them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * FAQ accordion: one item open at a time, and clicking the open one closes it. Native
 * <details> sharing one `name` is the exclusive accordion: it works without JavaScript, is
 * keyboard-operable (Enter/Space on the summary) and needs no island. Browsers without the
 * `name` attribute still open and close each item, they only let several stay open.
 */
export function Faq({
  id,
  eyebrow,
  title,
  subtitle,
  items,
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: FaqEntry[];
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section className={`section faq ${className}`} id={id} aria-labelledby={headingId}>
      <Prerendered name={id} className="container faq__inner">
        {() => (
          <>
            <SectionHeader id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
            <div className="faq__list" data-faq="">
              {items.map((item, i) => (
                <details key={item.question} className="faq__item" name={`${id}-accordion`} data-faq-item="">
                  <summary className="faq__question" id={`${id}-q${i + 1}`}>
                    <span>{item.question}</span>
                    <span className="faq__toggle" aria-hidden="true" />
                  </summary>
                  <div className="faq__answer">
                    <p>{item.answer}</p>
                  </div>
                </details>
              ))}
            </div>
          </>
        )}
      </Prerendered>
    </section>
  );
}

/** FAQPage structured data for the same entries the page shows. */
export function faqJsonLd(items: FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
