/** Company contact data and founding month from wrangler vars, falling back to the spec's values. */
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
  /** Founding month, 'YYYY-MM' (COMPANY_FOUNDED): structured data's foundingDate. */
  founded: string;
  /** Whole years since the founding month: every '15+ anos' / 'Mais de 15 anos' the pages state. */
  years: number;
  /** Registered name (schema.org legalName). */
  legalName: string;
  /** The office's coordinates in decimal degrees (schema.org geo); null when a var is not a number. */
  geo: { latitude: number; longitude: number } | null;
  /** Public profiles: the header's links and schema.org sameAs. */
  profiles: readonly SocialProfile[];
  /** CNPJ as written on documents; empty when not configured (the notice then omits it). */
  cnpj: string;
  /** The data-protection officer (LGPD's encarregado): name (may be empty) and e-mail. */
  dpoName: string;
  dpoEmail: string;
}

export interface SocialProfile {
  network: 'linkedin' | 'instagram' | 'youtube';
  label: string;
  url: string;
}

/** The company's public profiles (header links, structured data). */
export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/vertice-lean-digital' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/verticeleandigital' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@verticeleandigital' },
];

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
  COMPANY_FOUNDED: '2009-12',
  COMPANY_LEGAL_NAME: 'Vértice Lean Digital Consultoria Ltda.',
  COMPANY_LATITUDE: '-23.52371',
  COMPANY_LONGITUDE: '-46.19383',
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Whole years from a founding month ('YYYY-MM') to `now` (UTC): December 2009 gives 15 in
 * November 2025 and 16 from December 2025. A malformed value falls back to the default month.
 */
export function yearsSince(founded: string, now: Date = new Date()): number {
  const [, y, m] = MONTH.exec(founded) ?? MONTH.exec(DEFAULTS.COMPANY_FOUNDED)!;
  const months = (now.getUTCFullYear() - Number(y)) * 12 + (now.getUTCMonth() + 1 - Number(m));
  return Math.max(0, Math.floor(months / 12));
}

/** Legal data for the privacy notice and terms; empty defaults fall back as companyFrom says. */
const LEGAL_VARS = ['COMPANY_LEGAL_NAME', 'COMPANY_CNPJ', 'DPO_NAME', 'DPO_EMAIL'] as const;

type CompanyVars = Partial<Record<keyof typeof DEFAULTS | (typeof LEGAL_VARS)[number], string>>;

export function companyFrom(env: CompanyVars, now: Date = new Date()): Company {
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
    founded: MONTH.test(pick('COMPANY_FOUNDED')) ? pick('COMPANY_FOUNDED') : DEFAULTS.COMPANY_FOUNDED,
    years: yearsSince(pick('COMPANY_FOUNDED'), now),
    legalName: pick('COMPANY_LEGAL_NAME'),
    geo: geoOf(pick('COMPANY_LATITUDE'), pick('COMPANY_LONGITUDE')),
    profiles: SOCIAL_PROFILES,
    cnpj: env.COMPANY_CNPJ?.trim() ?? '',
    dpoName: env.DPO_NAME?.trim() ?? '',
    // Without a dedicated address, privacy requests go to the company's e-mail.
    dpoEmail: env.DPO_EMAIL?.trim() || pick('COMPANY_EMAIL'),
  };
}

function geoOf(lat: string, lon: string): { latitude: number; longitude: number } | null {
  const latitude = Number(lat);
  const longitude = Number(lon);
  const ok = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return ok ? { latitude, longitude } : null;
}

/** The WhatsApp chat link every page offers: the company number and an optional preset text. */
export function chatLink(company: Company, text?: string): string {
  const base = `https://wa.me/${company.whatsappDigits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
