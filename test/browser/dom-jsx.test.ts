// The browser's JSX runtime (client/dom/jsx-runtime.ts) against React: each case of
// test/fixtures/dom-jsx/cases.tsx is rendered by React's server renderer (as the worker does) and
// built as DOM in Chromium by the runtime (as the islands' scripts do); both are parsed by the
// same page, so only the markup, not how each escapes it or orders attributes (React puts an
// input's name and value last), is compared.
import type { Browser } from 'playwright-core';
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domJsxPlugin } from '../../scripts/dom-jsx-plugin.mjs';
import { launch } from '../helpers/browser';

const root = path.resolve(import.meta.dirname, '../..');
const cases = path.join(root, 'test/fixtures/dom-jsx/cases.tsx');
const common = { absWorkingDir: root, bundle: true, jsx: 'automatic', write: false, logLevel: 'silent' } as const;

let browser: Browser;
let server: Record<string, string>;
let client: string;

beforeAll(async () => {
  browser = await launch();
  // React's side: the cases with React's JSX runtime, rendered to static markup in Node.
  const onServer = await build({
    ...common,
    stdin: {
      contents: `import { renderToStaticMarkup } from 'react-dom/server';
        import { cases } from './test/fixtures/dom-jsx/cases.tsx';
        export const markup = Object.fromEntries(Object.entries(cases).map(([name, render]) => [name, renderToStaticMarkup(render())]));`,
      resolveDir: root,
      loader: 'ts',
    },
    format: 'esm',
    platform: 'node',
    packages: 'external',
  });
  const dir = path.join(root, 'node_modules/.cache/dom-jsx');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cases-${process.pid}.mjs`);
  writeFileSync(file, onServer.outputFiles[0]!.text);
  server = ((await import(pathToFileURL(file).href)) as { markup: Record<string, string> }).markup;
  // The browser's side: the same file through the client build's runtime.
  const inBrowser = await build({
    ...common,
    entryPoints: [cases],
    format: 'iife',
    globalName: 'domJsxCases',
    plugins: [domJsxPlugin(root)],
  });
  client = inBrowser.outputFiles[0]!.text;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the DOM JSX runtime', () => {
  it('builds the markup React renders, case by case', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="pt"><head></head><body></body></html>');
    await page.addScriptTag({ content: client });
    const compared = await page.evaluate((server) => {
      const { cases } = (window as unknown as { domJsxCases: { cases: Record<string, () => Node> } }).domJsxCases;
      const sorted = (box: HTMLElement) => {
        for (const el of Array.from(box.querySelectorAll('*'))) {
          const attributes = Array.from(el.attributes, (a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
          for (const [name] of attributes) el.removeAttribute(name);
          for (const [name, value] of attributes) el.setAttribute(name, value);
        }
        return box.innerHTML;
      };
      return Object.entries(server).map(([name, markup]) => {
        const fromReact = document.createElement('div');
        fromReact.innerHTML = markup;
        // React hoists a preload of a high-priority image into the document's head; rendered
        // alone, it comes first. It is the page's, not the card's.
        for (const link of Array.from(fromReact.querySelectorAll(':scope > link[rel="preload"]'))) link.remove();
        const fromDom = document.createElement('div');
        fromDom.append(cases[name]!());
        return { name, react: sorted(fromReact), dom: sorted(fromDom) };
      });
    }, server);
    expect(compared.length).toBeGreaterThanOrEqual(12);
    for (const { name, react, dom } of compared) expect(dom, name).toBe(react);
    // The cases exercise what they are there for.
    const all = compared.map((c) => c.react).join('\n');
    for (const expected of [
      'viewBox="0 0 24 24"',
      'fetchpriority="high"',
      'srcset=',
      'aria-invalid="true"',
      '<option selected="" value="auto">',
      'hreflang="en"',
      'Estoques "altos" &amp; &lt;atrasos&gt;</textarea>',
    ]) {
      expect(all).toContain(expected);
    }
    await page.close();
  });
});
