/**
 * URL policy for links and images in CMS markdown: only http, https,
 * irc, ircs, mailto and xmpp, or a relative URL; anything else is dropped ("blanked").
 *
 * The check is done on the exact string the browser's URL parser will see: entities decoded
 * (CommonMark decodes them in link destinations, and `&#106;avascript:` is the classic bypass),
 * control, space and invisible characters removed (the URL parser strips tabs and newlines
 * anywhere, so `java\tscript:` is `javascript:`). Callers then write the returned value with every
 * `&`, `<`, `>`, `"` and `'` escaped, so nothing decodes a second time after the check.
 */
export const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  quest: '?',
  commat: '@',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  grave: '`',
  ast: '*',
};

// Numeric references may lack the semicolon in HTML; named ones here need it, except the legacy few.
const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,9});?|([a-zA-Z][a-zA-Z0-9]{1,31});|(amp|lt|gt|quot|nbsp)(?![a-zA-Z0-9;]))/g;

/** Decodes HTML character references once (what a browser does to an attribute value). */
export function decodeEntities(value: string): string {
  return value.replace(
    ENTITY,
    (match, hex: string | undefined, dec: string | undefined, name: string | undefined, legacy: string | undefined) => {
      if (hex !== undefined || dec !== undefined) {
        const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(dec!, 10);
        if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
        return String.fromCodePoint(code);
      }
      const key = (name ?? legacy ?? '').toLowerCase();
      return NAMED[key] ?? match;
    },
  );
}

// C0/C1 controls, every Unicode space, soft hyphen and zero-width/bidi formatting characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point (they hide a scheme).
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

function hasForbiddenScheme(candidate: string): boolean {
  const cleaned = candidate.replace(INVISIBLE, '');
  // A scheme is everything before a ':' that comes before any '/', '?' or '#'.
  const match = /^([^/?#]*?):/.exec(cleaned);
  if (!match) return false;
  const scheme = match[1]!.toLowerCase();
  // Fail closed: a "scheme" with characters a scheme cannot hold (an undecoded entity, a
  // backslash ...) is refused rather than guessed at.
  return !(ALLOWED_PROTOCOLS as readonly string[]).includes(scheme);
}

/**
 * The URL to write into href/src, or null when it must be dropped. Relative URLs (`/blog/x`,
 * `../a`, `#top`, `?q=1`, `//host/x`) are kept.
 */
export function safeUrl(raw: string): string | null {
  if (typeof raw !== 'string') return null;
  const decoded = decodeEntities(raw);
  const cleaned = decoded.replace(INVISIBLE, '');
  if (cleaned === '') return null;
  // Also refuse what would be dangerous after further decoding (double-encoded entities, a
  // percent-encoded scheme): harmless to a browser today, but a later layer may decode again.
  let deep = cleaned;
  for (let i = 0; i < 4; i++) {
    const next = decodeEntities(deep);
    if (next === deep) break;
    deep = next;
  }
  // Byte-wise, so a stray '%' ("50%") never throws; enough to reveal an ASCII scheme.
  const percent = cleaned.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  if (hasForbiddenScheme(cleaned) || hasForbiddenScheme(deep) || hasForbiddenScheme(percent)) return null;
  try {
    // Same normalisation as marked's own: encode what is not URL-safe, keep existing escapes.
    return encodeURI(cleaned).replace(/%25/g, '%');
  } catch {
    return null; // lone surrogates
  }
}

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes every character that could end or change an attribute value or start markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ATTR_ESCAPES[ch]!);
}
