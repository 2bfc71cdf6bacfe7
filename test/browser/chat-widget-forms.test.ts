// The messaging widget gives way to a form in use: the greeting never opens while a form has the
// focus or holds what the visitor typed, and neither the greeting nor the button covers the form
// being filled in, at any width; on a page whose form is not in use the spec's timings hold.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE } from '../../src/shared/island-protocol';
import {
  baseUrl,
  holdAnimationsAt,
  launch,
  layoutShifts,
  nextFrames,
  openPage,
  scrollPastFirstScreen,
  watchLayoutShifts,
} from '../helpers/browser';

/** The pages with a form; their paths are the same in every language. */
const FORM_ROUTES = ['/contact', '/diagnosticlean', '/diagnostico-lean-digital-gratuito'];
const LANGUAGES = ['pt', 'en', 'es'];
/** The page's own form: the greeting's close button sits in a method="dialog" form of its own. */
const FORM = 'form:not([method="dialog"])';
const BUTTON = '[data-chat-button]';
const BUBBLE = '[data-chat-bubble]';
/** What the visitor types, a key at a time. */
const TYPED = 'Ana Souza';
/** A check every half second of the widget's clock for 12 s: the greeting's 3 s wait and 5 s on show, and more. */
const CHECKS = 24;
const STEP_MS = 500;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What one check of the page finds: whether the focus was inside the form, each part of the widget on show over it. */
interface Check {
  focused: boolean;
  covered: string[];
}

/**
 * Starts the widget's clock for a visit's watch. The widget's timings are CSS animations
 * (client/styles/chat-widget.css), which Playwright's clock (`page.clock`, a fake of the page's
 * timers and Date) does not reach, so the test runs them itself: every time-based animation of the
 * page is paused where it is now, 0 ms into the watch, and `checkForm(page, at)` sets it to where
 * it is `at` ms in; one that appears later (a scroll back to the very top and down again restarts
 * the greeting's) is counted from where it is when first seen. The checks meet the widget at the
 * same moments of its timeline as checks every half second of real time would, without the
 * waiting.
 */
function startWidgetClock(page: Page): Promise<void> {
  return page.evaluate(() => {
    const started = new Map<Animation, number>();
    const clock = (at: number) => {
      for (const a of document.getAnimations()) {
        if (a.timeline !== document.timeline) continue;
        let from = started.get(a);
        if (from === undefined) {
          from = Number(a.currentTime ?? 0) - at;
          started.set(a, from);
          a.pause();
        }
        a.currentTime = from + at;
      }
    };
    (window as unknown as { __widgetClock: typeof clock }).__widgetClock = clock;
    clock(0);
  });
}

/**
 * Checks the page once, two frames after what the visitor last did (a scroll moves the widget's
 * scroll-driven gate at the next frame): the greeting is closed, the button (when shown) overlaps
 * neither the form's box, nor the focused field, nor the form's submit button (their parts on the
 * screen), and over the focused field and the submit button `document.elementFromPoint`, every
 * 10 px, finds nothing of the widget. The points are taken where the widget could be hit: within
 * 32 px of the box of one of its elements, hidden or not (a transparent part still takes a tap;
 * the margin is for a pseudo-element outside its element's box).
 *
 * `at`: the check first sets the widget's clock (`startWidgetClock`) to `at` ms into the visit's
 * watch. Without it the animations are left where the test holds them.
 */
