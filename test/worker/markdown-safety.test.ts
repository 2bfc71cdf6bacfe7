// The markdown pipeline against two peer corpora (test/fixtures/xss, see its README) and our own
// cases: whatever goes in, nothing that can execute comes out.
/// <reference path="../fixtures/blog/raw-modules.d.ts" />
// JSON imports from outside the project root fail to transform in the workers pool; ?raw works.
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import dompurifyFixturesJson from '../fixtures/xss/dompurify-fixtures.json?raw';
import markdownItXss from '../fixtures/xss/markdown-it-xss.txt?raw';
import { markdownCacheSize, renderMarkdownCached } from '../../src/content/markdown/cache';
import { renderMarkdown } from '../../src/content/markdown/render';
import { safeUrl } from '../../src/content/markdown/url-policy';
import { hostileMarkdown } from '../fixtures/blog/hostile';

const ALLOWED_TAGS = new Set([
  'a',
  'img',
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'del',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const FORBIDDEN_TAGS =
  /<\s*\/?\s*(script|iframe|object|embed|style|form|svg|math|base|meta|link|input|textarea|button|frame|frameset|template|noscript|xmp|plaintext)\b/i;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every problem in a piece of output HTML; [] when it is safe. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_TAGS.test(html)) problems.push(`forbidden tag: ${FORBIDDEN_TAGS.exec(html)![0]}`);
  if (/<!--|<!\[CDATA\[|<\?/.test(html)) problems.push('comment or processing instruction');
  // Every raw '<' must open an allowed tag: escaped text shows up as &lt;, never as '<'.
  for (const m of html.matchAll(/<(\/?)([^\s/>]*)([^>]*)>?/g)) {
    const name = m[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      problems.push(`unexpected tag <${m[1]}${m[2]}>`);
      continue;
    }
    const attrs = m[3] ?? '';
    // Quoted values only: anything else means the sanitizer wrote something it should not.
    const rest = attrs
      .replace(/\s+[a-z-]+="[^"]*"/g, '')
      .replace(/\s+[a-z-]+(?=\s|$|\/)/g, '')
      .replace(/\s*\/?$/, '');
    if (rest.trim() !== '') problems.push(`unparsed attribute text in <${name}>: ${rest}`);
    for (const a of attrs.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)) {
      const attr = a[1]!;
      const value = decode(a[2] ?? '');
      if (/^on/i.test(attr)) problems.push(`event handler ${attr} on <${name}>`);
      if (attr === 'style') problems.push(`style attribute on <${name}>`);
      if (attr === 'srcdoc' || attr === 'formaction' || attr === 'xlink:href') problems.push(`${attr} on <${name}>`);
      if (attr === 'href' || attr === 'src') {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide a scheme; finding them is the check.
        const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202f\ufeff]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data|livescript|mocha|file|blob|filesystem):/.test(compact))
          problems.push(`dangerous URL ${attr}=${value}`);
        const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
        if (scheme && !['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'].includes(scheme)) problems.push(`scheme ${scheme} in ${attr}`);
      }
    }
  }
  return problems;
}

interface Fixture {
  title: string;
  payload: unknown;
}
const dompurifyFixtures = JSON.parse(dompurifyFixturesJson) as Fixture[];

function markdownItInputs(text: string): { header: string; input: string }[] {
  const lines = text.split('\n');
  const out: { header: string; input: string }[] = [];
  let header = '';
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '.') {
      if (lines[i]!.trim()) header = lines[i]!;
      continue;
    }
    const input: string[] = [];
    for (i++; i < lines.length && lines[i] !== '.'; i++) input.push(lines[i]!);
    for (i++; i < lines.length && lines[i] !== '.'; i++); // expected output: ours differs on purpose
    out.push({ header, input: input.join('\n') });
  }
  return out;
}

describe('the safety check itself', () => {
  it('flags what plain marked lets through, so a pass above means something', () => {
    const plain = new Marked();
    const flagged = dompurifyFixtures.filter(
      (f) => typeof f.payload === 'string' && problemsIn(plain.parse(f.payload as string, { async: false })).length > 0,
    );
    expect(flagged.length).toBeGreaterThan(150);
    expect(problemsIn(plain.parse(hostileMarkdown, { async: false })).length).toBeGreaterThan(10);
  });
});

