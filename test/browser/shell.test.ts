import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdAnimationsAt, launch, nextFrames, openPage, scrollPastFirstScreen, widgetGateInEffect } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether a popover is open (the browser's own state: no script of the page keeps one). */
const popoverOpen = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)!.matches(':popover-open'), selector);

/** The expanded state the browser reports to assistive technology for a button, by its name. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  return node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}

describe('header', () => {
  it('loads no script: the header, menus and messaging widget are HTML and CSS', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(baseUrl() + '/about');
    await page.click('[data-menu-toggle]');
    await expect(page.locator('[data-mobile-menu]').isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('slides the top contact bar away after 20 px of scroll and back at the top', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    const top = (sel: string) => page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, sel);
    const scrollTo = async (y: number) => {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    };
    await scrollTo(10);
    expect(await top('.topbar')).toBe(0);
    await scrollTo(20);
    expect(await top('.topbar')).toBe(0);
    // Past 20 px the header follows the scroll until the bar is gone (a transform: nothing moves).
    await scrollTo(30);
    expect(await top('.topbar')).toBeCloseTo(-10, 0);
    await scrollTo(400);
    expect(await top('.mainbar')).toBe(0);
    expect(await page.evaluate(() => document.querySelector('.topbar')!.getBoundingClientRect().bottom)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.mainbar')!).boxShadow)).not.toBe('none');
    await scrollTo(0);
    expect(await top('.topbar')).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu by click, Escape and a click outside', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(baseUrl() + '/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('[data-mobile-menu]');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(expandedState(page, 'Menu')).resolves.toBe(false);
    await toggle.click();
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(expandedState(page, 'Menu')).resolves.toBe(true);
    // Under the bar, and the first Tab goes into it.
    const [bar, panel] = await Promise.all([page.locator('.mainbar').boundingBox(), menu.boundingBox()]);
    expect(panel!.y).toBeCloseTo(bar!.y + bar!.height, 0);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('[data-mobile-menu]') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).resolves.toBe(true);
    await toggle.click();
    await toggle.click();
    await expect(menu.isVisible()).resolves.toBe(false);
    await toggle.click();
    await page.mouse.click(200, 780);
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves no mobile menu over the page once the window is 1024 px wide or more', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(baseUrl() + '/');
    await page.click('[data-menu-toggle]');
    await expect(page.locator('[data-mobile-menu]').isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.locator('[data-mobile-menu]').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-menu-toggle]').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-site-nav]').isVisible()).resolves.toBe(true);
    // The next click anywhere closes it for good (light dismiss).
    await page.mouse.click(600, 500);
    await expect(popoverOpen(page, '[data-mobile-menu]')).resolves.toBe(false);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('[data-mobile-menu]').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the desktop bar on one row, no label wrapped and no icon squeezed, from 1024 px in every language', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1024, height: 800 } });
    for (const lang of ['pt', 'en', 'es']) {
      await page.goto(`${baseUrl()}/${lang}/about`);
      for (const width of [1024, 1100, 1180, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const bar = document.querySelector('.mainbar__inner')!;
          const box = bar.getBoundingClientRect();
          const parts = Array.from(
            bar.querySelectorAll('.logo__name, .logo__tag, .site-nav__item > a, .site-nav__cta, .lang-menu__button'),
          );
          // A label that wraps has a text node with more than one line box (the visually hidden
          // part of the language button is wrapped on purpose, word by word, in its 1 px box).
          const lines = (el: Element) => {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let most = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent!.trim() || node.parentElement!.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              most = Math.max(most, new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size);
            }
            return most;
          };
          return {
            overflow: bar.scrollWidth - bar.clientWidth,
            // A shown icon squeezed below its own width (the logo mark, the flag, a chevron).
            squeezed: Array.from(bar.querySelectorAll('svg[width]'))
              .filter(
                (svg) =>
                  svg.getClientRects().length > 0 && Math.round(svg.getBoundingClientRect().width) < Number(svg.getAttribute('width')),
              )
              .map((svg) => svg.getAttribute('class') ?? svg.outerHTML.slice(0, 40)),
            wrapped: parts.filter((el) => lines(el) > 1).map((el) => el.textContent!.trim()),
            outside: parts
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.top < box.top || r.bottom > box.bottom || r.right > box.right;
              })
              .map((el) => el.textContent!.trim()),
          };
        });
        expect({ lang, width, ...layout }).toEqual({ lang, width, overflow: 0, squeezed: [], wrapped: [], outside: [] });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the solutions dropdown by keyboard, under its item, and closes it with Escape', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    for (const scrollY of [0, 300]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
      const button = page.locator('[data-dropdown-toggle]');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(popoverOpen(page, '#solutions-menu')).resolves.toBe(true);
      await expect(expandedState(page, 'Mostrar soluções')).resolves.toBe(true);
      await expect(page.locator('#solutions-menu a').first().isVisible()).resolves.toBe(true);
      const [item, menu] = await Promise.all([page.locator('.has-dropdown').boundingBox(), page.locator('#solutions-menu').boundingBox()]);
      expect(menu!.y).toBeCloseTo(item!.y + item!.height, 0);
      expect(menu!.x).toBeCloseTo(item!.x, 0);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('/solutions/erp-digital');
      await page.keyboard.press('Escape');
      await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(false);
      await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-dropdown-toggle'))).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the solutions dropdown on hover on desktop', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(false);
    await page.hover('.has-dropdown > a');
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(true);
    await page.hover('#solutions-menu a >> nth=3');
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(true);
    await page.mouse.move(600, 700);
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('opens the solutions with a tap on mobile', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(baseUrl() + '/');
    await page.tap('[data-menu-toggle]');
    const solutions = page.locator('[data-mobile-solutions] a');
    await expect(solutions.first().isVisible()).resolves.toBe(false);
    await page.tap('[data-mobile-solutions] summary');
    await expect(solutions.first().isVisible()).resolves.toBe(true);
    expect(await solutions.count()).toBe(8);
    await context.close();
  });

  it('works without JavaScript: mobile menu, solutions and language menu', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    await page.goto(baseUrl() + '/about');
    await page.click('[data-menu-toggle]');
    await page.click('[data-mobile-solutions] summary');
    await expect(page.locator('[data-mobile-solutions] a').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-mobile-menu]').isVisible()).resolves.toBe(false);
    await page.click('[data-lang-menu] button');
    await expect(page.locator('[data-lang-menu] a[data-lang="es"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('language switcher', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`switches language and stays on the page ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const { page, context, problems } = await openPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 800 } });
      await page.goto(baseUrl() + '/contact');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('pt-BR');
      await page.click('[data-lang-menu] button');
      await page.click('[data-lang-menu] a[data-lang="en"]');
      await page.waitForURL(baseUrl() + '/contact');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'i18nextLng')?.value).toBe('en');
      await page.goto(baseUrl() + '/about');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('places the menu under its button and closes it with Escape or a click outside', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/about');
    const list = page.locator('#header-lang');
    for (const scrollY of [0, 300]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
      await page.click('[data-lang-menu] button');
      await expect(list.isVisible()).resolves.toBe(true);
      const [button, menu] = await Promise.all([page.locator('[data-lang-menu] button').boundingBox(), list.boundingBox()]);
      expect(menu!.y).toBeCloseTo(button!.y + button!.height + 6, 0);
      expect(menu!.x + menu!.width).toBeCloseTo(button!.x + button!.width, 0);
      await page.keyboard.press('Escape');
      await expect(list.isVisible()).resolves.toBe(false);
    }
    await page.click('[data-lang-menu] button');
    await page.mouse.click(400, 600);
    await expect(list.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves a per-language page to the same route in the chosen language', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + '/es/about');
    await page.click('[data-lang-menu] button');
    await page.click('[data-lang-menu] a[data-lang="pt"]');
    await page.waitForURL(baseUrl() + '/pt/about');
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('pt-BR');
    await context.close();
  });
});

describe('messaging widget', () => {
  it('stays away from the first screen, and comes once the visitor scrolls: the button 2 s after load, the bubble 3 s after the first scroll for 5 s', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl() + '/');
    const button = page.locator('[data-chat-button]');
    const bubble = page.locator('[data-chat-bubble]');
    await widgetGateInEffect(page);
    // On the first screen nothing shows, however long the visitor stays.
    for (const ms of [0, 2400, 6000, 12_000]) {
      await holdAnimationsAt(page, ms);
      await expect(button.isVisible(), `button at ${ms} ms, top`).resolves.toBe(false);
      await expect(bubble.isVisible(), `bubble at ${ms} ms, top`).resolves.toBe(false);
    }
    // A little scroll is not enough: the hero's calls to action are still on screen.
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => scrollY === 100);
    await holdAnimationsAt(page, 6000);
    await expect(button.isVisible(), 'button after 100 px').resolves.toBe(false);
    await scrollPastFirstScreen(page);
    // Seeking sets each animation's own time: the button's counts from load, the bubble's from
    // the first scroll (both started before these seeks).
    const steps: [number, boolean, boolean][] = [
      [0, false, false],
      [1900, false, false],
      [2400, true, false],
      [2900, true, false],
      [3100, true, true],
      [5000, true, true],
      [7900, true, true],
    ];
    for (const [ms, buttonShown, bubbleShown] of steps) {
      await holdAnimationsAt(page, ms);
      await expect(button.isVisible(), `button at ${ms} ms`).resolves.toBe(buttonShown);
      await expect(bubble.isVisible(), `bubble at ${ms} ms`).resolves.toBe(bubbleShown);
    }
    // Between its fade in and its fade out the bubble holds, fully opaque, and none of its
    // animations is running: a running one is sampled every frame, which costs the visitor's CPU
    // for a bubble that does not change (one 5 s animation did).
    await holdAnimationsAt(page, 5000);
    await expect(
      bubble.evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        running: el.getAnimations().filter((a) => {
          const { localTime, delay = 0, endTime = 0 } = a.effect!.getComputedTiming();
          return Number(localTime) >= delay && Number(localTime) < Number(endTime);
        }).length,
      })),
    ).resolves.toEqual({ opacity: '1', running: 0 });
    // Past its 5 s the bubble's animation is over: hidden, and out of the accessibility tree.
    await holdAnimationsAt(page, 8100);
    await expect(bubble.isVisible()).resolves.toBe(false);
    await expect(button.isVisible()).resolves.toBe(true);
    // Back at the top, the widget leaves the first screen again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => scrollY === 0);
    await holdAnimationsAt(page, 4000);
    await expect(button.isVisible()).resolves.toBe(false);
    await expect(bubble.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the button on a page too short to scroll half a screen once it is scrolled to its end', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1920, height: 1080 } });
    await page.goto(baseUrl() + '/pt/no-such-page');
    const button = page.locator('[data-chat-button]');
    // On a busy machine the scroll-driven gate can take effect after the button's own 2 s.
    await widgetGateInEffect(page);
    const range = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(range).toBeGreaterThan(0);
    expect(range).toBeLessThan(540);
    await holdAnimationsAt(page, 3000);
    await expect(button.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1);
    await nextFrames(page);
    await holdAnimationsAt(page, 3000);
    await expect(button.isVisible()).resolves.toBe(true);
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('keeps those timings when the visitor prefers reduced motion (they are timers, not motion)', async () => {
    const { page, context, problems } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(baseUrl() + '/');
    await scrollPastFirstScreen(page);
    const bubble = page.locator('[data-chat-bubble]');
    for (const [ms, shown] of [
      [2900, false],
      [3100, true],
      [5000, true],
      [7900, true],
      [8100, false],
    ] as const) {
      await holdAnimationsAt(page, ms);
      await expect(bubble.isVisible(), `bubble at ${ms} ms`).resolves.toBe(shown);
    }
    await holdAnimationsAt(page, 1900);
    await expect(page.locator('[data-chat-button]').isVisible()).resolves.toBe(false);
    await holdAnimationsAt(page, 2100);
    await expect(page.locator('[data-chat-button]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps those timings in real time too', async () => {
    // A window taller than the page: nothing to scroll, so the scroll gate is out of the way and
    // only the clock counts.
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 3000 } });
    await page.goto(baseUrl() + '/pt/no-such-page');
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
    // Watched from inside the page, frame by frame until the button shows: at each frame, how long
    // its animation had run and whether it showed, read together. How many frames a busy machine
    // paints in those 2 s does not matter: hidden in every frame before them, shown in the first after.
    const frames = await page.evaluate(
      () =>
        new Promise<[number, boolean][]>((resolve) => {
          const button = document.querySelector('[data-chat-button]')!;
          const seen: [number, boolean][] = [];
          const tick = () => {
            const anim = button.getAnimations().find((a) => (a as CSSAnimation).animationName === 'chat-in');
            const shown = button.checkVisibility({ visibilityProperty: true });
            seen.push([Number(anim?.currentTime ?? Number.NaN), shown]);
            if (shown) resolve(seen);
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    const [ranWhenShown] = frames.at(-1)!;
    expect(ranWhenShown, `frames: ${JSON.stringify(frames)}`).toBeGreaterThan(2000);
    // Before the style applies there is no animation yet (NaN): hidden too.
    expect(frames.slice(0, -1).filter(([ran, shown]) => shown || ran > 2000)).toEqual([]);
    await context.close();
  });

  it('lets the visitor close the bubble, for good', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl() + '/');
    await scrollPastFirstScreen(page);
    await holdAnimationsAt(page, 4000);
    await page.click('[data-chat-close]');
    await expect(page.locator('[data-chat-bubble]').isVisible()).resolves.toBe(false);
    await holdAnimationsAt(page, 5000);
    await expect(page.locator('[data-chat-bubble]').isVisible()).resolves.toBe(false);
    expect(page.url()).toBe(baseUrl() + '/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links to the company chat with the translated preset message', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + '/en/about');
    const href = await page.getAttribute('[data-chat-button]', 'href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511998762200');
    expect(url.searchParams.get('text')).toMatch(/^Hello! I would like/);
    expect(await page.getAttribute('[data-chat-button]', 'target')).toBe('_blank');
    await context.close();
  });
});

describe('islands', () => {
  it('runs the error page island without console errors and loads no island code elsewhere', async () => {
    const { page, context, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(baseUrl() + '/about');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    // The loader's request, awaited as an event (armed before the page, so it cannot be missed).
    const main = page.waitForRequest((r) => r.resourceType() === 'script' && new URL(r.url()).pathname.includes('/main-'));
    await page.goto(baseUrl() + '/simulate-error');
    // The visitor's first activity starts the island loader (client/loader/start.ts), or its idle start
    // 2.5 s after load on a slow run.
    await page.mouse.move(5, 5);
    await main;
    // Once its script ran, the e-mail draft carries the browser's own user agent.
    await page.waitForFunction(() =>
      decodeURIComponent(document.querySelector('[data-error-report]')!.getAttribute('href')!).includes('HeadlessChrome'),
    );
    expect(scripts.some((s) => s.includes('/main-'))).toBe(true);
    expect(problems.filter((p) => !p.includes('500'))).toEqual([]);
    await context.close();
  });
});
