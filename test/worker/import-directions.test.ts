/// <reference types="vite/client" />
// Import directions: client/ (browser code) imports only src/shared/ and locales/; src/shared/
// imports only itself; src/ imports from client/ only islands, presentational components and the
// form pieces (the privacy page's server-only form is drawn by them too);
// src/leads/storage/ (storage, delivery, export) never reaches up into forms, routes or rendering.
// The sources are read at build time (import.meta.glob), so this runs in workerd like the rest.
// The order of the layers in src/ and the content interface of routes are `npm run lint`'s
// (scripts/check-layers.mjs, tested in test/node/layers.test.ts).
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob(['../../src/**/*.{ts,tsx}', '../../client/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Static imports, re-exports and dynamic imports of relative paths. */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(file: string, spec: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

const allowed = (from: string, to: string): boolean => {
  if (from.startsWith('client/')) return to.startsWith('client/') || to.startsWith('src/shared/') || to.startsWith('locales/');
  if (from.startsWith('src/shared/')) return to.startsWith('src/shared/') || to.startsWith('locales/');
  if (from.startsWith('src/leads/storage/'))
    return !/^(client\/|src\/(leads\/(forms\/|route)|(routes|pages|components|renderer|seo)\/))/.test(to);
  if (from.startsWith('src/') && to.startsWith('client/'))
    return to.startsWith('client/islands/') || to.startsWith('client/components/') || to.startsWith('client/form-ui/');
  return true;
};

/** Every import that breaks the directions, as 'from → to' (paths from the repository root). */
export function violations(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const [, spec] of text.matchAll(IMPORT)) {
      if (!spec) continue;
      const target = resolve(file, spec);
      if (!allowed(file, target)) out.push(`${file} → ${target}`);
    }
  }
  return out;
}

const repoFiles = Object.fromEntries(Object.entries(sources).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]));

describe('import directions', () => {
  it('reads the sources of src/ and client/', () => {
    const names = Object.keys(repoFiles);
    expect(names).toContain('src/app.tsx');
    expect(names).toContain('client/loader/main.ts');
    expect(names.length).toBeGreaterThan(100);
  });

  it('holds in src/ and client/', () => {
    expect(violations(repoFiles)).toEqual([]);
  });

  it('flags each kind of wrong import', () => {
    expect(
      violations({
        'client/islands/x.tsx':
          "import type { Article } from '../../src/content/types';\nconst s = () => import('../../src/leads/storage/store');",
        'src/shared/y.ts': "export { app } from '../app';",
        'src/pages/z.tsx': "import { main } from '../../client/loader/main';\nimport Faq from '../../client/islands/faq';",
        'src/leads/storage/w.ts': "import { submit } from '../forms/submit';\nimport type { Bindings } from '../../env';",
      }),
    ).toEqual([
      'client/islands/x.tsx → src/content/types',
      'client/islands/x.tsx → src/leads/storage/store',
      'src/shared/y.ts → src/app',
      'src/pages/z.tsx → client/loader/main',
      'src/leads/storage/w.ts → src/leads/forms/submit',
    ]);
  });
});
