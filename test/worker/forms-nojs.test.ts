// Forms without JavaScript: the server renders real forms; a post answers 303 back to the page
// with a flash cookie, and the page shows the success, or the errors with the values kept.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { freshGateWindow } from '../helpers/edge-gate';
import { ORIGIN, request } from '../helpers/worker';

let ipSeq = 0;
const ip = () => `100.64.0.${++ipSeq}`;

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': ip(), ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The flash cookie a response sets, as a Cookie header value. */
function flashOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('form_flash='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

/** The opening tag of the element with this id (attribute order is React's business). */
function tagOf(html: string, id: string): string {
  const m = new RegExp(`<(input|textarea|select|form)[^>]*\\sid="${id}"[^>]*>`).exec(html);
  expect(m, id).not.toBeNull();
  return m![0];
}

const landing = '/diagnostico-lean-digital-gratuito';
const landingId = 'lead-diagnostico-lean-digital-gratuito';
const validLead = (key = crypto.randomUUID()) => ({
  name: 'Eva Rocha',
  company: 'Épsilon Plásticos',
  phone: '(11) 98888-7777',
  email: 'eva@epsilon.com.br',
  pain: 'Muito estoque parado',
  identificador: 'diagnostico-lean-digital-gratuito',
  variant: 'standard',
  lang: 'pt',
  page: landing,
  form_id: landingId,
  idempotency_key: key,
  _gotcha: '',
});

describe('server-rendered forms', () => {
  it('renders the landing lead form as a real form with labels, hidden fields and the honeypot', async () => {
    const text = await (await request(`${landing}?utm_source=newsletter&utm_medium=email&utm_campaign=nov`)).text();
    const form = tagOf(text, landingId);
    for (const attr of ['method="post"', 'action="/api/leads"', 'class="form lead-form lead-form--standard"']) expect(form).toContain(attr);
    expect(text).toContain('<input type="hidden" name="utm_source" value="newsletter"/>');
    expect(text).toContain('<input type="hidden" name="utm_medium" value="email"/>');
    expect(text).toContain('<input type="hidden" name="utm_campaign" value="nov"/>');
    expect(text).toContain('<input type="hidden" name="identificador" value="diagnostico-lean-digital-gratuito"/>');
    expect(text).toContain('<input type="hidden" name="lang" value="pt"/>');
    expect(text).toMatch(/<input type="hidden" name="idempotency_key" value="[0-9a-f-]{36}"\/>/);
    expect(text).toContain('<div class="form__hp" aria-hidden="true">');
    const hp = tagOf(text, `${landingId}-hp`);
    for (const attr of ['name="_gotcha"', 'tabindex="-1"', 'autoComplete="off"']) expect(hp).toContain(attr);
    expect(text).toMatch(/<label for="lead-diagnostico-lean-digital-gratuito-email">Email/);
    const phone = tagOf(text, `${landingId}-phone`);
    for (const attr of ['name="phone"', 'type="tel"', 'inputMode="tel"', 'autoComplete="tel"', 'maxLength="16"', 'aria-required="true"'])
      expect(phone).toContain(attr);
    const email = tagOf(text, `${landingId}-email`);
    for (const attr of ['type="email"', 'inputMode="email"', 'autoComplete="email"', 'maxLength="150"']) expect(email).toContain(attr);
    expect(tagOf(text, `${landingId}-pain`)).toContain('maxLength="700"');
    expect(text).toContain('0/700 caracteres');
    expect(text).toContain('data-island="lead-form"');
  });

  it('gives every page view its own idempotency key', async () => {
    const keyOf = async () => /name="idempotency_key" value="([^"]+)"/.exec(await (await request(landing)).text())![1];
    expect(await keyOf()).not.toBe(await keyOf());
  });

  it('renders the forms in the page language', async () => {
    const en = await (await request('/en/contact')).text();
    expect(en).toContain('>Subject');
    expect(en).toContain('<input type="hidden" name="lang" value="en"/>');
    const es = await (await request('/es/diagnosticlean')).text();
    expect(es).toContain('Nombre completo');
    expect(es).toContain('Número de empleados');
  });

  it('renders the strict variant on the home page and the other forms on their pages', async () => {
    expect(await (await request('/')).text()).toContain('<input type="hidden" name="variant" value="strict"/>');
    const diag = await (await request('/diagnosticlean')).text();
    expect(diag).toContain('<input type="hidden" name="identificador" value="diagnostico-lean-page"/>');
    const contact = await (await request('/contact')).text();
    expect(contact).toMatch(/<select id="contact-form-contactPhone-country" name="contactPhone\.country"/);
    expect(contact).toMatch(/<option value="BR" selected="">Brasil \(\+55\)<\/option>/);
    expect(contact).toContain('name="contactPhone.ddd"');
  });
});