function checkForm(page: Page, at?: number): Promise<Check> {
  return page.evaluate(
    async ({ form: formSelector, at }) => {
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      if (at !== undefined) {
        const clock = (window as unknown as { __widgetClock?: (at: number) => void }).__widgetClock;
        if (!clock) throw new Error('checkForm(page, at) runs on the clock startWidgetClock(page) starts');
        clock(at);
      }
      const form = document.querySelector(formSelector)!;
      const parts = [
        ['the button', document.querySelector('[data-chat-button]')!],
        ['the greeting', document.querySelector('[data-chat-bubble]')!],
      ] as const;
      const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
      const onScreen = (r: DOMRect) => ({
        left: Math.max(r.left, 0),
        top: Math.max(r.top, 0),
        right: Math.min(r.right, innerWidth),
        bottom: Math.min(r.bottom, innerHeight),
      });
      const covered: string[] = [];
      const when = at === undefined ? 'held' : `at ${(at / 1000).toFixed(1)} s of the widget's clock`;
      const active = document.activeElement;
      const field = active && active !== form && form.contains(active) ? active : null;
      // The greeting stays closed while the form is in use, wherever it would sit.
      if (parts[1][1].checkVisibility({ visibilityProperty: true, opacityProperty: true })) covered.push(`${when}: the greeting is open`);
      // Where the widget's elements are, each check (they move as the page scrolls and resizes).
      const reach = Array.from(document.querySelectorAll('[data-chat-widget], [data-chat-widget] *'), (part) =>
        part.getBoundingClientRect(),
      );
      const near = (x: number, y: number) =>
        reach.some((r) => x >= r.left - 32 && x <= r.right + 32 && y >= r.top - 32 && y <= r.bottom + 32);
      const targets: [string, Element][] = [['the form', form]];
      const submits = Array.from(form.querySelectorAll('[type="submit"]'));
      if (field && !submits.includes(field)) targets.push([`the focused ${name(field)}`, field]);
      for (const submit of submits) targets.push([`${submit === field ? 'the focused' : 'the'} submit button`, submit]);
      for (const [what, el] of targets) {
        const box = onScreen(el.getBoundingClientRect());
        if (box.right <= box.left || box.bottom <= box.top) continue;
        for (const [part, partEl] of parts) {
          if (!partEl.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const r = partEl.getBoundingClientRect();
          const width = Math.min(box.right, r.right) - Math.max(box.left, r.left);
          const height = Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top);
          if (width > 0 && height > 0) covered.push(`${when}: ${part} over ${what}, ${Math.round(width)}×${Math.round(height)} px`);
        }
        if (el === form) continue;
        // Every 10 px and along both far edges: a widget's corner over a field's end is found too.
        const steps = (from: number, to: number) => {
          const out: number[] = [];
          for (let v = from + 0.5; v < to - 0.5; v += 10) out.push(v);
          return [...out, to - 0.5];
        };
        sample: for (const x of steps(box.left, box.right)) {
          for (const y of steps(box.top, box.bottom)) {
            if (!near(x, y)) continue;
            const hit = document.elementFromPoint(x, y);
            if (!hit?.closest('[data-chat-widget]')) continue;
            const part = hit.closest('[data-chat-widget] > *') ?? hit;
            const style = getComputedStyle(part);
            covered.push(
              `${when}: ${name(hit)} of ${name(part)}.${part.getAttribute('class')} (visibility ${style.visibility}, opacity ${style.opacity}) found at (${Math.round(x)}, ${Math.round(y)}) over ${what}`,
            );
            break sample;
          }
        }
      }
      return { focused: field !== null, covered };
    },
    { form: FORM, at },
  );
}

/** Scrolls the page so that `target` ends at the bottom of the screen, and focuses it. */
async function focusAtBottom(target: Locator): Promise<void> {
  await target.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().bottom - innerHeight + 8, behavior: 'instant' }));
  await target.focus();
}

/**
 * A visitor on `path` at `width` px: reaches the form and types into it as a visitor does, a key
 * before each of the `CHECKS` checks (`checkForm`, half a second apart on the widget's clock):
 * into each text field in turn, for three checks each, then the submit button is focused for
 * three checks (the 24 checks reach every field and the submit button of each form, the first
 * ones again by the end). Each is first brought to the bottom of the screen, where the widget
 * sits (and where a phone puts the field it focuses, right above its keyboard). Halfway, the form's
 * island is live (the typing woke it): the checks see the form before and after its script took
 * over. What went wrong, each line naming the page and the width.
 */
