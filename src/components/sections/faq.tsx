import { HeadedSection, type SectionHeading } from './section-header';

/** One question and its answer, as the page's locale lists them. */
export interface FaqEntry {
  question: string;
  /** Plain text (what structured data carries). */
  answer: string;
  /** The answer's markdown from the CMS, rendered and sanitised (src/content/pages/); absent for the repository's text. */
  answerHtml?: string;
}

/**
 * FAQ accordion: one item open at a time, and clicking the open one closes it. Native
 * <details> sharing one `name` is the exclusive accordion: it works without JavaScript, is
 * keyboard-operable (Enter/Space on the summary) and needs no island. Browsers without the
 * `name` attribute still open and close each item, they only let several stay open.
 */
export function Faq({ items, className = '', ...heading }: SectionHeading & { items: FaqEntry[] }) {
  const { id } = heading;
  return (
    <HeadedSection {...heading} className={`faq ${className}`} innerClassName="container faq__inner">
      {() => (
        <div className="faq__list" data-faq="">
          {items.map((item, i) => (
            <details key={item.question} className="faq__item" name={`${id}-accordion`} data-faq-item="">
              <summary className="faq__question" id={`${id}-q${i + 1}`}>
                <span>{item.question}</span>
                <span className="faq__toggle" aria-hidden="true" />
              </summary>
              {item.answerHtml ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the articles' markdown pipeline rendered and sanitised it (src/content/markdown/).
                <div className="faq__answer rich" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              ) : (
                <div className="faq__answer">
                  <p>{item.answer}</p>
                </div>
              )}
            </details>
          ))}
        </div>
      )}
    </HeadedSection>
  );
}
