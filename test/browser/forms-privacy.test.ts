// The privacy notice and the optional marketing checkbox in the forms, in Chromium, with and
// without JavaScript; what was chosen is read back through the CSV export.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage, submitAndWait } from '../helpers/browser';
import { exported, unique } from '../../src/leads/testing/export-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const C = '#contact-form';
const L = '#lead-diagnostico-lean-digital-gratuito';
const D = '#diagnostic-request-form';

async function fillLead(page: Page, form: string, email: string) {
  await page.fill(`${form}-name`, 'Helena Prado');
  await page.fill(`${form}-company`, 'Indústria Teta');
  await page.fill(`${form}-phone`, '11 98765-4321');
  await page.fill(`${form}-email`, email);
  await page.fill(`${form}-pain`, 'Estoques altos e atrasos na expedição');
}

async function noticeOf(page: Page, form: string) {
  const link = page.locator(`${form} .form__notice a`);
  return {
    text: await page.locator(`${form} .form__notice`).innerText(),
    href: await link.getAttribute('href'),
    visible: await link.isVisible(),
  };
}

describe('with JavaScript', () => {
  it('contact: the notice links the privacy page; ticking the box by keyboard records consent, and it comes back unticked', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    await islandReady(page, 'contact-form');
    const notice = await noticeOf(page, C);
    expect(notice).toMatchObject({ href: '/privacy', visible: true });
    expect(notice.text).toContain('Usaremos seus dados apenas para responder a este pedido.');
    const box = page.locator(`${C}-marketing`);
    expect(await box.isChecked()).toBe(false);
    expect(await page.locator(`label[for="contact-form-marketing"]`).innerText()).toContain('(opcional');

    const email = unique('consent-js');
    await page.fill(`${C}-contactName`, 'Lia Campos');
    await page.fill(`${C}-contactEmail`, email);
    await page.fill(`${C}-contactSubject`, 'Proposta');
    await page.fill(`${C}-contactMessage`, 'Queremos reduzir erros de separação.');
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await page.click(`${C} button[type="submit"]`);
    await page.waitForSelector(`${C} [data-form-success]`);
    expect(await page.locator(`${C}-marketing`).isChecked()).toBe(false);
    const row = await exported('messages.csv', email);
    expect(row).toMatchObject({ marketing_consent: '1', notice_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(row?.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('landing: sent without ticking, the lead is stored without consent', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/en/diagnostico-lean-digital-gratuito`);
    await islandReady(page, 'lead-form');
    expect((await noticeOf(page, L)).href).toBe('/en/privacy');
    const email = unique('noconsent-js');
    await fillLead(page, L, email);
    await submitAndWait(page, L, `${L} [data-form-success]`);
    expect(await exported('leads.csv', email)).toMatchObject({ marketing_consent: '0', consent_at: '' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('/en/diagnosticlean: the ticked box posts and is recorded; the notice link leads to the privacy page', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/en/diagnosticlean`);
    const notice = await noticeOf(page, D);
    expect(notice.text).toContain('We will use your data only to answer this request.');
    const email = unique('consent-nojs');
    await page.fill(`${D}-name`, 'Jane Doe');
    await page.fill(`${D}-company`, 'Lambda Foods');
    await page.fill(`${D}-phone`, '+1 415 555 0100');
    await page.fill(`${D}-email`, email);
    await page.check(`${D}-marketing`);
    await page.click(`${D} button[type="submit"]`);
    await page.waitForSelector(`${D} [data-form-success]`);
    const row = await exported('leads.csv', email);
    expect(row).toMatchObject({ marketing_consent: '1', lang: 'en' });
    expect(row?.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.goto(`${baseUrl()}/en/diagnosticlean`);
    await page.click(`${D} .form__notice a`);
    await page.waitForURL(`${baseUrl()}/en/privacy`);
    expect(await page.locator('h1').innerText()).toBe('Privacy policy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('landing: a failed post keeps the box as it was ticked; unticked, nothing is consented', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/diagnostico-lean-digital-gratuito`);
    const email = unique('nojs-keep');
    await page.fill(`${L}-email`, email);
    await page.check(`${L}-marketing`);
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L}-name-error`);
    expect(await page.locator(`${L}-marketing`).isChecked()).toBe(true);
    await page.uncheck(`${L}-marketing`);
    await fillLead(page, L, email);
    await page.click(`${L} button[type="submit"]`);
    await page.waitForSelector(`${L} [data-form-success]`);
    expect(await exported('leads.csv', email)).toMatchObject({ marketing_consent: '0', consent_at: '' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