async function fillIn(page: Page, problems: string[], path: string, width: number): Promise<string[]> {
  const where = `${path} @ ${width}px`;
  await page.goto(baseUrl() + path);
  await expect(page.locator(FORM).count(), where).resolves.toBe(1);
  // The visitor scrolls to the form and starts typing at once: that scroll starts the greeting's
  // clock (its animations appear a frame or more later) and opens the widget's scroll gate, and
  // the typing wakes the form's island (which keeps what was typed before it).
  const fields = page.locator(`${FORM} :is(input.input, textarea):visible`);
  await focusAtBottom(fields.first());
  await page
    .waitForFunction(() => (document.querySelector('[data-chat-bubble]')?.getAnimations().length ?? 0) > 0)
    .catch((error: Error) => {
      throw new Error(
        `${where}: the scroll to the form's first field started no greeting (is that field on the first screen?): ${error.message}`,
      );
    });
  await startWidgetClock(page);
  const targets = [...Array.from({ length: await fields.count() }, (_, i) => fields.nth(i)), page.locator(`${FORM} [type="submit"]`)];
  const out: string[] = [];
  let focused = 0;
  for (let step = 0; step < CHECKS; step++) {
    const i = Math.floor(step / 3) % targets.length;
    if (step % 3 === 0) await focusAtBottom(targets[i]!);
    if (i < targets.length - 1) await page.keyboard.type(TYPED[step % TYPED.length]!);
    if (step === CHECKS / 2) await page.locator(`[${ISLAND_ATTRIBUTE}][${LIVE_ATTRIBUTE}]:has(${FORM})`).waitFor({ state: 'attached' });
    const check = await checkForm(page, (step + 1) * STEP_MS);
    if (check.focused) focused++;
    out.push(...check.covered.map((line) => `${where}, check ${step + 1} ${line}`));
  }
  // The visitor was in the form, typing, at every check.
  if (focused !== CHECKS) out.push(`${where}: the focus was in the form at ${focused} of ${CHECKS} checks`);
  const typed = await fields.evaluateAll((els) => els.some((el) => (el as HTMLInputElement).value.includes('An')));
  if (!typed) out.push(`${where}: what was typed is in none of the fields`);
  return [...out, ...problems.map((p) => `${where}: ${p}`)];
}

/** Whether the greeting and the button are on show (seen, and in the accessibility tree). */
async function shown(page: Page): Promise<{ greeting: boolean; button: boolean }> {
  return { greeting: await page.locator(BUBBLE).isVisible(), button: await page.locator(BUTTON).isVisible() };
}

