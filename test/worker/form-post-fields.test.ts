// The form posts' extra fields (src/shared/form-rules/post-fields.ts): the visit's source and the
// placement, one protocol for the browser, the form schemas, the stored row and the report.
import { describe, expect, it } from 'vitest';
import { LeadSchema } from '../../src/shared/form-rules/lead-schema';
import { leadVariantOf } from '../../src/shared/form-rules/lead-form';
import {
  CONTACT_PLACEMENT,
  countedPlacement,
  PLACEMENT_FIELDS,
  postedPlacement,
  VISIT_FIELDS,
} from '../../src/shared/form-rules/post-fields';
import { leadPlacement } from '../../src/analytics/measure/leads';

const lead = { name: 'Ana Souza', company: 'Metalúrgica Alfa', phone: '+5511999998888', email: 'ana@alfa.com.br', pain: 'Atrasos' };

describe('form post fields', () => {
  it('reads the placement from identificador, else traffic_source, skipping an empty one', () => {
    const read = (values: Record<string, string>) => postedPlacement((field) => values[field]);
    expect(read({ identificador: 'home-page', traffic_source: 'other' })).toBe('home-page');
    expect(read({ traffic_source: 'diagnostico-lean-page' })).toBe('diagnostico-lean-page');
    expect(read({ identificador: '', traffic_source: 'diagnostico-lean-page' })).toBe('diagnostico-lean-page');
    expect(read({})).toBeUndefined();
    // The lead form a post answers to follows the same rule.
    expect(leadVariantOf({ identificador: '', traffic_source: 'diagnostico-lean-page' })).toBe('diagnostic');
  });

  it('counts a lead under its placement, else `contact` for the contact form, else its form, on both sides', () => {
    expect(countedPlacement('home-page', false, 'lead')).toBe('home-page');
    expect(countedPlacement('', true, 'contact-form')).toBe(CONTACT_PLACEMENT);
    expect(countedPlacement(null, false, 'lead-strict')).toBe('lead-strict');
    // The report's count of a stored row uses the same rule.
    expect(leadPlacement('contact_messages', { placement: null, form: 'x' })).toBe('contact');
    expect(leadPlacement('leads', { placement: null, form: 'lead-strict' })).toBe('lead-strict');
    expect(leadPlacement('leads', { placement: 'home-page', form: 'lead' })).toBe('home-page');
  });

  it("parses every protocol field with the lead schema: a crafted value is cut or emptied, never the visitor's error", () => {
    const posted = {
      ...lead,
      utm_source: ` ${'g'.repeat(300)} `,
      utm_medium: 'cpc',
      utm_campaign: 'winter',
      landing_page: '/blog/lean?x=1',
      referrer_host: 'www.google.com',
      identificador: 'home-page',
      traffic_source: 'Not A Slug!',
    };
    const parsed = LeadSchema.safeParse(posted);
    expect(parsed.success).toBe(true);
    const data = parsed.data as Record<string, unknown>;
    for (const field of [...VISIT_FIELDS, ...PLACEMENT_FIELDS]) expect(data).toHaveProperty(field);
    expect(data.utm_source).toBe('g'.repeat(200));
    expect(data.landing_page).toBe(''); // a query string is not a path
    expect(data.referrer_host).toBe('www.google.com');
    expect(data.identificador).toBe('home-page');
    expect(data.traffic_source).toBe('');
  });
});
