// The shared form schemas: every validation rule and its message, in pt, en and es.
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n/i18n';
import { LANGS } from '../../src/shared/languages';
import { messagesFor } from '../../src/leads/forms/messages';
import { ContactSchema } from '../../src/shared/form-rules/contact-schema';
import { formatPhoneNumber, isValidContactPhone } from '../../src/shared/form-rules/contact-phone';
import { COUNTRIES, findCountry } from '../../src/shared/form-rules/countries';
import { FLAG_SPRITE } from '../../src/shared/form-rules/flag-sprite';
import { formFieldsToObject } from '../../src/shared/form-rules/form-data';
import { leadVariantOf } from '../../src/shared/form-rules/lead-form';
import { DiagnosticRequestSchema, LeadSchema, StrictLeadSchema } from '../../src/shared/form-rules/lead-schema';
import { MESSAGE_KEYS, fieldErrorCodes, formatErrors, formatMessage } from '../../src/shared/form-rules/messages';
import { isValidLeadPhone, normalizeLeadPhone } from '../../src/shared/form-rules/phone';

type Schema = { safeParse(d: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const codes = (schema: Schema, data: unknown) => {
  const r = schema.safeParse(data);
  return r.success ? {} : fieldErrorCodes(r.error!.issues);
};

const lead = {
  name: 'Ana Souza',
  company: 'Metalúrgica Alfa',
  phone: '+5511999998888',
  email: 'ana@alfa.com.br',
  pain: 'Atrasos na produção',
};
const contact = { contactName: 'Ana', contactEmail: 'ana@alfa.com.br', contactSubject: 'Orçamento', contactMessage: 'Olá' };

describe('messages', () => {
  // The pt messages are the product's wording, checked verbatim.
  const pt = messagesFor(getT('pt'));
  it.each([
    ['nameRequired', 'Nome é obrigatório'],
    ['companyRequired', 'Nome da empresa é obrigatório'],
    ['phoneRequired', 'Telefone é obrigatório'],
    ['phoneInvalid', 'Digite um telefone válido (ex: +5511999999999)'],
    ['phoneInternational', 'Telefone deve estar no formato internacional (ex: +5511999999999)'],
    ['emailRequired', 'Email é obrigatório'],
    ['emailInvalid', 'Digite um email válido'],
    ['emailInvalidShort', 'Email inválido'],
    ['painRequired', 'Descreva a principal dor da sua empresa'],
    ['painRequiredStrict', 'Por favor, descreva a principal dor da sua empresa'],
    ['painTooShort', 'Por favor, forneça mais detalhes (mínimo 10 caracteres)'],
    ['contactEmailInvalid', 'E-mail inválido'],
  ] as const)('pt %s is the spec text', (key, text) => {
    expect(pt[key]).toBe(text);
  });

  it('builds the contact required messages from one template and the field label', () => {
    expect(pt.contactNameRequired).toBe('O campo Nome é obrigatório');
    expect(pt.contactEmailRequired).toBe('O campo E-mail é obrigatório');
    expect(pt.contactSubjectRequired).toBe('O campo Assunto é obrigatório');
    expect(pt.contactMessageRequired).toBe('O campo Mensagem é obrigatório');
    expect(messagesFor(getT('en')).contactSubjectRequired).toBe('Subject is required');
    expect(messagesFor(getT('es')).contactMessageRequired).toBe('El campo Mensaje es obligatorio');
  });

  it.each(LANGS)('%s has a text for every message key', (lang) => {
    const m = messagesFor(getT(lang));
    for (const key of MESSAGE_KEYS) {
      expect(m[key], key).toBeTruthy();
      expect(m[key], key).not.toContain('forms:');
    }
  });

  it('en and es are real translations, not pt copies', () => {
    const [pt, en, es] = LANGS.map((l) => messagesFor(getT(l)));
    expect(en!.nameRequired).toBe('Name is required');
    expect(es!.nameRequired).toBe('El nombre es obligatorio');
    for (const key of ['nameRequired', 'phoneInvalid', 'painTooShort', 'contactPhoneInvalid'] as const) {
      expect(en![key]).not.toBe(pt![key]);
      expect(es![key]).not.toBe(pt![key]);
    }
  });

  it('fills the maximum into tooLong and drops unknown codes', () => {
    expect(formatMessage(messagesFor(getT('pt')), 'tooLong:100')).toBe('Máximo de 100 caracteres');
    expect(formatMessage(messagesFor(getT('en')), 'tooLong:700')).toBe('At most 700 characters');
    expect(formatErrors(messagesFor(getT('pt')), { name: 'nope', email: 'emailInvalid' })).toEqual({ email: 'Digite um email válido' });
  });
});

describe('LeadSchema (home and landing)', () => {
  it('accepts a complete lead', () => {
    expect(LeadSchema.safeParse(lead).success).toBe(true);
  });

  it('requires every field with its own message', () => {
    expect(codes(LeadSchema, {})).toEqual({
      name: 'nameRequired',
      company: 'companyRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
      pain: 'painRequired',
    });
  });

  it('treats blank text as missing', () => {
    expect(codes(LeadSchema, { ...lead, name: '   ', company: ' ' })).toEqual({ name: 'nameRequired', company: 'companyRequired' });
  });

  it('rejects an e-mail without a valid shape', () => {
    expect(codes(LeadSchema, { ...lead, email: 'ana@alfa' })).toEqual({ email: 'emailInvalid' });
  });

  it('enforces the field limits', () => {
    expect(codes(LeadSchema, { ...lead, name: 'a'.repeat(101), company: 'b'.repeat(101), pain: 'c'.repeat(701) })).toEqual({
      name: 'tooLong:100',
      company: 'tooLong:100',
      pain: 'tooLong:700',
    });
    expect(codes(LeadSchema, { ...lead, email: `${'a'.repeat(140)}@alfa.com.br` })).toEqual({ email: 'tooLong:150' });
    expect(LeadSchema.safeParse({ ...lead, pain: 'c'.repeat(700) }).success).toBe(true);
  });

  it('auto-prefixes the phone with +55, or with + when it already starts with 55', () => {
    const parse = (phone: string) => (LeadSchema.safeParse({ ...lead, phone }) as { data?: { phone: string } }).data?.phone;
    expect(parse('11 99999-8888')).toBe('+5511999998888');
    expect(parse('5511999998888')).toBe('+5511999998888');
    expect(parse('+1 (415) 555-0100')).toBe('+14155550100');
  });

  it('accepts 12+ digits starting with 55 or 10 to 15 digits, nothing shorter', () => {
    expect(isValidLeadPhone('+551199998888')).toBe(true);
    expect(isValidLeadPhone('+4930123456')).toBe(true);
    expect(isValidLeadPhone('+123456789012345')).toBe(true);
    expect(isValidLeadPhone('+123456789')).toBe(false);
    expect(codes(LeadSchema, { ...lead, phone: '1234' })).toEqual({ phone: 'phoneInvalid' });
    expect(codes(LeadSchema, { ...lead, phone: '+' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('keeps only + and at most 15 digits while typing', () => {
    expect(normalizeLeadPhone('')).toBe('');
    expect(normalizeLeadPhone('+')).toBe('+');
    expect(normalizeLeadPhone('9')).toBe('+559');
    expect(normalizeLeadPhone('+55 11 99999-8888 1234')).toBe('+551199999888812');
  });

  it('keeps the tracking fields, cuts long ones and drops malformed hidden values', () => {
    const r = LeadSchema.safeParse({
      ...lead,
      utm_source: ' google ',
      utm_campaign: 'x'.repeat(300),
      identificador: 'home-page',
      lang: 'fr',
      idempotency_key: 'not a key!',
    }) as { data: Record<string, string> };
    expect(r.data.utm_source).toBe('google');
    expect(r.data.utm_campaign).toHaveLength(200);
    expect(r.data.identificador).toBe('home-page');
    expect(r.data.lang).toBe('');
    expect(r.data.idempotency_key).toBe('');
  });
});

describe('StrictLeadSchema (diagnostic section)', () => {
  const strict = { ...lead, variant: 'strict', pain: 'Muito retrabalho na usinagem' };

  it('accepts a complete lead', () => {
    expect(StrictLeadSchema.safeParse(strict).success).toBe(true);
  });

  it('uses the strict messages', () => {
    expect(codes(StrictLeadSchema, { variant: 'strict' })).toEqual({
      name: 'nameRequired',
      company: 'companyRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
      pain: 'painRequiredStrict',
    });
    expect(codes(StrictLeadSchema, { ...strict, email: 'x@y' })).toEqual({ email: 'emailInvalidShort' });
  });

  it('needs at least 10 characters of pain', () => {
    expect(codes(StrictLeadSchema, { ...strict, pain: 'curto' })).toEqual({ pain: 'painTooShort' });
    expect(StrictLeadSchema.safeParse({ ...strict, pain: '0123456789' }).success).toBe(true);
  });

  it('needs an international phone: +, first digit 1-9, up to 15 digits', () => {
    expect(codes(StrictLeadSchema, { ...strict, phone: '+0123456789' })).toEqual({ phone: 'phoneInternational' });
    expect(codes(StrictLeadSchema, { ...strict, phone: '+1234567' })).toEqual({ phone: 'phoneInternational' });
    expect(StrictLeadSchema.safeParse({ ...strict, phone: '+123456789012345' }).success).toBe(true);
  });
});

describe('DiagnosticRequestSchema (/diagnosticlean)', () => {
  const diag = { name: 'Ana Souza', company: 'Alfa', phone: '11999998888', email: 'ana@alfa.com.br' };

  it('needs only full name, company, phone and e-mail', () => {
    expect(DiagnosticRequestSchema.safeParse(diag).success).toBe(true);
    expect(DiagnosticRequestSchema.safeParse({ ...diag, position: '', employees: '', segment: '', pain: '' }).success).toBe(true);
    expect(codes(DiagnosticRequestSchema, {})).toEqual({
      name: 'nameRequired',
      company: 'companyRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
    });
  });

  it('accepts only the listed employee ranges and segments', () => {
    expect(DiagnosticRequestSchema.safeParse({ ...diag, employees: '100-249', segment: 'automotive' }).success).toBe(true);
    expect(codes(DiagnosticRequestSchema, { ...diag, employees: '7', segment: 'banking' })).toEqual({
      employees: 'choiceInvalid',
      segment: 'choiceInvalid',
    });
  });

  it('limits main challenges to 500 characters and position to 100', () => {
    expect(codes(DiagnosticRequestSchema, { ...diag, pain: 'x'.repeat(501), position: 'y'.repeat(101) })).toEqual({
      pain: 'tooLong:500',
      position: 'tooLong:100',
    });
  });

  it('is chosen by variant or by the /diagnosticlean placement', () => {
    expect(leadVariantOf({ identificador: 'diagnostico-lean-page' })).toBe('diagnostic');
    expect(leadVariantOf({ traffic_source: 'diagnostico-lean-page' })).toBe('diagnostic');
    expect(leadVariantOf({ variant: 'strict', identificador: 'home-page' })).toBe('strict');
    expect(leadVariantOf({ identificador: 'home-page' })).toBe('standard');
  });
});

describe('ContactSchema', () => {
  it('accepts a message without a phone', () => {
    expect(ContactSchema.safeParse(contact).success).toBe(true);
    expect(ContactSchema.safeParse({ ...contact, contactPhone: { countryCode: '+55', ddd: '', phoneNumber: '' } }).success).toBe(true);
  });

  it('requires name, e-mail, subject and message', () => {
    expect(codes(ContactSchema, {})).toEqual({
      contactName: 'contactNameRequired',
      contactEmail: 'contactEmailRequired',
      contactSubject: 'contactSubjectRequired',
      contactMessage: 'contactMessageRequired',
    });
  });

  it('rejects a malformed e-mail with the contact message', () => {
    expect(codes(ContactSchema, { ...contact, contactEmail: 'ana.alfa.com' })).toEqual({ contactEmail: 'contactEmailInvalid' });
  });

  it('enforces name 100, e-mail 150, subject 200, message 1000', () => {
    expect(
      codes(ContactSchema, { ...contact, contactName: 'a'.repeat(101), contactSubject: 's'.repeat(201), contactMessage: 'm'.repeat(1001) }),
    ).toEqual({ contactName: 'tooLong:100', contactSubject: 'tooLong:200', contactMessage: 'tooLong:1000' });
  });

  it('defaults the country code to +55', () => {
    const r = ContactSchema.safeParse({ ...contact, contactPhone: { ddd: '11', phoneNumber: '99999-8888' } }) as {
      success: boolean;
      data: { contactPhone: { countryCode: string; phoneNumber: string } };
    };
    expect(r.data.contactPhone).toMatchObject({ countryCode: '+55', phoneNumber: '999998888' });
  });

  it('takes the dial code from the country a form without JavaScript posts', () => {
    const data = formFieldsToObject([
      ['contactPhone.country', 'US'],
      ['contactPhone.ddd', '415'],
      ['contactPhone.phoneNumber', '555-0100'],
    ]);
    const r = ContactSchema.safeParse({ ...contact, ...data }) as { success: boolean; data: { contactPhone: { countryCode: string } } };
    expect(r.success).toBe(true);
    expect(r.data.contactPhone.countryCode).toBe('+1');
  });

  it('reports every phone problem under contactPhone with the generic message', () => {
    expect(codes(ContactSchema, { ...contact, contactPhone: { countryCode: '+55', ddd: '10', phoneNumber: '99999-8888' } })).toEqual({
      contactPhone: 'contactPhoneInvalid',
    });
    expect(codes(ContactSchema, { ...contact, contactPhone: { countryCode: '+55', ddd: '1234', phoneNumber: '1' } })).toEqual({
      contactPhone: 'contactPhoneInvalid',
    });
  });
});

describe('phone component rules', () => {
  const br = (ddd: string, phoneNumber: string) => isValidContactPhone({ countryCode: '+55', ddd, phoneNumber });

  it('Brazil: area code 11 to 99', () => {
    expect(br('11', '99998888')).toBe(true);
    expect(br('99', '99998888')).toBe(true);
    expect(br('10', '99998888')).toBe(false);
    expect(br('1', '99998888')).toBe(false);
    expect(br('', '99998888')).toBe(false);
  });

  it('Brazil: 8 digits, or 9 digits starting with 9', () => {
    expect(br('11', '4798-2200')).toBe(true);
    expect(br('11', '99876-2200')).toBe(true);
    expect(br('11', '89876-2200')).toBe(false);
    expect(br('11', '9876220')).toBe(false);
    expect(br('11', '9987622001')).toBe(false);
  });

  it('other countries: 7 to maxDigits digits in area code plus number', () => {
    expect(isValidContactPhone({ countryCode: '+1', ddd: '415', phoneNumber: '5550100' })).toBe(true);
    expect(isValidContactPhone({ countryCode: '+1', ddd: '415', phoneNumber: '55501001' })).toBe(false);
    expect(isValidContactPhone({ countryCode: '+351', ddd: '', phoneNumber: '912345678' })).toBe(true);
    expect(isValidContactPhone({ countryCode: '+351', ddd: '', phoneNumber: '912345' })).toBe(false);
    expect(isValidContactPhone({ countryCode: '+999', ddd: '', phoneNumber: '912345678' })).toBe(false);
  });

  it('formats Brazil 4-4 and 5-4, +1 3-4 and France in pairs', () => {
    expect(formatPhoneNumber('+55', '47982200')).toBe('4798-2200');
    expect(formatPhoneNumber('+55', '998762200')).toBe('99876-2200');
    expect(formatPhoneNumber('+1', '5550100')).toBe('555-0100');
    expect(formatPhoneNumber('+33', '612345678')).toBe('61 23 45 67 8');
    expect(formatPhoneNumber('+49', '301234567')).toBe('301234567');
  });

  it('lists about 95 countries, each with a dial code, a flag and maxDigits', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(90);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.maxDigits).toBeGreaterThanOrEqual(7);
    }
    expect(findCountry('BR')).toEqual({ iso: 'BR', code: '+55', maxDigits: 11 });
    expect(findCountry(undefined, '+1')?.iso).toBe('US');
    // Every country has its flag's cell in the sprite (scripts/media/flag-sprite.mjs draws them in this order).
    expect(COUNTRIES.length).toBeLessThanOrEqual(FLAG_SPRITE.cols * FLAG_SPRITE.rows);
    expect(COUNTRIES.length).toBeGreaterThan(FLAG_SPRITE.cols * (FLAG_SPRITE.rows - 1));
  });
});

describe('formFieldsToObject', () => {
  it('nests dotted names and keeps the last of repeated ones', () => {
    expect(
      formFieldsToObject([
        ['a', '1'],
        ['p.x', '2'],
        ['p.y', '3'],
        ['a', '4'],
      ]),
    ).toEqual({ a: '4', p: { x: '2', y: '3' } });
  });
});
