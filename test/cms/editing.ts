// What an editor does beyond a headline, each tried on the served HTML after Strapi's webhook, in
// pt, en and es: every field of the home page and the site settings shown from Strapi (none from
// the repository), a seventh testimonial, the webhook's secret, and the import's dry run, overwrite
// and restore. Each test sets up what it needs and puts back what it changed, so it runs alone
// (`-t`) or in any order. Declared by strapi5.e2e.test.ts, which starts Strapi's site once.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModels, TESTIMONIALS } from '../../scripts/cms/page-fields.mjs';
import type { ModelDesc } from '../../src/content/pages/fields';
import { INNOVATION_LIMITS } from '../../src/pages/home/card-limits';
import { markEntry, missingMarkers } from './marks';
import { type CmsContext, cmsHealth, contactHero, fetchPage, h1Of, putContactTitle, repo, settled, until } from './site';

const LANGS = ['pt', 'en', 'es'] as const;
/**
 * How long Strapi may take to deliver the webhooks of many writes (the import's, a test's clean-up):
 * it sends a few at a time, and the site answers each after its purge (a second's coalescing).
 */
const WEBHOOK_BACKLOG_MS = 90_000;
/** A test here waits for such a backlog more than once. */
const EDIT_TIMEOUT_MS = 360_000;
type Values = Record<string, unknown>;
/** The RPA and AI cards show their first features only (the innovation block's layout), whatever the entry holds. */
const beyondLayout = (field: string) => {
  const feature = /^solutionCards\.(rpa|ai)\.features\.(\d+)$/.exec(field);
  return feature !== null && Number(feature[2]) >= INNOVATION_LIMITS.features;
};
/** The site settings' form groups, each shown on its form's page only (the frame's groups are on every page). */
const FORM_PAGES: Record<string, string> = {
  diagnosticForm: '/diagnosticlean',
  contactForm: '/contact',
  privacyForm: '/privacy',
  leadForm: '/diagnostico-lean-digital-gratuito',
  homeForm: '',
};
const formGroupOf = (field: string) => Object.keys(FORM_PAGES).find((group) => field.startsWith(`${group}.`));

/** The privacy request's confirmation: its form is never hydrated, so its words show once a request is sent. */
const AFTER_SENDING = ['privacyForm.successTitle', 'privacyForm.successText'];

