// Valid submissions as the forms post them, for worker tests of the lead API and its abuse.

const LEAD = {
  name: 'Ana Souza',
  company: 'Metalúrgica Alfa',
  phone: '11999998888',
  email: 'ana@alfa.com.br',
  pain: 'Atrasos na produção',
  identificador: 'diagnostico-lean-digital-gratuito',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'lean-2026',
  lang: 'pt',
  page: '/diagnostico-lean-digital-gratuito',
};

/** A diagnostic lead as the landing page's island posts it, with a fresh idempotency key; `over` changes or adds fields. */
export function aLead<T extends Record<string, unknown> = Record<never, never>>(
  over: T = {} as T,
): Omit<typeof LEAD & { idempotency_key: string }, keyof T> & T {
  return { ...LEAD, idempotency_key: crypto.randomUUID(), ...over };
}
