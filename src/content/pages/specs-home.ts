// The home page and the campaign landing page: their sections in the order they show (model.ts
// says what a section spec holds). Data only, read by the worker and by scripts/cms.
import type { PageModelSpec } from './model';

const SEO_HELP =
  "What search engines and link previews show: the browser tab's title (at most 60 characters), the description under it in results (70 to 160) and keywords.";

export const HOME_SPECS: readonly PageModelSpec[] = [
  {
    name: 'home-page',
    kind: 'single',
    displayName: 'Home page',
    ns: 'home',
    base: '',
    help: 'The home page (/pt, /en, /es), section by section from the top. The testimonials are entries of their own (Testimonial).',
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: 'hero',
        fixed: ['bullets', 'stats'],
        help: 'The first screen, over the video: eyebrow, the typed headline in three parts (the highlight is typed in colour), the lead, three bullets, the two buttons, the WhatsApp message the chat button prefills, and the four figures at the bottom.',
      },
      {
        name: 'solutions',
        at: 'solutions',
        keep: ['about', 'gainsLabel', 'items', 'innovation'],
        help: `"Solutions", under the first screen: eyebrow, heading and lead. "Learn more" is the label of every card's link.`,
      },
      {
        name: 'solutionCards',
        at: 'solutions.items',
        cards: 'solution-card',
        help: "The solution cards of the home page, one per solution (the six pillars, then RPA and AI in the dark innovation block): the home's own short copy, not the solution pages'. Pillar cards show three features, innovation cards two and a shortened description.",
      },
      {
        name: 'innovation',
        at: 'solutions.innovation',
        help: 'The dark "Innovation" block inside the solutions section, above the RPA and AI cards.',
      },
      {
        name: 'diagnostic',
        at: 'diagnostic',
        help: 'The free diagnostic block with the form (#diagnostico): heading, lead, the four points, the two promises and the title and line above the form.',
      },
      {
        name: 'authority',
        at: 'authority',
        help: `"Why Vértice" (dark band): eyebrow, heading and lead. Then four cards, each with its icon.`,
      },
      { name: 'benefits', at: 'benefits', help: `"Benefits": eyebrow, heading and lead. Then the cards, each with its icon.` },
      {
        name: 'digitalization',
        at: 'digitalization',
        help: `"Digitalization" (grey band): eyebrow, heading and lead. Then the cards, each with its icon.`,
      },
      {
        name: 'method',
        at: 'method',
        keep: ['stepLabel'],
        help: `"Our method": eyebrow, heading and lead. Then the steps, numbered in order.`,
      },
      {
        name: 'testimonials',
        at: 'testimonials',
        keep: ['items'],
        help: `"Testimonials": eyebrow, heading and lead. The testimonials themselves are Testimonial entries.`,
      },
      {
        name: 'faq',
        at: 'faq',
        rich: ['items.answer'],
        help: `The FAQ: eyebrow, heading and lead. Then the questions, each opening its answer (markdown).`,
      },
      {
        name: 'finalCta',
        at: 'finalCta',
        fixed: ['badges'],
        help: 'The closing call to action near the end: heading, text, the two buttons and the three badges under them.',
      },
      {
        name: 'budget',
        at: 'budget',
        keep: ['buttonContext'],
        help: 'The "Have a project in mind?" banner at the very end, above the footer.',
      },
    ],
  },
  {
    name: 'landing-page',
    kind: 'single',
    displayName: 'Landing page (free diagnostic campaign)',
    ns: 'landing',
    base: '',
    help: "The campaign landing page (/pt/diagnostico-lean-digital-gratuito …), without the site's header and footer. The testimonials are the Testimonial entries.",
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: 'hero',
        images: [
          {
            field: 'background',
            kind: 'background',
            file: '/media/landing/hero.webp',
            help: 'The picture of the first screen (decorative: not read out).',
          },
        ],
        help: 'The first screen: badge, heading, lead, the button and the three trust lines.',
      },
      {
        name: 'indicators',
        at: 'indicators',
        help: `"Possible results": eyebrow, heading and lead. Then the figures and the note under them.`,
      },
      { name: 'whyChoose', at: 'whyChoose', help: `"Why Vértice": eyebrow, heading and lead. Then the cards.` },
      { name: 'solutions', at: 'solutions', help: `"Solutions": eyebrow, heading and lead. Then the cards.` },
      { name: 'deliverables', at: 'deliverables', help: `"What you get": eyebrow, heading and lead. Then the cards.` },
      { name: 'form', at: 'form', help: 'The form block: heading, lead, the three points, and the title and line above the form.' },
      { name: 'testimonials', at: 'testimonials', help: '"Testimonials": eyebrow, heading and lead.' },
      {
        name: 'faq',
        at: 'faq',
        rich: ['items.answer'],
        help: `The FAQ: eyebrow, heading and lead. Then the questions, each opening its answer (markdown).`,
      },
      {
        name: 'finalCta',
        at: 'finalCta',
        help: 'The closing call to action: heading, text, the two buttons and the WhatsApp message the second one prefills.',
      },
    ],
  },
];
