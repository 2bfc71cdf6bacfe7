// The lead forms on their real pages, with and without JavaScript; each stored row is read back
// through the CSV export.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, formReady, islandReady, launch, openPage, submitAndWait } from '../helpers/browser';
import { exported, unique } from '../../src/leads/testing/export-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const landing = '/diagnostico-lean-digital-gratuito';
const L = '#lead-diagnostico-lean-digital-gratuito';

async function fillLead(page: Page, form: string, email: string, pain = 'Estoques altos e atrasos na expedição') {
  await page.fill(`${form}-name`, 'Helena Prado');
  await page.fill(`${form}-company`, 'Indústria Teta');
  await page.fill(`${form}-phone`, '11 98765-4321');
  await page.fill(`${form}-email`, email);
  await page.fill(`${form}-pain`, pain);
}

describe('landing lead form with JavaScript', () => {
  it('validates inline, clears a field error when edited, prefixes the phone and counts characters', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}${landing}`);
    await islandReady(page, 'lead-form');
    // Hydrated once a click submits through the island (no navigation).
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L}-name-error`);
    expect(await page.textContent(`${L}-name-error`)).toBe('Nome é obrigatório');
    expect(await page.textContent(`${L}-company-error`)).toBe('Nome da empresa é obrigatório');
    expect(await page.textContent(`${L}-phone-error`)).toBe('Telefone é obrigatório');
    expect(await page.textContent(`${L}-email-error`)).toBe('Email é obrigatório');
    expect(await page.textContent(`${L}-pain-error`)).toBe('Descreva a principal dor da sua empresa');
    expect(await page.getAttribute(`${L}-name`, 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.fill(`${L}-name`, 'H');
    expect(await page.locator(`${L}-name-error`).count()).toBe(0);
    expect(await page.getAttribute(`${L}-name`, 'aria-invalid')).toBe('false');
    expect(await page.locator(`${L}-company-error`).count()).toBe(1);

    await page.locator(`${L}-phone`).pressSequentially('11987654321');
    expect(await page.inputValue(`${L}-phone`)).toBe('+5511987654321');
    await page.fill(`${L}-email`, 'helena@');
    await page.locator(`${L}-email`).blur();
    expect(await page.textContent(`${L}-email-error`)).toBe('Digite um email válido');

    const counter = page.locator(`${L}-pain-counter`);
    await page.fill(`${L}-pain`, 'x'.repeat(650));
    expect(await counter.getAttribute('class')).not.toContain('field__counter--over');
    await page.fill(`${L}-pain`, 'x'.repeat(651));
    expect(await counter.getAttribute('class')).toContain('field__counter--over');
    expect(await counter.textContent()).toBe('651/700 caracteres');
    await page.fill(`${L}-pain`, 'x'.repeat(720));
    expect((await page.inputValue(`${L}-pain`)).length).toBe(700);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('submits: Enviando... with a disabled button, success panel 3 s, then cleared; the row is stored', async () => {
    const { page, problems, context } = await openPage(browser);
    // The page's clock, to run the success panel's 3 s by hand (it flows on its own until then).
    await page.clock.install();
    await page.goto(`${baseUrl()}${landing}?utm_source=linkedin&utm_medium=social&utm_campaign=nov-lean`);
    await formReady(page, L);
    const email = unique('landing-js');
    // Hold the answer until the submitting state has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/leads', async (route) => {
      await answered;
      await route.continue();
    });
    await fillLead(page, L, email);
    const keyBefore = await page.inputValue(`${L} input[name="idempotency_key"]`);
    await page.click(`${L} button[type="submit"]`);
    const button = page.locator(`${L} button[type="submit"]`);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Enviando...', `${L} button[type="submit"]`);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator(`${L} button[type="submit"] .spinner`).count()).toBe(1);

    // The clock stops before the answer comes: the panel's timer starts on it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    answer();
    await page.waitForSelector(`${L} [data-form-success]`);
    expect(await page.textContent(`${L} [data-form-success]`)).toContain('Solicitação Enviada com Sucesso!');
    expect(await page.locator(`${L} .form__fields`).isVisible()).toBe(false);
    await page.clock.runFor(2999);
    expect(await page.locator(`${L} [data-form-success]`).count()).toBe(1);
    await page.clock.runFor(1);
    await page.waitForSelector(`${L} [data-form-success]`, { state: 'detached' });
    expect(await page.inputValue(`${L}-name`)).toBe('');
    expect(await page.inputValue(`${L}-email`)).toBe('');
    expect(await page.inputValue(`${L} input[name="idempotency_key"]`)).not.toBe(keyBefore);

    const row = await exported('leads.csv', email);
    expect(row).toMatchObject({
      form: 'standard',
      placement: 'diagnostico-lean-digital-gratuito',
      lang: 'pt',
      page: landing,
      name: 'Helena Prado',
      company: 'Indústria Teta',
      phone: "'+5511987654321",
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'nov-lean',
      idempotency_key: keyBefore,
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the failure text when the server cannot store the request', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}${landing}`);
    await islandReady(page, 'lead-form');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await fillLead(page, L, unique('landing-fail'));
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L} [data-form-error]`);
    expect(await page.textContent(`${L} [data-form-error]`)).toContain('Erro ao enviar solicitação. Tente novamente.');
    expect(await page.inputValue(`${L}-name`)).toBe('Helena Prado');
    // The failed request shows in the console as a failed resource: the only expected problem.
    expect(problems.filter((p) => !p.includes('500'))).toEqual([]);
    await context.close();
  });
});

describe('home diagnostic section (strict variant)', () => {
  const H = '#lead-home-page-strict';

  it('applies the strict rules and shows success after 1 s, reset 3 s later', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await formReady(page, H);
    await page.fill(`${H}-pain`, 'curto');
    await page.fill(`${H}-email`, 'x@y');
    await page.click(`${H} button[type="submit"]`);
    await page.waitForSelector(`${H}-pain-error`);
    expect(await page.textContent(`${H}-pain-error`)).toBe('Por favor, forneça mais detalhes (mínimo 10 caracteres)');
    expect(await page.textContent(`${H}-email-error`)).toBe('Email inválido');

    const email = unique('home-strict');
    await fillLead(page, H, email, 'Muito retrabalho na linha de montagem');
    const started = Date.now();
    // The panel's text as it appears: it leaves after 3 s.
    const panel = await submitAndWait(page, H, `${H} [data-form-success]`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(panel.text).toContain('Diagnóstico Solicitado!');
    await page.waitForSelector(`${H} [data-form-success]`, { state: 'detached' });
    expect(await page.inputValue(`${H}-name`)).toBe('');
    expect(await exported('leads.csv', email)).toMatchObject({ form: 'strict', placement: 'home-page' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/diagnosticlean form with JavaScript', () => {
  const D = '#diagnostic-request-form';

  it('stores the request with position, employees and segment', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/diagnosticlean`);
    await formReady(page, D);
    const email = unique('diag-js');
    await page.fill(`${D}-name`, 'Igor Neves');
    await page.fill(`${D}-company`, 'Iota Usinagem');
    await page.fill(`${D}-position`, 'Gerente de Produção');
    await page.fill(`${D}-phone`, '5541987654321');
    await page.fill(`${D}-email`, email);
    await page.selectOption(`${D}-employees`, '100-249');
    await page.selectOption(`${D}-segment`, 'metal-mechanical');
    await page.fill(`${D}-pain`, 'OEE baixo');
    // The panel's text as it appears: it leaves after 3 s.
    const panel = await submitAndWait(page, D, `${D} [data-form-success]`);
    expect(panel.text).toBe(
      'Solicitação Enviada com Sucesso!Nossa equipe entrará em contato em até 24 horas.Verifique também sua caixa de spam.',
    );
    expect(await exported('leads.csv', email)).toMatchObject({
      form: 'diagnostic',
      placement: 'diagnostico-lean-page',
      position: 'Gerente de Produção',
      phone: "'+5541987654321",
      employees: '100-249',
      segment: 'metal-mechanical',
      pain: 'OEE baixo',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('lead forms without JavaScript', () => {
  it('landing: errors and values come back, then the success panel, and the row is stored', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}${landing}?utm_source=nojs`);
    const email = unique('landing-nojs');
    await page.fill(`${L}-company`, 'Kappa Metais');
    await page.fill(`${L}-email`, email);
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L}-name-error`);
    expect(page.url()).toBe(`${baseUrl()}${landing}?utm_source=nojs#${L.slice(1)}`);
    expect(await page.textContent(`${L}-name-error`)).toBe('Nome é obrigatório');
    expect(await page.textContent(`${L}-phone-error`)).toBe('Telefone é obrigatório');
    expect(await page.inputValue(`${L}-company`)).toBe('Kappa Metais');
    expect(await page.inputValue(`${L}-email`)).toBe(email);

    await fillLead(page, L, email);
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L} [data-form-success]`);
    expect(await page.textContent(`${L} [data-form-success]`)).toContain('Solicitação Enviada com Sucesso!');
    expect(await exported('leads.csv', email)).toMatchObject({
      name: 'Helena Prado',
      utm_source: 'nojs',
      placement: 'diagnostico-lean-digital-gratuito',
    });
    // Reloading does not show the panel again: the flash was read once.
    await page.goto(`${baseUrl()}${landing}`);
    expect(await page.locator(`${L} [data-form-success]`).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/diagnosticlean posts and stores without JavaScript', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false });
    const D = '#diagnostic-request-form';
    await page.goto(`${baseUrl()}/en/diagnosticlean`);
    const email = unique('diag-nojs');
    await page.fill(`${D}-name`, 'Jane Doe');
    await page.fill(`${D}-company`, 'Lambda Foods');
    await page.fill(`${D}-phone`, '+1 415 555 0100');
    await page.fill(`${D}-email`, email);
    await page.selectOption(`${D}-segment`, 'food-beverage');
    await page.click(`${D} button[type="submit"]`);
    await page.waitForSelector(`${D} [data-form-success]`);
    expect(await page.textContent(`${D} [data-form-success]`)).toBe(
      'Request Sent Successfully!Our team will contact you within 24 hours.Please also check your spam folder.',
    );
    expect(await exported('leads.csv', email)).toMatchObject({
      lang: 'en',
      phone: "'+14155550100",
      segment: 'food-beverage',
      page: '/en/diagnosticlean',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
