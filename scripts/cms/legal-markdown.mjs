// The legal pages' documents as `npm run cms:import` writes them: the repository's privacy notice
// and terms of use (locales/<lang>/legal.json, which the site renders as its own markup) as
// markdown a lawyer edits in Strapi, with the date each text took effect (src/privacy/policy.ts).
// The company's values and the periods the code keeps data for stay placeholders the site fills
// in ({{legalName}}, {{retentionMonths}} …: src/content/pages/specs-legal.ts). What follows from the
// site's configuration is written as for a site with every option on (Google Analytics, a CRM,
// RD Station, the cookieless measurement): the editor removes what this site does not do. The
// cookie list and the forms are not part of it: the page shows the site's own below the text.
import { NOTICE_VERSION, TERMS_VERSION } from '../../src/privacy/policy.ts';

const PURPOSES = ['diagnostic', 'contact', 'marketing', 'rights', 'security', 'analytics'];
const SHARING = ['cloudflare', 'webhook', 'rdstation', 'google', 'embeds', 'whatsapp', 'authorities'];

/** The notice's own interpolations, renamed to the document's placeholders (what each one means). */
const rename = (text, names) => text.replace(/\{\{(\w+)\}\}/g, (all, name) => (names[name] ? `{{${names[name]}}}` : all));

const list = (items, ordered = false) => items.map((item, i) => `${ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');

function privacyMarkdown(p) {
  const c = p.collect;
  const m = p.measurement;
  const r = p.retention;
  const sections = [
    [p.controller.title, [p.controller.text, p.controller.contact]],
    [p.dpo.title, [p.dpo.unnamed]],
    [
      c.title,
      [
        c.intro,
        ...PURPOSES.map((k) => {
          const row = c.rows[k];
          return `### ${row.where}\n\n${list([`**${c.cols.data}:** ${row.data}`, `**${c.cols.purpose}:** ${row.purpose}`, `**${c.cols.basis}:** ${row.basis}`])}`;
        }),
        c.context,
        c.optional,
        c.noAutomated,
      ],
    ],
    [m.title, [m.intro, list(m.counted), m.dims, m.hash, m.noCookie, m.attribution, rename(m.basis, { months: 'measurementMonths' })]],
    [p.sharing.title, [p.sharing.intro, list(SHARING.map((k) => p.sharing[k]))]],
    [p.transfer.title, [p.transfer.text]],
    [
      r.title,
      [
        list([
          rename(r.requests, { months: 'retentionMonths' }),
          rename(r.security, { days: 'securityDays' }),
          rename(r.rateLimit, { hours: 'rateLimitHours' }),
          r.erasures,
          r.cookies,
          rename(r.measurement, { months: 'measurementMonths' }),
        ]),
        r.contract,
      ],
    ],
    [
      p.rights.title,
      [p.rights.intro, list(p.rights.list, true), p.rights.oppose, p.rights.how, rename(p.rights.deadline, { days: 'requestDays' })],
    ],
    ...['anpd', 'security', 'children'].map((k) => [p[k].title, [p[k].text]]),
    [p.changes.title, [p.changes.text]],
  ];
  return sections.map(([title, blocks]) => `## ${title}\n\n${blocks.join('\n\n')}`).join('\n\n');
}

function termsMarkdown(terms) {
  return terms.sections.map((s, i) => `## ${i + 1}. ${s.title}\n\n${s.paragraphs.join('\n\n')}`).join('\n\n');
}

/** The document section of a legal page's entry in one language (`legal`: locales/<lang>/legal.json). */
export function legalDocument(model, legal) {
  if (model === 'privacy-page') return { text: privacyMarkdown(legal.privacy), updated: NOTICE_VERSION };
  if (model === 'terms-page') return { text: termsMarkdown(legal.terms), updated: TERMS_VERSION };
  throw new Error(`${model}: not a legal page`);
}
