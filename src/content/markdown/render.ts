import { Marked, type Tokens } from 'marked';
import xss, { type FilterXSS as FilterXSSClass, type IFilterXSSOptions, type IWhiteList } from 'xss';
import { decodeEntities, escapeHtml, safeUrl } from './url-policy';
import { errorCause, logger, shortStack } from '../../log';

/*
 * Markdown from the CMS → HTML that is safe to put in the page.
 *
 * Why this pipeline (each alternative tried in this project's worker):
 * - isomorphic-dompurify resolves to its browser build inside workerd and the worker fails to start;
 * - DOMPurify over linkedom fails OPEN (returns its input unchanged), the worst possible failure;
 * - marked alone passes raw HTML and `javascript:` links straight through.
 * So there is no DOM here and nothing that needs one. Two independent layers, both plain JS:
 *
 * 1. marked with a renderer that never emits the author's HTML: raw HTML blocks and inline tags are
 *    written as escaped text, every link and image URL goes through the allowlist in url-policy.ts,
 *    every attribute is fully escaped. What this layer emits is a small known set of tags.
 * 2. `xss` (js-xss, a string tokenizer with no DOM) with an explicit allowlist of those tags and
 *    attributes, re-checking href/src with the same URL policy. If layer 1 ever lets something
 *    through (a marked upgrade, a renderer bug), anything outside the allowlist is escaped, not kept.
 *
 * Both fail closed: an unknown token type, tag, attribute or URL scheme ends up as text or nothing.
 */

// Text content: escape markup characters but keep entities the author wrote (&copy;), which a
// browser decodes into a single character of text, never into markup.
const TEXT_ESCAPE = /[<>"']|&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g;
function escapeText(value: string): string {
  return value.replace(TEXT_ESCAPE, (ch) => escapeHtml(ch));
}

const CODE_LANG = /^[a-zA-Z0-9_+#.-]{1,32}$/;

/**
 * Origin that root-relative image sources (`/uploads/x.png`) are served from: the CMS, whose
 * uploads live on its own host (cover images get the same treatment in the content layer). Set
 * only for the duration of one synchronous parse.
 */
let imageOrigin = '';

/** A root-relative path (not `//host`, not relative to the page) on the CMS origin; else as is. */
function onImageOrigin(url: string): string {
  return imageOrigin && url.startsWith('/') && !url.startsWith('//') ? imageOrigin + url : url;
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    // Raw HTML (block or inline) is shown as text, never interpreted.
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeHtml(token.text);
      return 'block' in token && token.block ? `<p>${text.trimEnd()}</p>\n` : text;
    },
    // Text inside a raw block (after an inline `<script>` or `<pre>` tag) arrives unescaped: escape it too.
    text(token: Tokens.Text | Tokens.Escape) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return 'escaped' in token && token.escaped ? escapeHtml(token.text) : escapeText(token.text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      // Blanked: a refused URL keeps its text, without a link.
      if (url === null) return inner;
      const titleAttr = title ? ` title="${escapeHtml(decodeEntities(title))}"` : '';
      // Links open in a new tab; noopener so the opened page cannot reach this one.
      return `<a href="${escapeHtml(url)}"${titleAttr} target="_blank" rel="noopener noreferrer">${inner}</a>`;
    },
    image({ href, title, text, tokens }: Tokens.Image) {
      const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
      const altText = escapeHtml(decodeEntities(alt));
      // The policy judges the author's URL; only an accepted one is moved onto the CMS origin.
      const checked = safeUrl(href);
      if (checked === null) return altText;
      const url = onImageOrigin(checked);
      const titleAttr = title ? ` title="${escapeHtml(decodeEntities(title))}"` : '';
      return `<img src="${escapeHtml(url)}" alt="${altText}"${titleAttr} loading="lazy" decoding="async">`;
    },
    code({ text, lang }: Tokens.Code) {
      const language = (lang ?? '').match(/^\S*/)?.[0] ?? '';
      const cls = CODE_LANG.test(language) ? ` class="language-${escapeHtml(language)}"` : '';
      return `<pre><code${cls}>${escapeHtml(text.replace(/\n$/, ''))}\n</code></pre>\n`;
    },
    codespan({ text }: Tokens.Codespan) {
      // marked keeps entities in code spans; decode them once so `&lt;` shows as `<`, then escape all.
      return `<code>${escapeHtml(decodeEntities(text))}</code>`;
    },
    // The page's title is its one h1 (accessibility): body headings start at h2.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Task list boxes as text: no form controls in article bodies.
    checkbox({ checked }: Tokens.Checkbox) {
      return checked ? '☑ ' : '☐ ';
    },
  },
});

/** Exactly what layer 1 can produce; everything else is escaped by layer 2. */
const ALLOWED: IWhiteList = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'loading', 'decoding'],
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: ['class'],
  em: [],
  strong: [],
  del: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
};

const FIXED_ATTRS: Record<string, Record<string, string>> = {
  a: { target: '_blank', rel: 'noopener noreferrer' },
  img: { loading: 'lazy', decoding: 'async' },
};

// xss is CommonJS: its named exports are properties of the default export (module.exports),
// which is how every bundler here (esbuild in wrangler, Vite in the test pool) exposes them.
const { FilterXSS } = xss as unknown as { FilterXSS: new (options: IFilterXSSOptions) => FilterXSSClass };

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: false, // not allowed → escaped (visible as text), never kept
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  css: false,
  onTagAttr(_tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr || (name !== 'href' && name !== 'src')) return undefined;
    // `value` is the raw attribute text: decode it once, as the browser will, before judging.
    const url = safeUrl(decodeEntities(value));
    // A refused URL removes the attribute instead of leaving an empty one.
    return url === null ? '' : `${name}="${escapeHtml(url)}"`;
  },
  safeAttrValue(tag, name, value) {
    const decoded = decodeEntities(value);
    const fixed = FIXED_ATTRS[tag]?.[name];
    if (fixed !== undefined) return fixed;
    if (name === 'class') return /^language-[a-zA-Z0-9_+#.-]{1,32}$/.test(decoded) ? decoded : '';
    if (name === 'start') return /^\d{1,9}$/.test(decoded) ? decoded : '';
    if (name === 'align') return /^(left|right|center)$/.test(decoded) ? decoded : '';
    return escapeHtml(decoded);
  },
});

export interface MarkdownOptions {
  /** Origin (with an optional base path) for root-relative image sources: the CMS's. */
  imageOrigin?: string;
}

/**
 * Renders CMS markdown to sanitised HTML. Pure and synchronous; use renderMarkdownCached in
 * request paths. Never throws: on an internal error the text is returned escaped.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  if (typeof markdown !== 'string' || markdown === '') return '';
  let html: string;
  try {
    imageOrigin = (options.imageOrigin ?? '').replace(/\/+$/, '');
    html = marked.parse(markdown, { async: false });
  } catch (error) {
    logger.warn('markdown.failed', { fallback: 'text shown escaped', cause: errorCause(error), stack: shortStack(error) });
    return `<p>${escapeHtml(markdown)}</p>`;
  } finally {
    imageOrigin = '';
  }
  // An image whose src layer 2 removed is dropped, so no broken-image box is shown.
  return filter.process(html).replace(/<img(?![^>]*\ssrc=)[^>]*>/g, '');
}
