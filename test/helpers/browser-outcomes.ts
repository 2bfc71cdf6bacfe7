// What an action makes a page show, recorded the moment it shows: a brief state (a success panel
// a timer takes away, a notice while a form works) is caught however busy the machine is, and a
// submit that brings nothing says what it posted and what came back.
import type { Page, Request, Response } from 'playwright-core';
import { WAIT_MS } from './patience';

/** An element as it was the moment it first matched a selector. */
export interface Appearance {
  text: string;
  /** Its outerHTML. */
  html: string;
  attributes: Record<string, string>;
}

/**
 * Starts recording, for each selector, the element that first matches it, in the task that made
 * it match (a MutationObserver; one that matches already is recorded at once). A state the page
 * shows briefly (a success panel a timer takes away after 3 s, the notice while a form solves its
 * challenge) is caught however long a busy machine leaves between two polls of a wait, which
 * missed them. Call it before the action that shows them; `appeared` waits for the records.
 */
export async function recordAppearances(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((selectors) => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { __appeared: typeof seen }).__appeared = seen;
    const look = () => {
      for (const selector of selectors) {
        const found = selector in seen ? null : document.querySelector(selector);
        if (!found) continue;
        const attributes = Object.fromEntries(Array.from(found.attributes, (a) => [a.name, a.value]));
        seen[selector] = { text: found.textContent ?? '', html: found.outerHTML, attributes };
      }
      if (selectors.every((selector) => selector in seen)) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    look();
  }, selectors);
}

/**
 * Waits until every selector `recordAppearances` watches has matched, and returns each element as
 * it was then. After a navigation (a form posted without JavaScript) the new page's elements are
 * read as they are. The polling is this process's, one synchronous read of the page at a time:
 * a wait polled inside the page (`page.waitForFunction`) stalls in a page whose scripts are off,
 * where the page's timers and animation frames never call back, so a first read made before the
 * new page had parsed its panel was the last (seen under load: the panel there, the wait out).
 */
export async function appeared(page: Page, selectors: readonly string[], timeout = WAIT_MS): Promise<Appearance[]> {
  const deadline = Date.now() + timeout;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const found = await page
      .evaluate((selectors) => {
        const seen = (window as unknown as { __appeared?: Record<string, unknown> }).__appeared ?? {};
        const now = (selector: string) => {
          const el = document.querySelector(selector);
          if (!el) return undefined;
          return {
            text: el.textContent ?? '',
            html: el.outerHTML,
            attributes: Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value])),
          };
        };
        const all = selectors.map((selector) => seen[selector] ?? now(selector));
        return all.every(Boolean) ? (all as unknown as Appearance[]) : undefined;
      }, selectors)
      .catch((error: Error) => {
        // The document went while it was read: a navigation, read again on the next one.
        if (/context was destroyed|navigat|Target closed/i.test(error.message)) return undefined;
        throw error;
      });
    if (found) return found;
    if (Date.now() >= deadline) throw new Error(`appeared: ${selectors.join(', ')} not there within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Clicks the submit button of `form` and returns `outcome` (a selector) as it was when it
 * appeared (`recordAppearances`). When it does not come, fails with what did: the posts sent
 * since the click and their answers, the errors the form shows, and its button's text.
 */
export async function submitAndWait(page: Page, form: string, outcome: string, timeout = WAIT_MS): Promise<Appearance> {
  const seen: string[] = [];
  const path = (r: Request) => new URL(r.url()).pathname;
  const onRequest = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} sent`));
  const onResponse = (r: Response) => {
    const request = r.request();
    if (request.method() === 'POST') seen.push(`${path(request)} answered ${r.status()}`);
    else if (request.isNavigationRequest()) seen.push(`then ${path(request)} ${r.status()}`);
  };
  const onFailed = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} failed: ${r.failure()?.errorText}`));
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await recordAppearances(page, [outcome]);
    await page.click(`${form} button[type="submit"]`);
    const [found] = await appeared(page, [outcome], timeout).catch(async (error: Error) => {
      const shown = await page
        .locator(`${form} .field__error, ${form} [data-form-error]`)
        .allTextContents()
        .catch(() => []);
      const button = await page
        .locator(`${form} button[type="submit"]`)
        .textContent()
        .catch(() => '?');
      throw new Error(
        `${error.message}\nafter the submit: ${seen.join('; ') || 'no post'}; the form shows: ${shown.join(' | ') || 'no error'}; its button: ${button}; the page: ${page.url()}`,
      );
    });
    return found!;
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}
