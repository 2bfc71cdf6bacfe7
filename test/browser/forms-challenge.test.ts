// The surge guard tripped on a site without Turnstile: addresses post until it asks for its
// challenge, then a new visitor sends the diagnostic form in Chromium. With JavaScript the form
// shows the ALTCHA widget, which solves the site's proof of work (the status region says so
// meanwhile), and the lead is accepted and stored, with no console error nor CSP violation; without JavaScript the form comes back with every value and, in the page's
// language, why nothing was sent and what to do. The guard's thresholds are set low for this
// file's own requests only (the x-dev-vars header a development server honours).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_VARS_HEADER } from '../../src/dev/vars';
import { appeared, baseUrl, formReady, launch, openPage, recordAppearances } from '../helpers/browser';
import { exported, unique } from '../../src/leads/testing/export-browser';

/** On every request of this file: the guard trips past one admitted post in the minute or the day. */
const GUARD = { [DEV_VARS_HEADER]: 'FORM_GUARD_PER_MINUTE=1; FORM_GUARD_PER_DAY=1' };
const D = '#diagnostic-request-form';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  // Twenty addresses post until the guard asks for its challenge.
  let challenged = false;
  for (let i = 0; i < 20 && !challenged; i++) {
    const res = await fetch(`${baseUrl()}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: baseUrl(),
        'CF-Connecting-IP': `100.127.${Math.floor(Math.random() * 250)}.${i + 1}`,
        ...GUARD,
      },
      body: JSON.stringify({
        name: 'Flood',
        company: 'Flood',
        phone: '11999998888',
        email: unique('flood'),
        pain: 'flood',
        lang: 'pt',
        idempotency_key: crypto.randomUUID(),
      }),
    });
    challenged = res.status === 403 && ((await res.json()) as { reason?: string }).reason === 'challenge';
  }
  expect(challenged).toBe(true);
});
afterAll(() => browser?.close());

async function fillDiagnostic(page: import('playwright-core').Page, email: string) {
  await page.fill(`${D}-name`, 'Igor Neves');
  await page.fill(`${D}-company`, 'Iota Usinagem');
  await page.fill(`${D}-position`, 'Gerente de Produção');
  await page.fill(`${D}-phone`, '5541987654321');
  await page.fill(`${D}-email`, email);
  await page.selectOption(`${D}-employees`, '100-249');
  await page.selectOption(`${D}-segment`, 'metal-mechanical');
  await page.fill(`${D}-pain`, 'OEE baixo');
}

describe('the surge guard tripped, no Turnstile', () => {
  it('with JavaScript: a new visitor sends the diagnostic form, the form solves the challenge, the lead is accepted and stored', async () => {
    const { page, problems, context } = await openPage(browser, { extraHTTPHeaders: GUARD });
    await page.goto(`${baseUrl()}/diagnosticlean`);
    await formReady(page, D);
    const email = unique('diag-challenge');
    await fillDiagnostic(page, email);
    const statuses: number[] = [];
    page.on('response', (r) => void (r.request().method() === 'POST' && statuses.push(r.status())));
    // Each as it appears: the notice and the widget stay only while the form solves the challenge.
    const checking = `${D} [data-form-checking]`;
    const widget = `${D} .form__challenge altcha-widget`;
    const success = `${D} [data-form-success]`;
    await recordAppearances(page, [checking, widget, success]);
    await page.click(`${D} button[type="submit"]`);
    const [notice, solver, panel] = await appeared(page, [checking, widget, success]);
    // The ALTCHA widget, above the submit button while it works, in the page's language.
    expect(solver?.attributes.language).toBe('pt-br');
    // What a screen reader hears meanwhile, from the polite status region.
    expect(notice?.text).toBe('Um momento: o site está verificando que este navegador não é um robô e depois envia o formulário.');
    expect(panel?.text).toContain('Solicitação Enviada com Sucesso!');
    expect(statuses).toEqual([403, 200]);
    expect(await exported('leads.csv', email)).toMatchObject({ form: 'diagnostic', position: 'Gerente de Produção' });
    // Chromium logs the first answer's 403; nothing else went wrong.
    expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the form comes back with every value and why nothing was sent, in the page language', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false, extraHTTPHeaders: GUARD });
    await page.goto(`${baseUrl()}/en/diagnosticlean`);
    const email = unique('diag-challenge-nojs');
    await fillDiagnostic(page, email);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.click(`${D} button[type="submit"]`),
    ]);
    expect(answer.status()).toBe(403);
    const alert = page.locator(`${D}-unsent`);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('asks the browser for a short check that needs JavaScript');
    expect(await page.inputValue(`${D}-email`)).toBe(email);
    expect(await exported('leads.csv', email)).toBeUndefined();
    expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    await context.close();
  });
});
