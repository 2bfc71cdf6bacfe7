// When nothing can keep a submission (D1 and the parking namespace both failing, made so by the
// development-only DEV_FAULTS var, which this file's pages set for their own requests with the
// x-dev-vars header), the visitor keeps it: without
// JavaScript the form's page comes back (503, Retry-After) with every typed value and the message
// in the page's language, scrolled to; with JavaScript the island shows the message and keeps
// the values.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_VARS_HEADER } from '../../src/dev/vars';
import { baseUrl, islandReady, launch, openPage, submitAndWait } from '../helpers/browser';

/** On every request of this file's pages: the site's D1 and parking namespace fail for them. */
const STORAGE_DOWN = { [DEV_VARS_HEADER]: 'DEV_FAULTS=d1,parked' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Case {
  name: string;
  path: string;
  formId: string;
  /** Field id suffix → what the visitor types (fill) or picks (select). */
  fill: Record<string, string>;
  select?: Record<string, string>;
  message: string;
}

const CASES: Case[] = [
  {
    name: 'landing lead form (pt)',
    path: '/diagnostico-lean-digital-gratuito',
    formId: 'lead-diagnostico-lean-digital-gratuito',
    fill: {
      name: 'Helena Prado',
      company: 'Indústria Teta',
      phone: '11 98765-4321',
      email: 'helena@teta.com.br',
      pain: 'Estoques altos, "atrasos" & <paradas> na expedição',
    },
    message: 'Não conseguimos registrar o seu envio agora, e nada foi enviado.',
  },
  {
    name: 'contact form (en)',
    path: '/en/contact',
    formId: 'contact-form',
    fill: {
      contactName: 'Jane Doe',
      contactEmail: 'jane@lambda.com',
      'contactPhone-ddd': '11',
      'contactPhone-phoneNumber': '98765-4321',
      contactSubject: 'MES quote',
      contactMessage: 'Line one\nLine two with "quotes" & <tags>',
    },
    message: 'We could not record your submission just now, and nothing was sent.',
  },
  {
    name: 'privacy request (es)',
    path: '/es/privacy',
    formId: 'privacy-request',
    fill: { name: 'Carla Dias', email: 'carla@gama.com.br', details: 'Borren todo: "ya" & <ahora>' },
    select: { request_type: 'deletion' },
    message: 'No pudimos registrar tu envío ahora y no se envió nada.',
  },
];

async function fillIn(page: Page, c: Case) {
  for (const [field, value] of Object.entries(c.fill)) await page.fill(`#${c.formId}-${field}`, value);
  for (const [field, value] of Object.entries(c.select ?? {})) await page.selectOption(`#${c.formId}-${field}`, value);
}

/** What each field shows now, by field id suffix. */
async function valuesOf(page: Page, c: Case): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const field of Object.keys({ ...c.fill, ...c.select })) out[field] = await page.inputValue(`#${c.formId}-${field}`);
  return out;
}

/** Whether the element is inside the viewport now (the page scrolls smoothly: poll it). */
async function inView(page: Page, selector: string, height: number): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

describe('D1 and the parking both down, without JavaScript', () => {
  for (const c of CASES) {
    it(`${c.name}: the page comes back with every value and the message, in view`, async () => {
      const { context, page, problems } = await openPage(browser, {
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: STORAGE_DOWN,
      });
      await page.goto(`${baseUrl()}${c.path}`);
      await fillIn(page, c);
      const typed = await valuesOf(page, c);
      expect(typed).toEqual({ ...c.fill, ...c.select });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.click(`#${c.formId} button[type="submit"]`),
      ]);
      expect(answer.status()).toBe(503);
      expect(answer.headers()['retry-after']).toBe('60');
      const alert = page.locator(`#${c.formId}-unsent`);
      await alert.waitFor();
      expect(await alert.textContent()).toContain(c.message);
      expect(await valuesOf(page, c)).toEqual(typed);
      // The answer to the post opens at the message, not at the page's top.
      expect(await page.locator(':focus').getAttribute('id')).toBe(`${c.formId}-unsent`);
      await expect.poll(() => inView(page, `#${c.formId}-unsent`, 800)).toBe(true);
      // Chromium logs the page's 503; nothing else went wrong.
      expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
      await context.close();
    });
  }
});

describe('D1 and the parking both down, with JavaScript', () => {
  for (const [c, island] of [
    [CASES[0]!, 'lead-form'],
    [CASES[1]!, 'contact-form'],
  ] as const) {
    it(`${c.name}: the island shows the message, keeps the values and lets the visitor send again`, async () => {
      const { context, page, problems } = await openPage(browser, { extraHTTPHeaders: STORAGE_DOWN });
      await page.goto(`${baseUrl()}${c.path}`);
      const form = page.locator(`#${c.formId}`);
      await islandReady(page, island);
      await fillIn(page, c);
      // As the island shows them (it tidies the phone as typed).
      const typed = await valuesOf(page, c);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await submitAndWait(page, `#${c.formId}`, `#${c.formId} [data-form-error]`);
      expect((await answer).status()).toBe(503);
      // The server's message is the alert itself, not a detail under the generic failure text.
      const error = form.locator('[data-form-error]');
      await error.waitFor();
      expect(await error.locator('p').allTextContents()).toEqual([expect.stringContaining(c.message)]);
      expect(await valuesOf(page, c)).toEqual(typed);
      expect(await page.isEnabled(`#${c.formId} button[type="submit"]`)).toBe(true);
      // Chromium logs the 503 of the island's post; nothing else went wrong.
      expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
      await context.close();
    });
  }
});
