import type { Lang } from '../shared/languages';
import { el } from './svg-markup';

// Small inline flags (3:2): emoji flags do not render on Windows, and images would cost requests.
// Drawn once as markup (see svg-markup.ts).
const STRIPE = 14 / 13;
const FLAGS: Record<Lang, { __html: string }> = {
  pt: {
    __html:
      el('rect', { width: 21, height: 14, fill: '#009b3a' }) +
      el('path', { d: 'M10.5 1.6 19 7l-8.5 5.4L2 7Z', fill: '#fedf00' }) +
      el('circle', { cx: 10.5, cy: 7, r: 3.1, fill: '#002776' }),
  },
  es: {
    __html: el('rect', { width: 21, height: 14, fill: '#c60b1e' }) + el('rect', { y: 3.5, width: 21, height: 7, fill: '#ffc400' }),
  },
  en: {
    __html:
      el('rect', { width: 21, height: 14, fill: '#fff' }) +
      [0, 2, 4, 6, 8, 10, 12].map((y) => el('rect', { y: y * STRIPE, width: 21, height: STRIPE, fill: '#b22234' })).join('') +
      el('rect', { width: 9, height: 14 * (7 / 13), fill: '#3c3b6e' }),
  },
};

export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg
      className="flag"
      width={21}
      height={14}
      viewBox="0 0 21 14"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant flag drawings defined in this file, no outside input.
      dangerouslySetInnerHTML={FLAGS[lang]}
    />
  );
}
