// What the admin says of the marketing pages' model (scripts/cms/page-model.mjs writes it into the
// Strapi schema and cms/strapi/src/page-help.json): each page type's name and where it shows, each
// section's place on the page (page-help.json here, beside the specs it names), and under every
// field what it is and what the site accepts (length, list size, markdown). Field names repeat
// across sections (every section has a title), so a field's meaning comes by name. The worker
// carries none of it.
import { readFileSync } from 'node:fs';

/** Per model: its name in the admin, where it shows, and each section's and image's place. */
export const MODEL_HELP = JSON.parse(readFileSync(new URL('./page-help.json', import.meta.url), 'utf8'));

export const SEO_HELP =
  "What search engines and link previews show: the browser tab's title (at most 60 characters), the description under it in results (70 to 160) and keywords.";

/** Where a section shows, for editors. */
export const sectionHelp = (model, section) => (section === 'seo' ? SEO_HELP : MODEL_HELP[model]?.sections?.[section]);

const MEANING = {
  eyebrow: 'The small line above the heading',
  title: 'The heading',
  titleBefore: 'The headline before the highlight (typed first)',
  titleHighlight: 'The highlighted words of the headline (typed in colour)',
  titleAfter: 'The headline after the highlight',
  subtitle: 'The paragraph under the heading',
  description: 'The text under the heading',
  lead: 'The paragraph under the heading',
  text: 'The text',
  badge: 'The label above the heading',
  bullets: 'The bullets under the lead, each beside its icon',
  ctaDiagnostic: 'The first button (scrolls to the diagnostic form)',
  ctaChat: 'The second button (opens WhatsApp)',
  chatMessage: 'The message WhatsApp opens with, ready to send',
  message: 'The line with the clock',
  stats: 'The figures at the bottom of the first screen',
  value: 'The figure, large',
  label: 'What the figure counts, under it',
  learnMore: "The label of every card's link",
  features: 'The features, in order',
  gains: 'The gains line at the bottom of the card',
  points: 'The points, each with a tick',
  promiseContact: 'The first promise under the points',
  promiseAnalysis: 'The second promise under the points',
  promise24h: 'The first promise',
  promiseWeek: 'The second promise',
  promiseFree: 'The third promise',
  formTitle: 'The title above the form',
  formText: 'The line under the form title',
  items: 'The items, in order (drag to reorder)',
  steps: 'The steps, numbered in order',
  question: 'The question (the line that opens the answer)',
  answer: 'The answer',
  primary: 'The first button',
  secondary: 'The second button',
  button: 'The button',
  badges: 'The three badges under the buttons, each with its icon',
  founded: 'The line with the flag under the heading',
  paragraphs: 'The paragraphs, in order',
  pillars: 'The title above the six pillar cards',
  advanced: 'The title above the advanced solutions',
  cta: 'The button',
  trust: 'The trust lines under the button, each with a tick',
  note: 'The small print under the figures',
  chat: 'The WhatsApp button',
  keywords: 'Keywords, separated by commas',
  quote: 'What the client said, in quotation marks on the card',
  result: 'The result at the top of the card',
  resultIcon: 'The icon beside the result',
  timeframe: 'The line with the calendar',
  author: "The client's name",
  position: "The client's position",
  company: "The client's company",
  photo: "The client's photo, beside the name (optional: the initials stand in)",
  image: 'The picture',
  background: 'The picture behind the first screen (decorative: under a dark overlay, not read out)',
  order: 'Where the testimonial shows: 1 first',
  hours: 'The opening hours',
  updated: 'The date this text was last updated, shown under the heading',
  successTitle: 'The title shown once the form is sent',
  successText: 'The line shown once the form is sent',
  submit: "The form's button",
  phoneHint: 'The hint under the phone field',
  detailsHint: 'The hint under the details field',
  positionPlaceholder: 'The example inside the position field',
  painPlaceholder: 'The example inside the challenges field',
  namePlaceholder: 'The example inside the name field',
  companyPlaceholder: 'The example inside the company field',
  emailPlaceholder: 'The example inside the e-mail field',
  subjectPlaceholder: 'The example inside the subject field',
  messagePlaceholder: 'The example inside the message field',
  typePlaceholder: 'The first line of the choice, before one is made',
  cards: 'The cards, in order (drag to reorder): the pillars show under the first group title, the advanced solutions under the second',
  solution: 'The solution the card links to: its page and its picture, and whether it is a pillar or an advanced one',
  icon: "An icon above the card's title, from the site's own (empty: none)",
  video: "A video of the site's own the card links to (empty: none)",
  phoneTitle: 'The phone card: title',
  phoneDescription: 'The phone card: line under the number',
  emailTitle: 'The e-mail card: title',
  emailDescription: 'The e-mail card: line under the address',
  chatTitle: 'The WhatsApp card: title',
  chatDescription: 'The WhatsApp card: line',
  chatAction: 'The WhatsApp card: button',
};

/** In a form's group of the site settings, a field named after one of the form's fields is that field's label. */
const FORM_LABEL = {
  name: 'name',
  company: 'company',
  position: 'position',
  phone: 'phone',
  email: 'e-mail',
  employees: 'company size',
  segment: 'segment',
  pain: 'challenges',
  subject: 'subject',
  message: 'message',
  type: 'request type',
  details: 'details',
};

const SEO = {
  title: "The browser tab's title and the search result's headline (the site adds its name when it fits)",
  description: 'The text under the headline in search results and link previews',
};

/** The help text of one field (`context`: 'seo' for a page's search fields, 'form' for a form's words). */
export function fieldHelp(field, context) {
  const meaning =
    (context === 'seo' && SEO[field.name]) ||
    (context === 'form' && FORM_LABEL[field.name] && `The label of the ${FORM_LABEL[field.name]} field`) ||
    MEANING[field.name] ||
    'Text';
  switch (field.kind) {
    case 'text': {
      const length = field.min > 1 ? `${field.min} to ${field.max} characters` : `At most ${field.max} characters`;
      const markdown = field.rich ? ' Markdown: **bold**, *italic*, [link](https://…), lists.' : '';
      return `${meaning}. ${length}.${markdown}`;
    }
    case 'texts':
      return `${meaning}. ${range(field)}, each at most ${field.itemMax} characters.`;
    case 'list':
      return `${meaning}. ${range(field)}.`;
    case 'card':
      return `The ${field.name.toUpperCase()} card.`;
    case 'image':
      return `${meaning}.`;
    case 'icon':
      return `${meaning}.`;
    case 'order':
      return `${meaning}.`;
    case 'date':
      return `${meaning}.`;
  }
  return meaning;
}

const range = (f) => (f.min === f.max ? `Exactly ${f.min}` : `${f.min} to ${f.max}`);

/** The longest line a list of texts takes (the shared line component's own limit). */
export const LINE_MAX = 400;
