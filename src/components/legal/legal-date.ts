import { LANG_TAG, type Lang } from '../../shared/languages';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A YYYY-MM-DD version date written out in the page's language ("25 de novembro de 2026"). */
export function legalDate(lang: Lang, isoDay: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANG_TAG[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
