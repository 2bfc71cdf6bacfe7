/** Company contact data from wrangler vars, falling back to the spec's values (spec §2, §9). */
export interface Company {
  name: string;
  phone: string;
  /** E.164 digits of the phone, for tel: links. */
  phoneHref: string;
  whatsapp: string;
  /** Digits only, as the chat link wants them. */
  whatsappDigits: string;
  email: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

const DEFAULTS = {
  COMPANY_NAME: 'Vértice Lean Digital',
  COMPANY_PHONE: '+55 11 4798-2200',
  COMPANY_WHATSAPP: '+55 11 99876-2200',
  COMPANY_EMAIL: 'contato@vertice.ind.br',
  COMPANY_STREET: 'Av. Vereador Narciso Yague Guimarães, 1145 – Sala 1204',
  COMPANY_CITY: 'Mogi das Cruzes',
  COMPANY_REGION: 'SP',
  COMPANY_POSTAL_CODE: '08773-130',
  COMPANY_COUNTRY: 'BR',
};

type CompanyVars = Partial<Record<keyof typeof DEFAULTS, string>>;

export function companyFrom(env: CompanyVars): Company {
  const pick = (key: keyof typeof DEFAULTS) => env[key]?.trim() || DEFAULTS[key];
  const phone = pick('COMPANY_PHONE');
  const whatsapp = pick('COMPANY_WHATSAPP');
  return {
    name: pick('COMPANY_NAME'),
    phone,
    phoneHref: `tel:+${phone.replace(/\D/g, '')}`,
    whatsapp,
    whatsappDigits: whatsapp.replace(/\D/g, ''),
    email: pick('COMPANY_EMAIL'),
    street: pick('COMPANY_STREET'),
    city: pick('COMPANY_CITY'),
    region: pick('COMPANY_REGION'),
    postalCode: pick('COMPANY_POSTAL_CODE'),
    country: pick('COMPANY_COUNTRY'),
  };
}

/** The messaging chat link (spec §1): the company number and an optional preset text. */
export function chatLink(company: Company, text?: string): string {
  const base = `https://wa.me/${company.whatsappDigits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