/** Sends the privacy page's request form as a browser without JavaScript does; the page it is sent back to. */
async function sentPrivacyRequest(siteUrl: string, lang: string): Promise<string> {
  const fields = {
    name: 'Carla Dias',
    email: `carla.${lang}@example.com`,
    request_type: 'access',
    details: 'Quero saber o que guardam sobre mim.',
    lang,
    page: `/${lang}/privacy`,
    form_id: 'privacy-request',
    idempotency_key: crypto.randomUUID(),
  };
  const sent = await fetch(`${siteUrl}/api/privacy-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: siteUrl, Referer: `${siteUrl}/${lang}/privacy` },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
  const flash = /form_flash=[^;]+/.exec(sent.headers.get('set-cookie') ?? '')?.[0] ?? '';
  expect(flash).not.toBe('');
  return (await fetchPage(siteUrl, `/${lang}/privacy`, { headers: { cookie: flash } })).text;
}

const model = (name: string) => (pageModels() as ModelDesc[]).find((m) => m.spec.name === name)!;

export function describeEditing(context: () => CmsContext) {
  const page = (p: string) => fetchPage(context().siteUrl, p);

  describe('editing the marketing pages on a real Strapi 5', () => {
    it(
      "shows every text of the home page and the site settings from Strapi (the forms' words on their forms' pages), none from the repository, in pt, en and es",
      async () => {
        const { admin } = context();
        const home = admin.st('api::home-page.home-page');
        const settings = admin.st('api::site-setting.site-setting');
        const originals: { lang: string; home: Values; settings: Values }[] = [];
        try {
          const marked = [];
          for (const lang of LANGS) {
            const [h, s] = [(await home.find(lang)) as Values, (await settings.find(lang)) as Values];
            originals.push({ lang, home: h, settings: s });
            const markedHome = markEntry(model('home-page'), h, `h${lang}`);
            const markedSettings = markEntry(model('site-setting'), s, `s${lang}`);
            await home.publish(markedHome.data, lang);
            await settings.publish(markedSettings.data, lang);
            marked.push({ lang, markedHome, markedSettings });
          }
          for (const { lang, markedHome, markedSettings } of marked) {
            expect(markedHome.markers.length).toBeGreaterThan(100);
            const onHome = await settled(async () => {
              const { text } = await page(`/${lang}`);
              return [...missingMarkers(text, markedHome), ...missingMarkers(text, markedSettings)].filter(
                (f) => !beyondLayout(f) && !formGroupOf(f),
              );
            }, WEBHOOK_BACKLOG_MS);
            expect(onHome, `fields of /${lang} not shown from Strapi`).toEqual([]);
            // The frame (navigation, footer, consent banner, chat) on another page too.
            const frameOnAbout = missingMarkers((await page(`/${lang}/about`)).text, markedSettings).filter((f) => !formGroupOf(f));
            expect(frameOnAbout, `/${lang}/about`).toEqual([]);
            // Each form's words on its form's page (labels, hints, button and success texts in its island's props).
            for (const [group, path] of Object.entries(FORM_PAGES)) {
              const missing = missingMarkers((await page(`/${lang}${path}`)).text, markedSettings).filter(
                (f) => formGroupOf(f) === group && !AFTER_SENDING.includes(f),
              );
              expect(missing, `/${lang}${path}`).toEqual([]);
            }
            const confirmed = await sentPrivacyRequest(context().siteUrl, lang);
            expect(
              missingMarkers(confirmed, markedSettings).filter((f) => AFTER_SENDING.includes(f)),
              `/${lang}/privacy, sent`,
            ).toEqual([]);
          }
          const health = await cmsHealth(context());
          expect(health.sections.filter((s) => s.model === 'home-page' || s.model === 'site-setting')).toEqual([]);
        } finally {
          for (const { lang, home: h, settings: s } of originals) {
            await home.publish(h, lang);
            await settings.publish(s, lang);
          }
        }
      },
      EDIT_TIMEOUT_MS,
    );

    it(
      'shows the first six testimonials of seven, says why in /api/cms-health, and keeps the section from Strapi',
      async () => {
        const { admin } = context();
        const cm = admin.cm('api::testimonial.testimonial');
        const list = async (lang: string) =>
          (await admin.call('GET', `/content-manager/collection-types/api::testimonial.testimonial?locale=${lang}&sort=order:ASC`))
            .results as Values[];
        const seven = TESTIMONIALS.max + 1;
        const first: Values[] = [];
        const added = new Map<number, string>();
        const quote = (order: number, lang: string) => `Depoimento ${order} ${lang} E2E.`;
        try {
          for (const lang of LANGS) {
            const given = await list(lang);
            expect(given.length).toBeLessThan(seven);
            // The first one edited: the section on the page is Strapi's, not the repository's.
            const entry = (await cm.find(given[0]!.documentId as string, lang)) as Values;
            first.push({ ...entry, lang });
            await cm.publish(entry.documentId as string, { ...entry, quote: quote(1, lang) }, lang);
            for (let order = given.length + 1; order <= seven; order++) {
              const data = {
                quote: quote(order, lang),
                result: `+${order}%`,
                resultIcon: 'zap',
                timeframe: `${order} meses`,
                author: `Pessoa ${order} ${lang}`,
                position: 'Diretora',
                company: `Empresa ${order}`,
                order,
              };
              if (!added.has(order)) added.set(order, ((await cm.create(data, lang)) as Values).documentId as string);
              else await cm.save(added.get(order)!, data, lang);
              await cm.publish(added.get(order)!, data, lang);
            }
          }
          for (const lang of LANGS) {
            const shown = (html: string) => [1, ...added.keys()].filter((order) => html.includes(quote(order, lang)));
            const last = [1, ...added.keys()].filter((order) => order < seven);
            await until(
              `the first six testimonials from Strapi on /${lang}, not the seventh`,
              async () => {
                const got = shown((await page(`/${lang}`)).text);
                return got.length === last.length && !got.includes(seven);
              },
              WEBHOOK_BACKLOG_MS,
            );
            expect(shown((await page(`/${lang}`)).text)).toEqual(last);
          }
          const health = await cmsHealth(context());
          console.log(`GET /api/cms-health with a 7th testimonial:\n${JSON.stringify(health)}`);
          for (const lang of LANGS) {
            expect(health.sections).toContainEqual({
              model: 'testimonial',
              lang,
              section: 'items',
              reason: 'adjusted',
              problems: [`(list) too_many ${seven}>${TESTIMONIALS.max}`],
            });
          }
        } finally {
          // What was created, in every language it got to (a failure half-way leaves some without es).
          for (const documentId of added.values()) for (const lang of ['es', 'en', 'pt']) await cm.remove(documentId, lang).catch(() => {});
          for (const { lang, ...entry } of first) await cm.publish(entry.documentId as string, entry, lang as string);
        }
      },
      EDIT_TIMEOUT_MS,
    );

    it(
      'purges the cached pages on a webhook with the right secret, and refuses (401) and keeps them on a wrong one',
      async () => {
        const ctx = context();
        const { admin } = ctx;
        const webhook = `${ctx.siteUrl}/api/cms-webhook`;
        const hooks = (await admin.call('GET', '/admin/webhooks')).data as Values[];
        const enable = (hook: Values, isEnabled: boolean) =>
          admin.call('PUT', `/admin/webhooks/${hook.id}`, {
            name: hook.name,
            url: hook.url,
            headers: hook.headers,
            events: hook.events,
            isEnabled,
          });
        const right = hooks.filter((h) => h.url === webhook && h.isEnabled);
        expect(right.length, "the site's webhook").toBeGreaterThan(0);
        const before = await contactHero(ctx, 'en');
        const wrong = await admin.createWebhook({ url: webhook, secret: 'a-wrong-secret', events: hooks[0]!.events as string[] });
        try {
          for (const hook of right) await enable(hook, false);
          const url = '/en/contact';
          // The earlier edits' webhooks delivered: the cached page stays cached.
          await until(
            'no purge for 3 s',
            async () => {
              await page(url);
              await new Promise((r) => setTimeout(r, 3000));
              return (await page(url)).res.headers.get('X-Html-Cache') === 'HIT';
            },
            WEBHOOK_BACKLOG_MS,
          );
          // Strapi delivers the wrong secret: the site answers 401 and the page stays as it was cached.
          await putContactTitle(ctx, 'en', 'Wrong secret E2E');
          const trigger = (await admin.call('POST', `/admin/webhooks/${wrong.id}/trigger`)).data as { statusCode: number };
          expect(trigger.statusCode).toBe(401);
          const direct = await fetch(webhook, {
            method: 'POST',
            headers: { Authorization: 'Bearer a-wrong-secret', 'Content-Type': 'application/json' },
            body: JSON.stringify({
              event: 'entry.publish',
              model: 'contact-page',
              entry: { locale: 'en', publishedAt: new Date().toISOString() },
            }),
          });
          expect(direct.status).toBe(401);
          await new Promise((r) => setTimeout(r, 3000));
          const cached = await page(url);
          expect(cached.res.headers.get('X-Html-Cache')).toBe('HIT');
          expect(h1Of(cached.text)).toBe(before.title);
          // The right secret: the next edit's webhook purges, and the page shows it.
          for (const hook of right) await enable(hook, true);
          await admin.call('DELETE', `/admin/webhooks/${wrong.id}`);
          await putContactTitle(ctx, 'en', 'Right secret E2E');
          await until(
            'the edit after the right webhook',
            async () => h1Of((await page(url)).text) === 'Right secret E2E',
            WEBHOOK_BACKLOG_MS,
          );
        } finally {
          for (const hook of right) await enable(hook, true);
          await admin.call('DELETE', `/admin/webhooks/${wrong.id}`).catch(() => {});
          await putContactTitle(ctx, 'en', String(before.title));
        }
      },
      EDIT_TIMEOUT_MS,
    );

    it(
      'cms:import --dry-run prints the changes and writes nothing; --overwrite backs up and writes; --restore puts back',
      async () => {
        const ctx = context();
        const dir = mkdtempSync(path.join(tmpdir(), 'cms-import-'));
        // Run as a child (the event loop keeps going: a blocked one lets the keep-alive sockets of the
        // test's fetches go stale).
        const cli = async (...args: string[]) => {
          const { stdout } = await promisify(execFile)(
            process.execPath,
            [path.resolve('scripts/cms/import-pages.mjs'), ctx.strapiUrl, ...args],
            {
              cwd: dir,
              env: { ...process.env, STRAPI_IMPORT_TOKEN: ctx.importToken },
              encoding: 'utf8',
            },
          );
          return stdout;
        };
        const edited = { pt: 'Contato editado E2E', en: 'Contact edited E2E', es: 'Contacto editado E2E' };
        const original: Record<string, string> = {};
        const seen = async (lang: string, title: string) => {
          expect((await contactHero(ctx, lang)).title).toBe(title);
          await until(
            `the contact h1 "${title}" in ${lang}`,
            async () => h1Of((await page(`/${lang}/contact`)).text) === title,
            WEBHOOK_BACKLOG_MS,
          );
        };
        try {
          for (const lang of LANGS) {
            original[lang] = String((await contactHero(ctx, lang)).title);
            await putContactTitle(ctx, lang, edited[lang]);
          }
          for (const lang of LANGS) await seen(lang, edited[lang]);

          const dry = await cli('--dry-run', '--overwrite');
          for (const lang of LANGS) {
            const entry = dry.split('\n').findIndex((l) => l.startsWith(`would change contact-page ${lang}:`));
            expect(entry, dry).toBeGreaterThanOrEqual(0);
            const fields = dry.split('\n').slice(entry + 1);
            const said = fields.slice(
              0,
              fields.findIndex((l) => !l.startsWith('  ')),
            );
            expect(said).toContain(`  hero.title: "${edited[lang]}" → "${repo(lang, 'contact', 'hero.title')}"`);
          }
          expect(dry).toContain('(dry run: nothing written)');
          expect(readdirSync(dir)).toEqual([]);
          for (const lang of LANGS) await seen(lang, edited[lang]);

          const over = await cli('--overwrite');
          const backups = readdirSync(dir);
          expect(backups).toHaveLength(1);
          expect(backups[0]).toMatch(/^cms-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/);
          expect(over).toContain(backups[0]);
          for (const lang of LANGS) await seen(lang, String(repo(lang, 'contact', 'hero.title')));
          const backup = JSON.parse(readFileSync(path.join(dir, backups[0]!), 'utf8')) as {
            entries: { model: string; lang: string; data: Values }[];
          };
          for (const lang of LANGS) {
            const entry = backup.entries.find((e) => e.model === 'contact-page' && e.lang === lang);
            expect((entry?.data.hero as Values | undefined)?.title).toBe(edited[lang]);
          }

          await cli('--restore', path.join(dir, backups[0]!));
          for (const lang of LANGS) await seen(lang, edited[lang]);
        } finally {
          for (const lang of Object.keys(original)) await putContactTitle(ctx, lang, original[lang]!);
          rmSync(dir, { recursive: true, force: true });
        }
      },
      EDIT_TIMEOUT_MS,
    );
  });
}
