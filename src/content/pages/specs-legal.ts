// The legal pages (privacy notice, terms of use) as documents a lawyer keeps current: each a
// localized single type with its search texts, its first screen and the document itself, markdown
// with the date it was last updated (model.ts says what a spec holds). What the notice's facts
// follow from the site's configuration (the cookie list, the preferences form, the data subject's
// request form) and the notice version forms store stay in the code. Data only, read by the
// worker and by scripts/cms.
import type { FieldDesc } from './fields';
import type { PageModelSpec } from './model';

/** The company's values (the COMPANY_* vars) a legal text may name; the site fills them in. */
const COMPANY_VARS = ['legalName', 'cnpj', 'street', 'city', 'region', 'postalCode', 'email', 'phone'] as const;

/** What the privacy notice may name besides: its officer, and the periods the code keeps data for. */
export const PRIVACY_VARS = [
  ...COMPANY_VARS,
  'dpoName',
  'dpoEmail',
  'retentionMonths',
  'measurementMonths',
  'securityDays',
  'rateLimitHours',
  'requestDays',
] as const;

/** The terms' own: `{{cnpjPart}}` is ", CNPJ …" when the company has one, else nothing. */
export const TERMS_VARS = [...COMPANY_VARS, 'cnpjPart'] as const;

/** A document's fields: its markdown text, at most `max` characters naming only `vars`, and the day it was last updated. */
const documentFields = (max: number, vars: readonly string[]): FieldDesc[] => [
  { kind: 'text', name: 'text', key: 'text', min: 1, max, long: true, rich: true, vars: [...vars] },
  { kind: 'date', name: 'updated', key: 'updated' },
];

/** A legal page's model: its search texts, its first screen and its document. */
const legalPage = (name: PageModelSpec['name'], base: string, max: number, vars: readonly string[]): PageModelSpec => ({
  name,
  kind: 'single',
  ns: 'legal',
  base,
  sections: [
    { name: 'seo', at: 'meta' },
    { name: 'hero', at: '', fields: { eyebrow: 'eyebrow', title: 'title', lead: 'lead' } },
    { name: 'document', at: 'document', document: documentFields(max, vars) },
  ],
});

export const LEGAL_SPECS: readonly PageModelSpec[] = [
  legalPage('privacy-page', 'privacy', 20000, PRIVACY_VARS),
  legalPage('terms-page', 'terms', 6000, TERMS_VARS),
];
