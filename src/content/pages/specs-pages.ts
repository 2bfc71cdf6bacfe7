// The other marketing pages: about, services, contact, the diagnostic page, the eight solution pages
// and the testimonials (model.ts says what a spec holds). Data only, read by the worker and by scripts/cms.
import type { PageModelSpec } from './model';

const SEO_HELP =
  "What search engines and link previews show: the browser tab's title (at most 60 characters), the description under it in results (70 to 160) and keywords.";

export const PAGE_SPECS_MORE: readonly PageModelSpec[] = [
  {
    name: 'about-page',
    kind: 'single',
    displayName: 'About page',
    ns: 'about',
    base: '',
    help: 'The about page (/pt/about …), section by section from the top.',
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: 'hero',
        keep: ['imageAlt'],
        images: [
          {
            field: 'image',
            kind: 'image',
            alt: 'imageAlt',
            file: '/media/about/team.webp',
            help: 'The team photo beside the heading (the largest image of the page).',
          },
        ],
        help: 'The first screen: badge, heading, lead and the team photo.',
      },
      { name: 'stats', at: 'stats', fixed: ['items'], help: 'The blue band of four figures under the first screen.' },
      { name: 'history', at: 'history', help: '"Our story": eyebrow, heading, the founding line and the paragraphs, in order.' },
      { name: 'mission', at: 'mission', rich: ['text'], help: '"Our mission", beside the story: eyebrow, heading and text (markdown).' },
      { name: 'differentials', at: 'differentials', help: `"Differentials": eyebrow, heading and lead. Then the cards.` },
      { name: 'cta', at: 'cta', help: 'The closing call to action, and the two buttons of the first screen (the same labels).' },
    ],
  },
  {
    name: 'services-page',
    kind: 'single',
    displayName: 'Services page',
    ns: 'solutions',
    base: '',
    help: "The services page (/pt/services …): the eight solutions as cards. Each solution card shows the solution's name and line from the site's navigation.",
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: 'services',
        fields: { badge: 'badge', title: 'title', message: 'message', lead: 'lead' },
        help: 'The first screen: badge, heading, the line with the clock and the lead.',
      },
      {
        name: 'solutions',
        at: 'services',
        fields: { title: 'gridTitle', description: 'gridDescription', pillars: 'pillars', advanced: 'advanced', learnMore: 'learnMore' },
        help: 'The cards: heading and lead, the two group titles (pillars, advanced) and the label of every card\'s link (also on the solution pages\' "other solutions").',
      },
      {
        name: 'cta',
        at: 'services',
        fields: { title: 'ctaTitle', description: 'ctaDescription', primary: 'ctaPrimary', secondary: 'ctaSecondary' },
        help: 'The closing call to action: heading, text and the two buttons.',
      },
    ],
  },
  {
    name: 'contact-page',
    kind: 'single',
    displayName: 'Contact page',
    ns: 'contact',
    base: '',
    help: "The contact page (/pt/contact …). Phone, e-mail, address and WhatsApp number are the company's data, set in the site's configuration.",
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      { name: 'hero', at: 'hero', help: 'The first screen: badge, heading and lead.' },
      {
        name: 'quick',
        at: 'quick',
        help: 'The three channel cards under the first screen: phone, e-mail and WhatsApp (its button label).',
      },
      { name: 'form', at: 'form', help: 'Above the contact form: eyebrow, heading and the line under it.' },
      {
        name: 'info',
        at: 'info',
        fields: { title: 'title', hours: 'hoursValue' },
        help: 'The contact details beside the form: their heading and the opening hours.',
      },
      { name: 'chat', at: 'chat', help: 'The WhatsApp block: heading, text, button and the message the button prefills.' },
      {
        name: 'map',
        at: 'map',
        keep: ['iframeTitle', 'open', 'load', 'note'],
        help: 'Above the map: eyebrow, heading and the directions.',
      },
    ],
  },
  {
    name: 'diagnostic-page',
    kind: 'single',
    displayName: 'Diagnostic page',
    ns: 'diagnostic',
    base: '',
    help: 'The free diagnostic page (/pt/diagnosticlean …), section by section from the top.',
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: 'hero',
        images: [
          {
            field: 'background',
            kind: 'background',
            file: '/media/diagnostic/hero.webp',
            help: 'The photo behind the first screen (decorative: under a dark overlay, not read out).',
          },
        ],
        help: 'The first screen: badge, heading, lead, the two buttons and the three promises under them.',
      },
      { name: 'why', at: 'why', help: `"Why a diagnostic": eyebrow, heading and lead. Then the cards.` },
      {
        name: 'process',
        at: 'process',
        keep: ['stepLabel'],
        help: `"How it works": eyebrow, heading and lead. Then the steps, numbered in order.`,
      },
      {
        name: 'solutions',
        at: 'solutions',
        help: `The solutions the diagnostic looks at: eyebrow, heading and lead. "Learn more" is every card's link.`,
      },
      { name: 'benefits', at: 'benefits', help: '"What you get": eyebrow, heading and the list.' },
      {
        name: 'form',
        at: 'form',
        keep: ['privacy'],
        help: 'Beside the form at the end (#form-section): eyebrow, heading, line and the three promises.',
      },
    ],
  },
  {
    name: 'solution-page',
    kind: 'collection',
    displayName: 'Solution page',
    ns: 'solutions',
    base: 'erp',
    help: 'One of the eight solution pages (/pt/solutions/<slug> …), one entry per solution, found by its slug.',
    sections: [
      { name: 'seo', at: 'meta', help: SEO_HELP },
      {
        name: 'hero',
        at: '',
        fields: { badge: 'badge', title: 'title', subtitle: 'subtitle', description: 'description' },
        rich: ['description'],
        images: [
          {
            field: 'background',
            kind: 'background',
            file: '/media/solutions/{slug}.webp',
            help: 'The photo behind the first screen (decorative: under a dark overlay, not read out).',
          },
        ],
        help: 'The first screen: badge, heading (also the breadcrumb), subtitle and the introduction (markdown).',
      },
      {
        name: 'features',
        at: '',
        fields: { title: 'featuresTitle', description: 'featuresDescription', items: 'features' },
        help: 'The features grid: heading, lead and the features, in order.',
      },
      {
        name: 'benefits',
        at: '',
        fields: { title: 'benefitsTitle', items: 'benefits' },
        help: 'The benefits: heading and the cards.',
      },
      {
        name: 'results',
        at: '',
        fields: { title: 'gainsTitle', items: 'gains' },
        fixed: ['items'],
        help: 'Beside the benefits, "Proven results": heading and the two figures (a short value and the full claim).',
      },
      {
        name: 'cta',
        at: '',
        fields: {
          title: 'ctaTitle',
          description: 'ctaDescription',
          primary: 'ctaPrimary',
          secondary: 'ctaSecondary',
          chatMessage: 'chatMessage',
        },
        help: 'The closing call to action: heading, text, the buttons (the first one is also in the first screen) and the WhatsApp message they prefill.',
      },
      { name: 'video', at: 'video', optional: true, help: "The ERP page only: the video section's heading and text." },
    ],
  },
  {
    name: 'testimonial',
    kind: 'collection',
    displayName: 'Testimonial',
    ns: 'home',
    base: 'testimonials.items',
    help: 'A client\'s testimonial, on the home page and on the landing page, in the order of the "order" field (at most six).',
    sections: [],
  },
];
