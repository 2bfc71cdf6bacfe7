import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqEntry } from '../components/sections/faq';

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