describe('posting without JavaScript', () => {
  it('stores the lead and answers 303 back to the page with a short-lived flash cookie', async () => {
    const fields = validLead();
    const res = await postForm('/api/leads', fields, { Referer: `${ORIGIN}${landing}?utm_source=newsletter` });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${landing}?utm_source=newsletter#${landingId}`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('form_flash='))!;
    expect(cookie).toMatch(/; Max-Age=60/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const row = await env.LEADS_DB.prepare('SELECT phone, page FROM leads WHERE idempotency_key = ?').bind(fields.idempotency_key).first();
    expect(row).toEqual({ phone: '+5511988887777', page: landing });
  });

  it('shows the success panel once, then clears the flash', async () => {
    const res = await postForm('/api/leads', validLead(), { Referer: `${ORIGIN}${landing}` });
    const page = await request(landing, { headers: { Cookie: flashOf(res) } });
    const text = await page.text();
    expect(text).toContain('Solicitação Enviada com Sucesso!');
    expect(text).toContain('data-form-success');
    const cleared = page.headers.getSetCookie().find((c) => c.startsWith('form_flash='));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await (await request(landing)).text()).not.toContain('data-form-success');
  });

  it('re-renders the form with the errors and the values typed', async () => {
    const fields = { ...validLead(), name: '', email: 'eva@', pain: 'Texto <b>com</b> "aspas"' };
    const res = await postForm('/api/leads', fields, { Referer: `${ORIGIN}${landing}` });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${landing}#${landingId}`);
    expect(await env.LEADS_DB.prepare('SELECT 1 FROM leads WHERE idempotency_key = ?').bind(fields.idempotency_key).first()).toBeNull();
    const text = await (await request(landing, { headers: { Cookie: flashOf(res) } })).text();
    const name = tagOf(text, `${landingId}-name`);
    for (const attr of ['value=""', 'aria-invalid="true"', `aria-describedby="${landingId}-name-error"`]) expect(name).toContain(attr);
    expect(text).toContain('<p class="field__error" id="lead-diagnostico-lean-digital-gratuito-name-error">Nome é obrigatório</p>');
    expect(text).toContain('Digite um email válido');
    const email = tagOf(text, `${landingId}-email`);
    for (const attr of ['value="eva@"', 'aria-invalid="true"']) expect(email).toContain(attr);
    const company = tagOf(text, `${landingId}-company`);
    for (const attr of ['value="Épsilon Plásticos"', 'aria-invalid="false"']) expect(company).toContain(attr);
    expect(text).toContain('Texto &lt;b&gt;com&lt;/b&gt; &quot;aspas&quot;</textarea>');
    expect(text).not.toContain('data-form-success');
  });

  it('shows the errors in the language of the page that reads them', async () => {
    const res = await postForm('/api/leads', { ...validLead(), name: '' }, { Referer: `${ORIGIN}/en${landing}` });
    expect(res.headers.get('Location')).toBe(`/en${landing}#${landingId}`);
    const text = await (await request(`/en${landing}`, { headers: { Cookie: flashOf(res) } })).text();
    expect(text).toContain('Name is required');
  });

  it('leaves a flash meant for another form alone', async () => {
    const res = await postForm('/api/leads', { ...validLead(), name: '' }, { Referer: `${ORIGIN}${landing}` });
    const page = await request('/contact', { headers: { Cookie: flashOf(res) } });
    expect(await page.text()).not.toContain('class="field__error"');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('form_flash='))).toBe(false);
  });

  it('ignores a forged or broken flash cookie', async () => {
    const forged = btoa(JSON.stringify({ f: 'contact-form', s: 'err', e: { contactName: '<script>x</script>' } }));
    const text = await (await request('/contact', { headers: { Cookie: `form_flash=${forged}` } })).text();
    expect(text).not.toContain('<script>x</script>');
    const broken = await request('/contact', { headers: { Cookie: 'form_flash=%%%' } });
    expect(broken.status).toBe(200);
  });

  it('redirects only to the same origin: a foreign Referer falls back to the posted page', async () => {
    const res = await postForm('/api/leads', validLead(), { Referer: 'https://evil.example/x' });
    expect(res.headers.get('Location')).toBe(`${landing}#${landingId}`);
    const res2 = await postForm('/api/leads', { ...validLead(), page: '//evil.example/x' }, {});
    expect(res2.headers.get('Location')).toBe(`/#${landingId}`);
  });

  it('accepts multipart/form-data', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validLead())) form.set(k, v);
    const res = await request('/api/leads', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'CF-Connecting-IP': ip() },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(
      await env.LEADS_DB.prepare('SELECT 1 AS ok FROM leads WHERE idempotency_key = ?').bind(form.get('idempotency_key')).first(),
    ).toEqual({ ok: 1 });
  });

  it('posts the contact form with a country chosen in the plain list', async () => {
    const key = crypto.randomUUID();
    const res = await postForm(
      '/api/contact',
      {
        contactName: 'Frank',
        contactEmail: 'frank@zeta.com',
        'contactPhone.country': 'US',
        'contactPhone.ddd': '415',
        'contactPhone.phoneNumber': '555-0100',
        contactSubject: 'Hello',
        contactMessage: 'Hi there',
        form_id: 'contact-form',
        lang: 'en',
        idempotency_key: key,
      },
      { Referer: `${ORIGIN}/en/contact` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/contact#contact-form');
    const row = await env.LEADS_DB.prepare('SELECT country_code, country, phone_e164, lang FROM contact_messages WHERE idempotency_key = ?')
      .bind(key)
      .first();
    expect(row).toEqual({ country_code: '+1', country: 'US', phone_e164: '+14155550100', lang: 'en' });
    const text = await (await request('/en/contact', { headers: { Cookie: flashOf(res) } })).text();
    expect(text).toContain('Message sent successfully!');
    expect(text).toContain('Our team will contact you within 24 hours.');
  });

  it('keeps the chosen country and the phone error on the contact page', async () => {
    const res = await postForm('/api/contact', {
      contactName: 'Gil',
      contactEmail: 'gil@eta.com',
      'contactPhone.country': 'PT',
      'contactPhone.ddd': '',
      'contactPhone.phoneNumber': '123',
      contactSubject: 'Olá',
      contactMessage: 'Mensagem',
      form_id: 'contact-form',
      page: '/contact',
    });
    const text = await (await request('/contact', { headers: { Cookie: flashOf(res) } })).text();
    expect(text).toContain('O telefone deve ter entre 8 e 15 dígitos e um formato válido');
    expect(text).toMatch(/<option value="PT" selected="">/);
    const number = tagOf(text, 'contact-form-contactPhone-phoneNumber');
    for (const attr of ['value="123"', 'aria-invalid="true"', 'aria-describedby="contact-form-contactPhone-error"'])
      expect(number).toContain(attr);
  });

  it('gives a rate-limited form post its page back: 429, Retry-After, the reason, every value typed', async () => {
    await freshGateWindow();
    const address = '100.64.9.9';
    for (let i = 0; i < 10; i++) await postForm('/api/leads', validLead(), { 'CF-Connecting-IP': address });
    const fields = { ...validLead(), name: 'Quinta Tentativa' };
    const res = await postForm('/api/leads', fields, { 'CF-Connecting-IP': address, Referer: `${ORIGIN}${landing}` });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Location')).toBeNull();
    const text = await res.text();
    expect(text).toContain(`id="${landingId}-unsent"`);
    expect(text).toContain('Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.');
    expect(tagOf(text, `${landingId}-name`)).toContain('value="Quinta Tentativa"');
  });

  it('answers a honeypot form post like a success', async () => {
    const fields = { ...validLead(), _gotcha: 'buy now' };
    const res = await postForm('/api/leads', fields, { Referer: `${ORIGIN}${landing}` });
    expect(res.status).toBe(303);
    expect(await env.LEADS_DB.prepare('SELECT 1 FROM leads WHERE idempotency_key = ?').bind(fields.idempotency_key).first()).toBeNull();
  });
});
