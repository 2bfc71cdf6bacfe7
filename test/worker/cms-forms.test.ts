// The forms' words as content: the site settings' diagnosticForm, contactForm, privacyForm,
// leadForm and homeForm groups give the /diagnosticlean, contact, privacy request, campaign and
// home page forms their labels, hints, button and success texts, laid over the locale keys
// form-props.ts reads, each group on its own and each form on its own. On the answers in Strapi
// 5's shape (v5-pages/site-setting-*.json), edited as an editor would.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import forms from '../../locales/pt/forms.json';
import legal from '../../locales/pt/legal.json';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

type Settings = { data: Record<string, Record<string, string>> };

const OPERATOR = 'operator-token-0123456789abcdef0123456789';
let ENV: Bindings;
const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);
const settings = (lang: string) => structuredClone(pages.imported[`site-setting-${lang}`]!) as unknown as Settings;
type FormIslandProps = {
  formId: string;
  idempotencyKey?: string;
  fields: Record<string, { label: string; hint?: string; placeholder?: string }>;
  labels: Record<string, string>;
  common: Record<string, string>;
};
/** A form island's props as the page sends them (the JSON beside the form). */
const formProps = (html: string, id: string) =>
  [...html.matchAll(/<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as FormIslandProps)
    .find((props) => props.formId === id);

/** The recorded CMS, its Portuguese site settings published as `edit` leaves them (as an editor would). */
function publishSettingsPt(edit: (data: Settings['data']) => void) {
  const cms = recordedPages();
  const pt = settings('pt');
  edit(pt.data);
  cms.published.set('site-setting-pt', pt as never);
}

/** A form's props on the CMS site are those of the site without a CMS (apart from the per-view key and the page it was sent from). */
async function expectSameAsWithoutCms(path: string, id: string) {
  const withCms = formProps((await get(path)).text, id);
  const without = formProps((await pageWith(env as unknown as Bindings, path)).text, id);
  expect(withCms, path).toBeDefined();
  expect({ ...withCms, hidden: undefined, idempotencyKey: undefined }, path).toEqual({
    ...without,
    hidden: undefined,
    idempotencyKey: undefined,
  });
}

/** What /api/cms-health says of the site settings. */
async function siteSettingsHealth(): Promise<Record<string, unknown>[]> {
  const report = JSON.parse((await get('/api/cms-health', { headers: { Authorization: `Bearer ${OPERATOR}` } })).text) as {
    sections: Record<string, unknown>[];
  };
  return report.sections.filter((s) => s.model === 'site-setting');
}

beforeEach(async () => {
  await freshCmsState();
  ENV = { ...cmsBindings('whsec-forms', 'preview-forms'), LEADS_EXPORT_TOKEN: OPERATOR };
});

describe('the forms as the import writes them', () => {
  it('give each form the props it has without a CMS', async () => {
    recordedPages();
    for (const [path, id] of [
      ['/pt/diagnosticlean', 'diagnostic-request-form'],
      ['/en/contact', 'contact-form'],
      ['/pt', 'lead-home-page-strict'],
      ['/es/diagnostico-lean-digital-gratuito', 'lead-diagnostico-lean-digital-gratuito'],
    ] as const) {
      await expectSameAsWithoutCms(path, id);
    }
    expect(logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting')).toEqual([]);
  });
});

describe('an editor changes a form’s words', () => {
  it("the diagnostic form's label, hint, button and success texts, the privacy form's hint: that form and language only", async () => {
    publishSettingsPt((data) => {
      Object.assign(data.diagnosticForm!, {
        name: 'Seu nome completo',
        phoneHint: 'Com DDD, por favor.',
        submit: 'Quero o diagnóstico',
        successTitle: 'Pedido recebido!',
        successText: 'Um engenheiro liga para você em até um dia útil.',
      });
      // The privacy page's request form (rendered on the server: no island) the same way.
      data.privacyForm!.detailsHint = 'Conte o que precisa, com o máximo de detalhes que puder.';
    });
    expect((await get('/pt/privacy')).text).toContain('Conte o que precisa, com o máximo de detalhes que puder.');
    const props = formProps((await get('/pt/diagnosticlean')).text, 'diagnostic-request-form')!;
    expect(props.fields.name!.label).toBe('Seu nome completo');
    expect(props.fields.phone!.hint).toBe('Com DDD, por favor.');
    expect(props.labels).toMatchObject({ submit: 'Quero o diagnóstico', successTitle: 'Pedido recebido!' });
    expect(props.common.successReply).toBe('Um engenheiro liga para você em até um dia útil.');
    // The error messages are the code's.
    expect(JSON.stringify(props)).toContain(forms.errors.nameRequired);
    // The home page's lead form keeps its own words.
    const home = (await get('/pt')).text;
    expect(home).toContain(forms.strict.phoneHint);
    expect(home).not.toContain('Com DDD, por favor.');
    expect(home).not.toContain('Um engenheiro liga para você');
    expect(formProps((await get('/en/diagnosticlean')).text, 'diagnostic-request-form')!.fields.name!.label).not.toBe('Seu nome completo');
  });

  it("the lead forms' words: leadForm's on the campaign page and, but for its own button, phone hint and title, the home page's; homeForm's on the home page", async () => {
    publishSettingsPt((data) => {
      Object.assign(data.leadForm!, {
        name: 'Seu nome e sobrenome',
        emailPlaceholder: 'voce@suaempresa.com.br',
        pain: 'O que mais atrapalha a produção?',
        submit: 'Quero a visita do especialista',
        successTitle: 'Recebemos o seu pedido!',
        successText: 'Um especialista liga para você ainda hoje.',
      });
      Object.assign(data.homeForm!, { submit: 'Agendar meu diagnóstico', phoneHint: 'Com o código do país, ex.: +55 11 91234-5678' });
    });

    const landingPage = (await get('/pt/diagnostico-lean-digital-gratuito')).text;
    const landing = formProps(landingPage, 'lead-diagnostico-lean-digital-gratuito')!;
    expect(landing.fields.name!.label).toBe('Seu nome e sobrenome');
    expect(landing.fields.email!.placeholder).toBe('voce@suaempresa.com.br');
    expect(landing.fields.phone!.hint).toBe(forms.lead.phoneHint);
    expect(landing.labels).toMatchObject({ submit: 'Quero a visita do especialista', successTitle: 'Recebemos o seu pedido!' });
    expect(landing.common.successReply).toBe('Um especialista liga para você ainda hoje.');
    // Rendered on the server too, for a visitor without JavaScript.
    expect(landingPage).toContain('>Seu nome e sobrenome');
    expect(landingPage).toContain('Quero a visita do especialista');

    const homePage = (await get('/pt')).text;
    const home = formProps(homePage, 'lead-home-page-strict')!;
    expect(home.fields.name!.label).toBe('Seu nome e sobrenome');
    expect(home.fields.pain!.label).toBe('O que mais atrapalha a produção?');
    expect(home.fields.phone!.hint).toBe('Com o código do país, ex.: +55 11 91234-5678');
    expect(home.labels).toMatchObject({ submit: 'Agendar meu diagnóstico', successTitle: forms.strict.successTitle });
    expect(home.common.successReply).toBe('Um especialista liga para você ainda hoje.');
    expect(homePage).toContain('Agendar meu diagnóstico');
    // The error messages are the code's.
    expect(JSON.stringify(home)).toContain(forms.errors.painTooShort);

    // The other forms keep their words, and so does every other language.
    const diagnostic = formProps((await get('/pt/diagnosticlean')).text, 'diagnostic-request-form')!;
    expect(diagnostic.fields.email!.placeholder).toBe(forms.diagnostic.emailPlaceholder);
    expect(diagnostic.common.successReply).toBe(forms.diagnostic.successText);
    const english = formProps((await get('/en')).text, 'lead-home-page-strict')!;
    expect(english.fields.name!.label).not.toBe('Seu nome e sobrenome');
    expect(english.labels.submit).not.toBe('Agendar meu diagnóstico');
    expect(logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting')).toEqual([]);
  });

  it('an entry saved before the lead form groups existed: those forms show the repository’s words, the other groups the editor’s; the health names the two missing', async () => {
    publishSettingsPt((data) => {
      delete data.leadForm;
      delete data.homeForm;
      data.diagnosticForm!.name = 'Seu nome completo';
    });
    await expectSameAsWithoutCms('/pt', 'lead-home-page-strict');
    await expectSameAsWithoutCms('/pt/diagnostico-lean-digital-gratuito', 'lead-diagnostico-lean-digital-gratuito');
    expect(formProps((await get('/pt/diagnosticlean')).text, 'diagnostic-request-form')!.fields.name!.label).toBe('Seu nome completo');
    // What the operator is told: the two groups are missing from the entry (an editor adds them).
    expect(await siteSettingsHealth()).toEqual(
      ['leadForm', 'homeForm'].map((section) => ({ model: 'site-setting', lang: 'pt', section, reason: 'missing', problems: [] })),
    );
  });

  it("a group that cannot render falls back alone; the others keep the editor's words; /api/cms-health says where", async () => {
    publishSettingsPt((data) => {
      data.diagnosticForm!.name = 'Seu nome completo';
      data.contactForm!.subject = '';
      data.privacyForm!.detailsHint = 'Conte o que precisa, com o máximo de detalhes que puder.';
      data.privacyForm!.successText = 'Recebido em {{received}}; o prazo é {{prazo}}.';
    });
    expect(formProps((await get('/pt/diagnosticlean')).text, 'diagnostic-request-form')!.fields.name!.label).toBe('Seu nome completo');
    expect(formProps((await get('/pt/contact')).text, 'contact-form')!.fields.contactSubject!.label).toBe(forms.contact.subject);
    const privacy = (await get('/pt/privacy')).text;
    expect(privacy).not.toContain('Conte o que precisa');
    expect(privacy).toContain(legal.request.detailsHint);
    expect(await siteSettingsHealth()).toEqual([
      { model: 'site-setting', lang: 'pt', section: 'contactForm', reason: 'invalid', problems: ['subject too_short'] },
      { model: 'site-setting', lang: 'pt', section: 'privacyForm', reason: 'invalid', problems: ['successText placeholder'] },
    ]);
  });

  it('a label over its limit is cut at a word with an ellipsis, and noted', async () => {
    publishSettingsPt((data) => {
      data.contactForm!.message = `Sua mensagem ${'com todos os detalhes '.repeat(6)}`;
    });
    const label = formProps((await get('/pt/contact')).text, 'contact-form')!.fields.contactMessage!.label;
    expect(label).toMatch(/^Sua mensagem[^…]*…$/);
    const line = logLines().find((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting');
    expect(line?.adjusted).toEqual([expect.stringMatching(/^contactForm: message too_long \d+>\d+$/)]);
  });
});
