import { describe, expect, it } from 'vitest';
import { renderMarkdownCached } from '../../src/content/markdown/cache';
import { renderMarkdown } from '../../src/content/markdown/render';

const CMS = 'https://cms.example.com';

describe('markdown images from the CMS', () => {
  it('serves root-relative image sources from the CMS origin', () => {
    expect(renderMarkdown('![Diagrama](/uploads/diagram_1.png)', { imageOrigin: CMS })).toContain(
      `<img src="${CMS}/uploads/diagram_1.png" alt="Diagrama"`,
    );
    // A base path on the CMS origin (Strapi behind /cms) is kept.
    expect(renderMarkdown('![x](/uploads/a.png)', { imageOrigin: `${CMS}/cms/` })).toContain(`src="${CMS}/cms/uploads/a.png"`);
  });

  it('leaves absolute, protocol-relative and page-relative sources and links alone', () => {
    const html = renderMarkdown('![a](https://img.example.org/a.png) ![b](//img.example.org/b.png) ![c](c.png) [link](/blog/x)', {
      imageOrigin: CMS,
    });
    expect(html).toContain('src="https://img.example.org/a.png"');
    expect(html).toContain('src="//img.example.org/b.png"');
    expect(html).toContain('src="c.png"');
    expect(html).toContain('href="/blog/x"');
  });

  it('still refuses what the URL policy refuses, before any prefix', () => {
    for (const src of ['javascript:alert(1)', '&#106;avascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const html = renderMarkdown(`![x](${src})`, { imageOrigin: CMS });
      expect(html).not.toContain('<img');
      expect(html).not.toMatch(/(src|href)="[^"]*(javascript|data:)/i);
    }
  });

  it('without a CMS (embedded content) keeps root-relative sources on the site', async () => {
    expect(renderMarkdown('![x](/images/a.png)')).toContain('src="/images/a.png"');
    expect(await renderMarkdownCached('![y](/images/b.png)')).toContain('src="/images/b.png"');
    expect(await renderMarkdownCached('![y](/images/b.png)', { imageOrigin: CMS })).toContain(`src="${CMS}/images/b.png"`);
  });
});
