import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_FILE } from '../../src/generated/embedded-articles';
import bundled from '../../src/generated/embedded-articles.json';
import { assetList, forgetEmbeddedList } from '../../src/content/embedded/list';
import { embeddedSource } from '../../src/content/embedded/source';
import { ContentServiceError } from '../../src/content/types';
import { failingAssets } from '../helpers/worker';

/** The ASSETS binding, the list's file answering `status(attempt)` (undefined: the real file); `asked` counts its reads. */
function assetsWith(status: (attempt: number) => number | undefined) {
  const { assets, asked } = failingAssets((path) => path === EMBEDDED_FILE, status);
  return { assets, asked: () => asked.length };
}

describe('the embedded articles without their bodies, a static asset', () => {
  afterEach(forgetEmbeddedList);

  it('are read once per isolate, by the first call that asks for anything, and are the build’s data', async () => {
    forgetEmbeddedList();
    const { assets, asked } = assetsWith(() => undefined);
    const source = embeddedSource(assetList(assets));
    expect(asked()).toBe(0);
    const sitemap = await source.sitemapArticles();
    expect(sitemap.map((a) => a.slug).sort()).toEqual(bundled.articles.map((a) => a.slug).sort());
    await source.latestArticles('en', 3);
    await embeddedSource(assetList(assets)).listTags('es');
    expect(asked()).toBe(1);
  });

  it('are read again once when a read fails', async () => {
    forgetEmbeddedList();
    const { assets, asked } = assetsWith((attempt) => (attempt === 1 ? 503 : undefined));
    expect((await embeddedSource(assetList(assets)).latestArticles('pt', 2)).length).toBe(2);
    expect(asked()).toBe(2);
  });

  it('fail as a CMS that is down when they cannot be read, and the next request tries again', async () => {
    forgetEmbeddedList();
    const failing = assetsWith(() => 500);
    await expect(embeddedSource(assetList(failing.assets)).latestArticles('pt')).rejects.toBeInstanceOf(ContentServiceError);
    expect(failing.asked()).toBe(2);
    expect((await embeddedSource(assetList(env.ASSETS)).latestArticles('pt', 1)).length).toBe(1);
  });
});
