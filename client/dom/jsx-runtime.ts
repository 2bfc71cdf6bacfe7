// The browser's JSX runtime: JSX builds DOM nodes, not React elements. The client build resolves
// `react/jsx-runtime` here (scripts/build-client.mjs), so a pure, props-only component (the
// article card, a field's error, the success panel) is written once and rendered by React on the
// server and as DOM by the islands' plain scripts in the browser, with the same markup. No
// state, no effects: a component is a function of its props, called once. What changes after
// that, the island's script changes on the nodes themselves.
//
// Attributes follow React's rules for what the shared components use: `className` and `htmlFor`,
// React's camelCase names (HTML lower-cases them; SVG keeps `viewBox`), `aria-*` and `data-*`
// stringified ("false" stays), other booleans present or absent, `defaultValue` and
// `defaultChecked` as the control's initial state (a select's marks its option), URLs as React
// writes them (a javascript: URL blocked), and `on*` functions as listeners.

export const Fragment = Symbol('Fragment');

type Props = Record<string, unknown> & { children?: unknown };
type Component = (props: Props) => unknown;

const SVG_NS = 'http://www.w3.org/2000/svg';
const SVG_TAGS = new Set(['svg', 'path', 'image', 'circle', 'rect', 'g', 'use', 'line', 'polyline', 'polygon']);
/** Props React reads and never writes to the DOM as they are. */
const SKIP = new Set(['children', 'key', 'ref', 'suppressHydrationWarning', 'dangerouslySetInnerHTML']);
const RENAME: Record<string, string> = { className: 'class', htmlFor: 'for' };
/** URL attributes: as React, an empty src (or href, but on a link) is left out, and a javascript: URL is blocked. */
const URL_PROPS = new Set(['src', 'href', 'action', 'formAction']);
// React's own test and replacement (react-dom's sanitizeURL): whatever a CMS puts in a link, the
// browser side never runs more of it than the server's render would.
const JAVASCRIPT_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: leading control characters are what browsers skip before a scheme.
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function append(parent: Node, child: unknown): void {
  if (child == null || typeof child === 'boolean') return;
  if (Array.isArray(child)) {
    for (const c of child) append(parent, c);
  } else if (child instanceof Node) {
    parent.appendChild(child);
  } else {
    parent.appendChild(document.createTextNode(String(child)));
  }
}

function setProp(el: Element, name: string, value: unknown): void {
  if (SKIP.has(name) || value == null) return;
  if (name.startsWith('on') && typeof value === 'function') {
    el.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    return;
  }
  if (name === 'defaultValue') {
    if (el instanceof HTMLTextAreaElement) el.textContent = String(value);
    else if (!(el instanceof HTMLSelectElement)) el.setAttribute('value', String(value));
    return;
  }
  if (name === 'defaultChecked') {
    if (value) el.setAttribute('checked', '');
    return;
  }
  if (URL_PROPS.has(name)) {
    // An empty href on a link is kept (the page itself); elsewhere an empty src or href is left out.
    if (value === '' && (name === 'src' || (name === 'href' && el.localName !== 'a'))) return;
    if (typeof value === 'boolean') return;
    el.setAttribute(name, JAVASCRIPT_URL.test(String(value)) ? BLOCKED_URL : String(value));
    return;
  }
  const attr = RENAME[name] ?? name;
  if (attr.startsWith('aria-') || attr.startsWith('data-')) el.setAttribute(attr, String(value));
  else if (value === true) el.setAttribute(attr, '');
  else if (value !== false) el.setAttribute(attr, String(value));
}

export function jsx(type: string | Component | typeof Fragment, props: Props): Node {
  if (type === Fragment) {
    const fragment = document.createDocumentFragment();
    append(fragment, props.children);
    return fragment;
  }
  if (typeof type === 'function') {
    const fragment = document.createDocumentFragment();
    append(fragment, type(props));
    return fragment.childNodes.length === 1 ? fragment.firstChild! : fragment;
  }
  const el = SVG_TAGS.has(type) ? document.createElementNS(SVG_NS, type) : document.createElement(type);
  for (const [name, value] of Object.entries(props)) setProp(el, name, value);
  append(el, props.children);
  // As React renders it: the option of a select's initial value is marked selected.
  if (el instanceof HTMLSelectElement && props.defaultValue != null) {
    for (const option of Array.from(el.options)) if (option.value === String(props.defaultValue)) option.setAttribute('selected', '');
  }
  return el;
}

export const jsxs = jsx;

/**
 * JSX typed as React's, built as DOM here: the node it is. (HTMLElement by default: in this
 * project the Workers types stand in for the DOM's `Element`.)
 */
export function dom<T extends Node = HTMLElement>(element: unknown): T {
  return element as T;
}
