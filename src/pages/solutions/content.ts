import type { TFunction } from 'i18next';
import { tList } from '../../i18n/i18n';
import type { SolutionKey } from '../../components/solutions/catalog';

/** A solution page's copy in one language, as solutions.json holds it under the solution key. */
export interface SolutionContent {
  badge: string;
  title: string;
  subtitle: string;
  description: string;
  featuresTitle: string;
  featuresDescription: string;
  features: string[];
  benefitsTitle: string;
  benefits: { title: string; description: string }[];
  gainsTitle: string;
  /** The two "Proven results" figures: a short value for display and the full claim. */
  gains: { value: string; text: string }[];
  ctaTitle: string;
  ctaDescription: string;
  ctaPrimary: string;
  ctaSecondary: string;
  /** Preset text of the messaging link of this page's calls to action. */
  chatMessage: string;
}

export function solutionContent(t: TFunction, key: SolutionKey): SolutionContent {
  const s = (field: string) => t(`solutions:${key}.${field}`);
  return {
    badge: s('badge'),
    title: s('title'),
    subtitle: s('subtitle'),
    description: s('description'),
    featuresTitle: s('featuresTitle'),
    featuresDescription: s('featuresDescription'),
    features: tList<string>(t, `solutions:${key}.features`),
    benefitsTitle: s('benefitsTitle'),
    benefits: tList(t, `solutions:${key}.benefits`),
    gainsTitle: s('gainsTitle'),
    gains: tList(t, `solutions:${key}.gains`),
    ctaTitle: s('ctaTitle'),
    ctaDescription: s('ctaDescription'),
    ctaPrimary: s('ctaPrimary'),
    ctaSecondary: s('ctaSecondary'),
    chatMessage: s('chatMessage'),
  };
}
