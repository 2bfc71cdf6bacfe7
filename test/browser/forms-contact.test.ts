// The contact form on /contact, with the phone country picker, with and without JavaScript;
// each stored message is read back through the CSV export.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage } from '../helpers/browser';
import { exported, unique } from '../../src/leads/testing/export-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const C = '#contact-form';

/** Holds the requests for `url` until the function it gives is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('contact form with JavaScript', () => {
  it('shows each country with an image flag, never an emoji (Windows shows those as two letters)', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    const regionalIndicators = /[\u{1F1E6}-\u{1F1FF}]/u;
    // Without JavaScript: a plain list of names and dial codes.
    expect(await page.locator(`${C} select[name="contactPhone.country"]`).textContent()).not.toMatch(regionalIndicators);
    await islandReady(page, 'contact-form');
    const toggle = page.locator(`${C} .phone-field__toggle`);
    await toggle.click();
    // The rows are a deferred render: they follow the paint that opens the list.
    const options = page.locator(`${C} [role="option"]`);
    await options.nth(100).waitFor({ state: 'attached' });
    const count = await options.count();
    expect(count).toBeGreaterThan(100);
    expect(await page.locator(`${C} .phone-field__popover`).textContent()).not.toMatch(regionalIndicators);
    expect(await toggle.textContent()).not.toMatch(regionalIndicators);
    expect(await page.locator(`${C} [role="option"] svg.country-flag`).count()).toBe(count);
    // The sprite loaded, and the toggle's cell (Brazil, the default) is Brazil's flag: green at
    // its corner, yellow between the edge and the blue disc.
    const pixels = await page.evaluate(async () => {
      const svg = document.querySelector('.phone-field__toggle svg.country-flag')!;
      const image = svg.querySelector('image')!;
      const [x, y, w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
      const img = new Image();
      img.src = image.getAttribute('href')!;
      await img.decode();
      const scale = img.naturalWidth / Number(image.getAttribute('width'));
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const at = (fx: number, fy: number) =>
        Array.from(ctx.getImageData(Math.round((x + fx * w) * scale), Math.round((y + fy * h) * scale), 1, 1).data.slice(0, 3));
      return { edge: at(0.1, 0.12), yellow: at(0.2, 0.5) };
    });
    const [er, eg, eb] = pixels.edge as [number, number, number];
    expect(eg).toBeGreaterThan(er + 60);
    expect(eg).toBeGreaterThan(eb + 30);
    const [yr, yg, yb] = pixels.yellow as [number, number, number];
    expect(yr).toBeGreaterThan(180);
    expect(yg).toBeGreaterThan(160);
    expect(yb).toBeLessThan(90);
    const box = (await toggle.locator('svg.country-flag').boundingBox())!;
    expect(Math.round(box.width)).toBe(20);
    expect(Math.round(box.height)).toBe(15);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('picks a country by search, shows "Nenhum país encontrado", formats the number', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    await islandReady(page, 'contact-form');
    const toggle = page.locator(`${C} .phone-field__toggle`);
    await toggle.waitFor();
    expect(await toggle.textContent()).toContain('+55');
    await toggle.click();
    const search = page.locator(`${C} .phone-field__search`);
    await search.fill('zzzz');
    expect(await page.textContent(`${C} .phone-field__empty`)).toBe('Nenhum país encontrado');
    await search.fill('fran');
    await page.click(`${C} [role="option"]:has-text("França")`);
    expect(await toggle.textContent()).toContain('+33');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.fill(`${C}-contactPhone-phoneNumber`, '612345678');
    expect(await page.inputValue(`${C}-contactPhone-phoneNumber`)).toBe('61 23 45 67 8');

    // Keyboard: open, type, Enter picks the first match.
    await toggle.click();
    await search.fill('estados');
    await search.press('Enter');
    expect(await toggle.textContent()).toContain('+1');
    await page.fill(`${C}-contactPhone-ddd`, '415');
    await page.fill(`${C}-contactPhone-phoneNumber`, '5550100');
    expect(await page.inputValue(`${C}-contactPhone-phoneNumber`)).toBe('555-0100');

    await toggle.click();
    await search.fill('brasil');
    await search.press('Enter');
    await page.fill(`${C}-contactPhone-ddd`, '11');
    await page.locator(`${C}-contactPhone-phoneNumber`).fill('');
    await page.locator(`${C}-contactPhone-phoneNumber`).pressSequentially('9987622001');
    // Brazil: at most 9 digits, 5-4.
    expect(await page.inputValue(`${C}-contactPhone-phoneNumber`)).toBe('99876-2200');
    await page.fill(`${C}-contactPhone-phoneNumber`, '47982200');
    expect(await page.inputValue(`${C}-contactPhone-phoneNumber`)).toBe('4798-2200');
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('blocks submit while an error shows, then sends: reset and success alert; the row is stored', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    await islandReady(page, 'contact-form');
    await page.locator(`${C} .phone-field__toggle`).waitFor();
    const submit = page.locator(`${C} button[type="submit"]`);
    await submit.click();
    await page.waitForSelector(`${C}-contactName-error`);
    expect(await page.textContent(`${C}-contactName-error`)).toBe('O campo Nome é obrigatório');
    expect(await page.textContent(`${C}-contactEmail-error`)).toBe('O campo E-mail é obrigatório');
    expect(await page.textContent(`${C}-contactSubject-error`)).toBe('O campo Assunto é obrigatório');
    expect(await page.textContent(`${C}-contactMessage-error`)).toBe('O campo Mensagem é obrigatório');
    expect(await submit.isDisabled()).toBe(true);

    const email = unique('contact-js');
    await page.fill(`${C}-contactName`, 'Lia Campos');
    await page.fill(`${C}-contactEmail`, email);
    await page.fill(`${C}-contactSubject`, 'Proposta de WMS');
    await page.fill(`${C}-contactMessage`, 'Queremos reduzir erros de separação.');
    await page.fill(`${C}-contactPhone-ddd`, '10');
    await page.fill(`${C}-contactPhone-phoneNumber`, '998762200');
    await page.locator(`${C}-contactPhone-phoneNumber`).blur();
    await page.waitForSelector(`${C}-contactPhone-error`);
    expect(await page.textContent(`${C}-contactPhone-error`)).toBe('O telefone deve ter entre 8 e 15 dígitos e um formato válido');
    expect(await submit.isDisabled()).toBe(true);
    await page.fill(`${C}-contactPhone-ddd`, '11');
    expect(await submit.isDisabled()).toBe(false);

    await submit.click();
    await page.waitForSelector(`${C} [data-form-success]`);
    expect(await page.textContent(`${C} [data-form-success]`)).toBe(
      'Mensagem enviada com sucesso!Nossa equipe entrará em contato em até 24 horas.Verifique também sua caixa de spam.',
    );
    expect(await page.inputValue(`${C}-contactName`)).toBe('');
    expect(await page.inputValue(`${C}-contactMessage`)).toBe('');
    expect(await exported('messages.csv', email)).toMatchObject({
      name: 'Lia Campos',
      country_code: "'+55",
      country: 'BR',
      ddd: '11',
      phone_number: '998762200',
      phone_e164: "'+5511998762200",
      subject: 'Proposta de WMS',
      message: 'Queremos reduzir erros de separação.',
      page: '/contact',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the failure alert when sending fails', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    await islandReady(page, 'contact-form');
    await page.locator(`${C} .phone-field__toggle`).waitFor();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.fill(`${C}-contactName`, 'Lia');
    await page.fill(`${C}-contactEmail`, 'lia@example.com');
    await page.fill(`${C}-contactSubject`, 'Oi');
    await page.fill(`${C}-contactMessage`, 'Oi');
    await page.click(`${C} button[type="submit"]`);
    await page.waitForSelector(`${C} [data-form-error]`);
    expect(await page.textContent(`${C} [data-form-error]`)).toBe('Erro ao enviar mensagem. Tente novamente.');
    // The refused request shows in the console as a failed resource: the only expected problem.
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
    await context.close();
  });
});

describe('contact form island loading', () => {
  it('waits for the first activity, then hydrates the form it finds, keeping what was typed before', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    // Hold the island's script back until the visitor has typed, so the typing surely comes first.
    const release = await holdBack(page, /\/assets\/chunks\/contact-form-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const live = page.locator('[data-island="contact-form"][data-live]');
    // Loaded, nobody active yet: nothing ran, and the server's form (plain country list) is there.
    expect(await live.count()).toBe(0);
    expect(await page.locator(`${C}-contactPhone-country`).count()).toBe(1);

    // Focusing starts the loader; the typing lands in the server-rendered field first.
    await page.locator(`${C}-contactName`).pressSequentially('Lia Campos');
    release();
    await live.waitFor({ state: 'attached' });
    await page.locator(`${C} .phone-field__toggle`).waitFor();
    // The errors of an incomplete submit keep the typed name, and say nothing about it.
    await page.click(`${C} button[type="submit"]`);
    await page.waitForSelector(`${C}-contactEmail-error`);
    expect(await page.inputValue(`${C}-contactName`)).toBe('Lia Campos');
    expect(await page.locator(`${C}-contactName-error`).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('contact form island that fails to load', () => {
  it('is fetched again when the visitor uses the form, which works meanwhile', async () => {
    const { page, problems, context } = await openPage(browser);
    let tries = 0;
    // The retry asks for the same file under a new query: the browser keeps the failed one
    // (test/helpers/browser.ts).
    await page.route(/\/assets\/chunks\/contact-form-[^/?]+\.js(\?.*)?$/, (route) =>
      tries++ === 0 ? route.abort('internetdisconnected') : route.continue(),
    );
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('could not start'));
    await page.goto(`${baseUrl()}/contact`);
    await page.locator(C).scrollIntoViewIfNeeded();
    await page.mouse.move(2, 2);
    await page.mouse.move(4, 4);
    await warned;
    expect(await page.locator('[data-island="contact-form"][data-live]').count()).toBe(0);
    // Typing into the server's form starts it again; what was typed is kept.
    await page.locator(`${C}-contactName`).pressSequentially('Lia');
    await page.locator('[data-island="contact-form"][data-live]').waitFor({ state: 'attached' });
    expect(tries).toBe(2);
    expect(await page.inputValue(`${C}-contactName`)).toBe('Lia');
    await page.locator(`${C} .phone-field__toggle`).waitFor();
    // The refused script, as the browser reports it (the console's line names no file), is all.
    expect(problems.filter((p) => !p.includes('contact-form-') && !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('inline checks', () => {
  it('check what the form holds when the rules arrive, and moving within the phone is not leaving it', async () => {
    const { page, problems, context } = await openPage(browser);
    // Hold the rules back (a slow network or a busy phone) while the visitor types on.
    const release = await holdBack(page, /\/assets\/chunks\/contact-schema-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/contact`);
    await islandReady(page, 'contact-form');
    await page.fill(`${C}-contactName`, 'Lia Campos');
    // Leaves the e-mail half typed, comes back and finishes it: the check of the first leaving
    // must not report the half.
    await page.fill(`${C}-contactEmail`, 'lia@');
    await page.fill(`${C}-contactSubject`, 'Proposta de WMS');
    await page.fill(`${C}-contactEmail`, 'lia@example.com');
    // From the area code to the number: a visitor still in the phone field.
    await page.fill(`${C}-contactPhone-ddd`, '11');
    await page.fill(`${C}-contactPhone-phoneNumber`, '998762200');
    await page.fill(`${C}-contactMessage`, 'Queremos reduzir erros de separação.');
    release();
    // A check queued after those answers after them: once it shows, they have all answered.
    await page.fill(`${C}-contactEmail`, 'lia-at-example.com');
    await page.locator(`${C}-contactEmail`).blur();
    await page.waitForSelector(`${C}-contactEmail-error`);
    expect(await page.locator(`${C} .field__error`).allTextContents()).toEqual(['E-mail inválido']);
    await page.fill(`${C}-contactEmail`, 'lia@example.com');
    expect(await page.locator(`${C} .field__error`).count()).toBe(0);
    expect(await page.isEnabled(`${C} button[type="submit"]`)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('contact form without JavaScript', () => {
  it('posts with the plain country list and stores the message', async () => {
    const { page, problems, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/es/contact`);
    const email = unique('contact-nojs');
    await page.fill(`${C}-contactName`, 'Mateo Ruiz');
    await page.fill(`${C}-contactEmail`, email);
    await page.selectOption(`${C}-contactPhone-country`, 'AR');
    await page.fill(`${C}-contactPhone-ddd`, '11');
    await page.fill(`${C}-contactPhone-phoneNumber`, '23456789');
    await page.fill(`${C}-contactSubject`, 'Consulta');
    await page.fill(`${C}-contactMessage`, '¿Trabajan en Buenos Aires?');
    await page.click(`${C} button[type="submit"]`);
    await page.waitForSelector(`${C} [data-form-success]`);
    expect(await page.textContent(`${C} [data-form-success]`)).toBe(
      '¡Mensaje enviado con éxito!Nuestro equipo se pondrá en contacto en un plazo de 24 horas.Revise también su carpeta de spam.',
    );
    expect(await exported('messages.csv', email)).toMatchObject({
      lang: 'es',
      country: 'AR',
      country_code: "'+54",
      ddd: '11',
      phone_number: '23456789',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
