// The forms' markup has one source: the React components the server renders are the ones React
// hydrates and updates in the browser. These tests hold the two to the same result on the real
// pages: the errors the hydrated island shows are, byte for byte, what the server renders after
// the same post without JavaScript, and so is the success panel.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage, submitAndWait } from '../helpers/browser';
import { unique } from '../../src/leads/testing/export-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Each field of the form as markup, attributes in name order (the script adds a described-by to a
 * control that had none: the same element), without what the visitor typed (a property with
 * JavaScript, an attribute from the server).
 */
function fieldsMarkup(page: Page, form: string): Promise<string[]> {
  return page.$$eval(`${form} .field:not(.phone-field):not(.field--check)`, (fields) =>
    fields.map((field) => {
      const copy = field.cloneNode(true) as HTMLElement;
      for (const control of Array.from(copy.querySelectorAll('input, textarea'))) {
        control.removeAttribute('value');
        control.textContent = '';
      }
      for (const el of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
        const attributes = Array.from(el.attributes, (a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attributes) el.removeAttribute(name);
        for (const [name, value] of attributes) el.setAttribute(name, value);
      }
      return copy.outerHTML;
    }),
  );
}

async function submitEmpty(page: Page, form: string, firstError: string): Promise<void> {
  await page.click(`${form} button[type="submit"]`);
  await page.waitForSelector(firstError);
}

describe('forms: what the island renders is what the server renders', () => {
  for (const { path, form, island, firstError } of [
    {
      path: '/diagnostico-lean-digital-gratuito',
      form: '#lead-diagnostico-lean-digital-gratuito',
      island: 'lead-form',
      firstError: '#lead-diagnostico-lean-digital-gratuito-name-error',
    },
    { path: '/en/contact', form: '#contact-form', island: 'contact-form', firstError: '#contact-form-contactName-error' },
    {
      path: '/es/diagnosticlean',
      form: '#diagnostic-request-form',
      island: 'diagnostic-form',
      firstError: '#diagnostic-request-form-name-error',
    },
  ]) {
    it(`${path}: the field errors of an empty submit`, async () => {
      const nojs = await openPage(browser, { javaScriptEnabled: false });
      await nojs.page.goto(`${baseUrl()}${path}`);
      await submitEmpty(nojs.page, form, firstError);
      const server = await fieldsMarkup(nojs.page, form);

      const js = await openPage(browser);
      await js.page.goto(`${baseUrl()}${path}`);
      await islandReady(js.page, island);
      await submitEmpty(js.page, form, firstError);
      const script = await fieldsMarkup(js.page, form);

      expect(server.join('').match(/class="field__error"/g)?.length).toBeGreaterThanOrEqual(2);
      expect(script).toEqual(server);
      expect([...nojs.problems, ...js.problems]).toEqual([]);
      await nojs.context.close();
      await js.context.close();
    });
  }

  // The home page's strict form: the others' placements take most of their five posts per ten
  // minutes (the per-IP limit, src/leads/storage/rate-limit.ts) in the other form tests of the suite.
  it('the home page: the success panel', async () => {
    const H = '#lead-home-page-strict';
    const panels: string[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const { page, problems, context } = await openPage(browser, { javaScriptEnabled });
      await page.goto(`${baseUrl()}/`);
      if (javaScriptEnabled) await islandReady(page, 'lead-form');
      await page.fill(`${H}-name`, 'Helena Prado');
      await page.fill(`${H}-company`, 'Indústria Teta');
      await page.fill(`${H}-phone`, '11 98765-4321');
      await page.fill(`${H}-email`, unique(`markup-${javaScriptEnabled}`));
      await page.fill(`${H}-pain`, 'Estoques altos e atrasos');
      // The status region as the panel appears in it (with JavaScript it leaves after 3 s).
      panels.push((await submitAndWait(page, H, `${H} .form__status[role="status"]:has([data-form-success])`)).html);
      expect(problems).toEqual([]);
      await context.close();
    }
    expect(panels[0]).toContain('data-form-success');
    expect(panels[1]).toBe(panels[0]);
  });
});