describe('markdown pipeline against the DOMPurify corpus', () => {
  const fixtures = dompurifyFixtures.filter((f) => typeof f.payload === 'string');

  it('reads all 223 payloads', () => {
    expect(dompurifyFixtures).toHaveLength(223);
    expect(fixtures).toHaveLength(223);
  });

  it('lets nothing executable through, for any payload', () => {
    const failures: string[] = [];
    for (const fixture of fixtures) {
      const out = renderMarkdown(fixture.payload as string);
      const problems = problemsIn(out);
      if (problems.length > 0) failures.push(`${fixture.title}: ${problems.join('; ')}\n  out: ${out.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets nothing executable through when a payload is inside a markdown construct', () => {
    const failures: string[] = [];
    for (const fixture of fixtures) {
      const payload = fixture.payload as string;
      for (const md of [
        `> ${payload}`,
        `- ${payload}`,
        `**${payload}**`,
        `[${payload}](https://example.com)`,
        `| a |\n|---|\n| ${payload} |`,
      ]) {
        const problems = problemsIn(renderMarkdown(md));
        if (problems.length > 0) failures.push(`${fixture.title} in ${md.slice(0, 20)}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('markdown pipeline against the markdown-it XSS fixtures', () => {
  const cases = markdownItInputs(markdownItXss);

  it('reads every block of the file', () => {
    expect(cases.length).toBe(13);
  });

  it('lets nothing executable through', () => {
    const failures: string[] = [];
    for (const { header, input } of cases) {
      const out = renderMarkdown(input);
      const problems = problemsIn(out);
      if (problems.length > 0) failures.push(`${header}: ${problems.join('; ')}\n  out: ${out}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps no javascript, vbscript, file or data link from it', () => {
    const all = cases.map((c) => renderMarkdown(c.input)).join('\n');
    expect(all).not.toMatch(/href="\s*(javascript|vbscript|file|data):/i);
    expect(all).not.toMatch(/src="\s*data:/i);
  });
});

describe('markdown pipeline: what it keeps', () => {
  it('renders headings, paragraphs, lists, quotes, code and tables', () => {
    const out = renderMarkdown(
      '## Título\n\nTexto com **negrito**, *ênfase* e `código`.\n\n- um\n- dois\n\n1. a\n2. b\n\n> citação\n\n```ts\nconst a = 1 < 2;\n```\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n',
    );
    expect(out).toContain('<h2>Título</h2>');
    expect(out).toContain('<strong>negrito</strong>');
    expect(out).toContain('<em>ênfase</em>');
    expect(out).toContain('<code>código</code>');
    expect(out).toMatch(/<ul>\s*<li>um<\/li>/);
    expect(out).toMatch(/<ol>\s*<li>a<\/li>/);
    expect(out).toMatch(/<blockquote>\s*<p>citação<\/p>/);
    expect(out).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(out).toContain('<th align="left">a</th>');
    expect(problemsIn(out)).toEqual([]);
  });

  it('starts body headings at h2, since the page title is the one h1', () => {
    expect(renderMarkdown('# Um\n\n### Três')).toBe('<h2>Um</h2>\n<h3>Três</h3>\n');
  });

  it('opens links in a new tab with noopener and keeps allowed and relative URLs', () => {
    for (const url of [
      'https://example.com/a?b=1&c=2',
      'http://example.com',
      'mailto:a@b.co',
      'irc://irc.libera.chat/x',
      'ircs://h/x',
      'xmpp:me@example.com',
      '/blog/x',
      '../a',
      '#top',
      '?q=1',
    ]) {
      const out = renderMarkdown(`[x](${url})`);
      expect(out, url).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
      expect(out, url).toContain('target="_blank" rel="noopener noreferrer"');
    }
  });

  it('drops disallowed URLs and keeps the link text', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<b>x',
      'file:///etc/passwd',
      'ftp://x',
      'tel:123',
      '&#106;avascript:alert(1)',
      'java%0ascript:alert(1)',
      'javascript&colon;alert(1)',
      '&#x6A;&#x61;vascript:alert(1)',
    ]) {
      const out = renderMarkdown(`[texto](${url})`);
      expect(out, url).toBe('<p>texto</p>\n');
    }
  });

  it('drops data: and javascript: images and lazy-loads the rest', () => {
    expect(renderMarkdown('![a](data:image/gif;base64,R0lGOD)')).toBe('<p>a</p>\n');
    expect(renderMarkdown('![a](javascript:alert(1))')).toBe('<p>a</p>\n');
    expect(renderMarkdown('![Linha de montagem](/media/blog/x.webp "Foto")')).toBe(
      '<p><img src="/media/blog/x.webp" alt="Linha de montagem" title="Foto" loading="lazy" decoding="async"></p>\n',
    );
  });

  it('shows raw HTML as text instead of interpreting it', () => {
    const out = renderMarkdown('<div onclick="x()">oi</div>\n\nTexto <b onmouseover=alert(1)>b</b> <script>alert(1)</script>');
    expect(out).toContain('&lt;div onclick=&quot;x()&quot;&gt;oi&lt;/div&gt;');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(problemsIn(out)).toEqual([]);
  });

  it('keeps the hostile article fixture used by the browser test harmless', () => {
    expect(problemsIn(renderMarkdown(hostileMarkdown))).toEqual([]);
  });
});

describe('URL policy', () => {
  it('strips control and invisible characters before judging the scheme', () => {
    expect(safeUrl('\u0001java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('java\u200bscript:alert(1)')).toBeNull();
    expect(safeUrl(' https://example.com ')).toBe('https://example.com');
  });

  it('refuses a scheme hidden by double encoding', () => {
    expect(safeUrl('&amp;#106;avascript&amp;#58;alert(1)')).toBeNull();
    expect(safeUrl('javascript%3Aalert(1)')).toBeNull();
  });
});

describe('rendered HTML cache', () => {
  it('returns the same HTML and holds one entry per distinct markdown', async () => {
    const before = markdownCacheSize();
    const md = `# Cache ${crypto.randomUUID()}`;
    const a = await renderMarkdownCached(md);
    const b = await renderMarkdownCached(md);
    expect(a).toBe(b);
    expect(a).toContain('<h2>Cache');
    expect(markdownCacheSize()).toBe(before + 1);
  });
});
