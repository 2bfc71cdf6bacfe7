// The e-mail to the team, end to end: a visitor submits the diagnostic form in the browser and
// `wrangler dev`'s local send_email binding produces the message the sales inbox would receive.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formReady, launch, openPage, submitAndWait } from '../helpers/browser';
import { startDevServer, type DevServer } from '../helpers/dev-server';
import { WAIT_MS } from '../helpers/patience';

let browser: Browser;
let site: DevServer;

beforeAll(async () => {
  // The browser starts while the server boots.
  [site, browser] = await Promise.all([
    startDevServer({ vars: { LEAD_EMAIL_TO: 'vendas@vertice.ind.br', LEAD_EMAIL_FROM: 'site@vertice.ind.br' } }),
    launch(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Waits for the local binding's report of a sent message and returns it. */
async function sentEmail(subjectLine: string): Promise<{ report: string; text: string; html: string }> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const reports = site.output().split('send_email binding called with MessageBuilder:').slice(1);
    const report = reports.find((r) => r.includes(subjectLine));
    const textPath = report && /Text: (\S+\.txt)/.exec(report)?.[1];
    const htmlPath = report && /HTML: (\S+\.html)/.exec(report)?.[1];
    if (report && textPath && htmlPath) return { report, text: readFileSync(textPath, 'utf8'), html: readFileSync(htmlPath, 'utf8') };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail with ${subjectLine}:\n${site.output().slice(-3000)}`);
}

describe('lead e-mail to the team', () => {
  it('a diagnostic request submitted in the browser arrives as an e-mail in Portuguese with every field, the visitor text escaped in the HTML', async () => {
    const D = '#diagnostic-request-form';
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${site.url}/en/diagnosticlean`);
    await formReady(page, D);
    const email = `mail-${Date.now()}@omega-usinagem.com.br`;
    const company = `Ômega Usinagem ${Date.now() % 100000}`;
    await page.fill(`${D}-name`, 'Olga Ramos');
    await page.fill(`${D}-company`, company);
    await page.fill(`${D}-position`, 'Diretora de Operações');
    await page.fill(`${D}-phone`, '5541987654321');
    await page.fill(`${D}-email`, email);
    await page.selectOption(`${D}-employees`, '100-249');
    await page.selectOption(`${D}-segment`, 'metal-mechanical');
    await page.fill(`${D}-pain`, 'Setups longos <script>alert(1)</script>');
    await submitAndWait(page, D, `${D} [data-form-success]`);

    // The local binding prints From, To and Subject and saves the bodies (Reply-To is checked in
    // test/worker/leads-delivery.test.ts, where the binding is captured).
    const mail = await sentEmail(`Subject: [Diagnóstico] Olga Ramos, ${company}`);
    expect(mail.report).toContain('To: vendas@vertice.ind.br');
    expect(mail.report).toContain('From: site@vertice.ind.br');
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain('Nome: Olga Ramos');
    expect(mail.text).toContain('Cargo: Diretora de Operações');
    expect(mail.text).toContain('Idioma do visitante: en');
    expect(mail.text).toContain('Desafio / dor principal: Setups longos <script>alert(1)</script>');
    expect(mail.html).toContain('Setups longos &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('<script>');
    expect(problems).toEqual([]);
    await context.close();
  });
});
