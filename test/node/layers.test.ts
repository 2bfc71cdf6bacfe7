// The layer check of `npm run lint` (scripts/check-layers.mjs): on the repository, and on files
// that break its rules, so a check that stopped finding anything would fail here.
import { describe, expect, it } from 'vitest';
import { contentBypasses, imports, readSources, upwardImports } from '../../scripts/check-layers.mjs';

describe('layer check', () => {
  it('passes on the repository: no upward import, no route round the content interface', () => {
    const files = readSources();
    expect(Object.keys(files)).toContain('src/routes/blog.tsx');
    const edges = imports(files);
    expect(edges).toContainEqual(['src/routes/blog.tsx', 'src/content/service.ts']);
    expect(upwardImports(edges)).toEqual([]);
    expect(contentBypasses(files, edges)).toEqual([]);
  });

  it('flags any file outside the content layer importing inside it, and allows service.ts and types.ts', () => {
    const files = {
      'src/routes/bad.tsx': [
        "import { strapiSource } from '../content/strapi';",
        "import { embeddedSource } from '../content/embedded/source';",
        "import type { Rename } from '../content/webhook';",
        "import { contentService } from '../content/service';",
        "import { ARTICLE_SLUG } from '../content/types';",
      ].join('\n'),
      'src/security.ts': "import { cmsAdminOrigin } from './content/preview';",
      // The caches of rendered pages read the content generation through the interface too.
      'src/html-cache/index.ts': "import { requestContentGeneration } from '../content/generation';",
      'src/components/prerendered.tsx': "import { knownContentGeneration } from '../content/service';",
      'src/pages/blog/bad.tsx': "import { cmsOriginOf } from '../../content/normalize';",
      // Inside the content layer, anything goes.
      'src/content/service.ts': "import { requestContentGeneration } from './generation';",
    };
    expect(contentBypasses(files)).toEqual([
      'src/routes/bad.tsx imports src/content/strapi.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
      'src/routes/bad.tsx imports src/content/embedded/source.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
      'src/routes/bad.tsx imports src/content/webhook.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
      'src/security.ts imports src/content/preview.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
      'src/html-cache/index.ts imports src/content/generation.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
      'src/pages/blog/bad.tsx imports src/content/normalize.ts: use the content interface (src/content/service.ts, src/content/types.ts)',
    ]);
  });

  it('flags a file reading a content binding however it is written, but not a comment naming one, nor src/env.ts declaring it', () => {
    const files = {
      'src/routes/reads.ts': [
        '// Needs CMS_API_URL to be set (a comment: not a read).',
        'export const a = (c) => c.env.CONTENT_CACHE.get("k");',
        'export const b = (c) => c.env["CMS_PREVIEW_SECRET"];',
        'export const d = ({ CMS_API_TOKEN }) => CMS_API_TOKEN;',
        "export const e = 'CMS_API_URL is a message, not a key';",
      ].join('\n'),
      'src/middleware.ts': 'export const f = (env) => env.CMS_TIMEOUT_MS;',
      'src/html-cache/location.ts': 'export const g = (env) => env.CMS_WEBHOOK_SECRET;',
      'src/env.ts': 'export interface Bindings { CMS_API_URL?: string }',
      'src/content/strapi.ts': 'export const h = (env) => env.CMS_API_URL;',
    };
    const binding = (file: string, name: string) =>
      `${file} reads ${name}, a binding of the content layer: put what it decides behind src/content/service.ts`;
    expect(contentBypasses(files, [])).toEqual([
      binding('src/routes/reads.ts', 'CONTENT_CACHE'),
      binding('src/routes/reads.ts', 'CMS_PREVIEW_SECRET'),
      binding('src/routes/reads.ts', 'CMS_API_TOKEN'),
      binding('src/middleware.ts', 'CMS_TIMEOUT_MS'),
      binding('src/html-cache/location.ts', 'CMS_WEBHOOK_SECRET'),
    ]);
  });
});