// The 18 visits side by side, five at a time (vitest's concurrency), each in a tab of the pool:
// the run opens about five contexts, and one visit's page loads and round trips fill another's waits.
describe.concurrent("typing into a form for 12 s of the widget's clock: the greeting never opens, nothing of the widget covers the form", () => {
  for (const lang of LANGUAGES) {
    for (const route of FORM_ROUTES) {
      for (const width of [375, 1280]) {
        it(`/${lang}${route} @ ${width}px`, async () => {
          const { page, context, problems } = await openPage(browser, { viewport: { width, height: width < 600 ? 740 : 800 } });
          expect(await fillIn(page, problems, `/${lang}${route}`, width)).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe.concurrent('the greeting and the button around a form', () => {
  it('/pt/about, where no form is used: the greeting opens 3 s after the first scroll, and its own close button is no form in use', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(baseUrl() + '/pt/about');
    await scrollPastFirstScreen(page);
    for (const [ms, greeting] of [
      [2900, false],
      [3100, true],
      [7900, true],
    ] as const) {
      await holdAnimationsAt(page, ms);
      await expect(shown(page), `at ${ms} ms`).resolves.toEqual({ greeting, button: true });
    }
    // The close button sits in a method="dialog" form: reaching it leaves the greeting open, and
    // Enter on it closes it.
    await page.focus('[data-chat-close]');
    await expect(shown(page)).resolves.toEqual({ greeting: true, button: true });
    await page.keyboard.press('Enter');
    await expect(shown(page)).resolves.toEqual({ greeting: false, button: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/pt/contact: the open greeting closes as the visitor focuses the form (the focus stays, nothing moves), opens again if they leave it untouched, stays closed once they typed', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await watchLayoutShifts(page);
    await page.goto(baseUrl() + '/pt/contact');
    await scrollPastFirstScreen(page);
    // The form untouched: the spec's timing.
    await holdAnimationsAt(page, 4000);
    await expect(shown(page)).resolves.toEqual({ greeting: true, button: true });
    const before = await layoutShifts(page);
    const name = page.locator('#contact-form-contactName');
    // Focused where it is, without the scroll a focus may bring: what moves is then the widget's doing.
    await name.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await nextFrames(page);
    await expect(shown(page)).resolves.toEqual({ greeting: false, button: false });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-form-contactName');
    expect(await layoutShifts(page)).toEqual(before);
    // Left without typing: the form is not in use, and what is left of the greeting's 5 s shows.
    await name.evaluate((el) => (el as HTMLElement).blur());
    await expect(shown(page)).resolves.toEqual({ greeting: true, button: true });
    // Typed in, then left: the form is in use for the rest of this view.
    await name.focus();
    await page.keyboard.type('Ana');
    await name.evaluate((el) => (el as HTMLElement).blur());
    for (const ms of [4000, 6000, 7900]) {
      await holdAnimationsAt(page, ms);
      await expect(shown(page), `at ${ms} ms`).resolves.toEqual({ greeting: false, button: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  // Each layout of the forms' pages (their breakpoints: 480, 640, 768, 1024 px) and either side of
  // the button's (1400 px); 375 and 1280 px are the typing tests'.
  const WIDTHS = [320, 414, 480, 640, 768, 1024, 1366, 1399, 1400, 1440];
  // A test for each page, side by side: each its own tab, its ten widths and the keyboard in turn.
  for (const route of FORM_ROUTES) {
    it(`/pt${route} from 320 to 1440 px, and under a phone's keyboard: a field or the submit button focused at the bottom of the screen, nothing of the widget over the form`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: { width: 320, height: 740 } });
      const found: string[] = [];
      const check = async (where: string, target: Locator) => {
        await focusAtBottom(target);
        await nextFrames(page);
        // While the greeting would be open, the button long shown.
        await holdAnimationsAt(page, 4000);
        found.push(...(await checkForm(page)).covered.map((line) => `${where}: ${line}`));
      };
      await page.goto(baseUrl() + `/pt${route}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
        await check(`/pt${route} @ ${width}px`, page.locator(`${FORM} [type="submit"]`));
        // From 1400 px the button stays, in the margin beside the form.
        expect(await page.locator(BUTTON).isVisible(), `/pt${route}: the button at ${width}px`).toBe(width >= 1400);
      }
      // The keyboard takes the lower half of a phone's screen and the layout viewport shrinks to
      // what is left (Android's resizes-content), the field typed in kept in view right above it:
      // the fixed button would ride up with the viewport's bottom.
      await page.setViewportSize({ width: 375, height: 360 });
      await check(`/pt${route} @ 375px under the keyboard`, page.locator(`${FORM} textarea`));
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('without JavaScript, the visitor preferring reduced motion: the greeting stays closed and the button steps aside while the form is in use', async ({
    expect,
  }) => {
    const { page, context, problems } = await openPage(browser, {
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
    });
    await page.goto(baseUrl() + '/pt/diagnosticlean');
    const field = page.locator(`${FORM} input.input`).first();
    await field.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().bottom - innerHeight + 8, behavior: 'instant' }));
    // No animation frame callback runs in a page without scripts: polled from here instead, until
    // the scroll has started the greeting's clock (its fade in and its fade out) and opened the
    // widget's gate.
    const poll = { interval: 100 };
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-chat-bubble]')!.getAnimations().length), poll).toBe(2);
    await holdAnimationsAt(page, 4000);
    await expect.poll(() => shown(page), poll).toEqual({ greeting: true, button: true });
    await field.focus();
    await expect(shown(page)).resolves.toEqual({ greeting: false, button: false });
    await page.keyboard.type('Ana');
    await field.evaluate((el) => (el as HTMLElement).blur());
    await expect(shown(page)).resolves.toEqual({ greeting: false, button: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
