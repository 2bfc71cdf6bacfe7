// axe-core on every marketing page (home, about, services, diagnostic, landing, contact, the
// eight solutions) and on the privacy notice and terms, at phone and desktop widths: zero serious
// or critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../../src/components/solutions/catalog';
import { baseUrl, holdAnimationsAt, launch, openPage, scrollPastFirstScreen, type Watched } from '../helpers/browser';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PT_PAGES = [
  '/',
  '/about',
  '/services',
  '/diagnosticlean',
  '/diagnostico-lean-digital-gratuito',
  '/contact',
  '/privacy',
  '/terms',
  ...SOLUTIONS.map((s) => `/solutions/${s.slug}`),
];
/** Other languages: longer strings (Spanish especially) are where layouts and labels break. */
const OTHER_PAGES = [
  '/en',
  '/en/about',
  '/en/contact',
  '/en/solutions/erp-digital',
  '/en/diagnostico-lean-digital-gratuito',
  '/es',
  '/es/diagnosticlean',
  '/es/services',
  '/es/solutions/ia',
  '/es/diagnostico-lean-digital-gratuito',
  '/en/privacy',
  '/es/privacy',
  '/en/terms',
];
const WIDTHS = [375, 1280] as const;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

function report(path: string, width: number, violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map(
          (n) => `    • ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${path} @ ${width}px)\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

let browser: Browser;
/** The one tab the pages as served are audited in (see `audit`). */
let tab: (Watched & { path?: string }) | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A context that bypasses the page's CSP and refuses every third party. */
async function auditContext(width: number): Promise<Watched> {
  // The page's CSP (nonce + 'strict-dynamic') rightly refuses an injected inline script, so the
  // audit context bypasses CSP; everything else about the page is as served.
  const watched = await openPage(browser, {
    viewport: { width, height: 900 },
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  const base = baseUrl();
  // No third party in a test: map, video and analytics frames are refused.
  await watched.context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.abort(),
  );
  return watched;
}

/**
 * Audits `path` at `width`. A page as served is audited in the one tab: loaded at the first width,
 * then resized to the next (the same document, its media queries and layout applied afresh, as a
 * visitor turning a tablet sees it; a second load would cost a render and a fresh axe for the same
 * DOM). An open state (`prepare`: menus, dropdown, greeting) gets a context of its own.
 *
 * The audit starts once the page has loaded and its fonts are in (contrast and text sizes are read
 * from the rendered text). No script of ours runs before the visitor's first activity, or 2.5 s
 * without any (client/loader/start.ts), so the page audited is the page as served.
 */
async function audit(path: string, width: number, prepare?: (page: Page) => Promise<void>): Promise<void> {
  let watched: Watched & { path?: string };
  if (prepare) watched = await auditContext(width);
  else {
    tab ??= await auditContext(width);
    watched = tab;
  }
  const { page, context, problems } = watched;
  if (watched.path === path) {
    await page.setViewportSize({ width, height: 900 });
  } else {
    problems.length = 0;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(baseUrl() + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await prepare?.(page);
    // axe once per document: a resize keeps it.
    await page.addScriptTag({ content: AXE_SOURCE });
    if (!prepare) watched.path = path;
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }>;
          _audit?: { rules?: { id: string; impact?: string }[] };
        };
      }
    ).axe;
    // Only serious and critical violations fail the audit. A rule that states an impact of its own
    // reports every violation it finds at that impact (axe-core's _finalizeRuleResult), so a rule
    // rated minor or moderate can never fail it: those are left out (32 of axe-core 4.14's 105
    // rules, about a third of its time a page). Rules without an impact of their own still run.
    const rules = axe._audit?.rules;
    if (!Array.isArray(rules)) throw new Error("axe-core's rules are no longer at axe._audit.rules: read their impacts elsewhere");
    const cannotFail = rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate');
    const off = Object.fromEntries(cannotFail.map((rule) => [rule.id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], iframes: false, rules: off });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  });
  if (prepare) await context.close();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `axe found serious or critical violations:\n\n${report(path, width, serious)}\n`).toEqual([]);
  expect(
    problems.filter((p) => !p.startsWith('requestfailed')),
    `problems on ${path}`,
  ).toEqual([]);
}

describe('accessibility (axe-core): zero serious or critical violations', () => {
  // Each page at each width, the widths of one page one after the other (see `audit`).
  describe('pt', () => {
    for (const path of PT_PAGES) {
      for (const width of WIDTHS) it(`pt ${path} @ ${width}px`, () => audit(path, width));
    }
  });
  describe('en and es', () => {
    for (const path of OTHER_PAGES) {
      for (const width of WIDTHS) it(`${path} @ ${width}px`, () => audit(path, width));
    }
  });
});

describe('accessibility (axe-core) of the open states: menus, dropdown, greeting', () => {
  it('mobile menu with the solutions open', () =>
    audit('/about', 375, async (page) => {
      await page.click('[data-menu-toggle]');
      await page.click('[data-mobile-solutions] summary');
    }));
  it('language menu open', () => audit('/about', 375, (page) => page.click('[data-lang-menu] button')));
  it('solutions dropdown open', () => audit('/about', 1280, (page) => page.click('[data-dropdown-toggle]')));
  it('greeting shown', () =>
    audit('/about', 1280, async (page) => {
      // The widget waits until the visitor has scrolled past the first screen.
      await scrollPastFirstScreen(page);
      await holdAnimationsAt(page, 4000);
      expect(await page.locator('[data-chat-bubble]').isVisible()).toBe(true);
    }));
});
