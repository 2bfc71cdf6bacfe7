// A date as Intl.DateTimeFormat prints it (day, month long or short, year, on the UTC calendar) in
// the site's three locales, without Intl: the first DateTimeFormat an isolate builds loads ICU's
// date data, about 15 ms of a new isolate's first render of a page with dates (the home page's blog
// teaser, an article). The server and the browser print the same text from the same tables, and
// test/worker/date-text.test.ts holds them to the runtime's own Intl over whole years.

type Style = 'long' | 'short';

const MONTHS: Record<string, Record<Style, readonly string[]>> = {
  'pt-BR': {
    long: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    short: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  },
  'en-US': {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  'es-ES': {
    long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    short: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  },
};

/** The date's text in `locale` and `style`, or undefined for a locale without tables (Intl prints it then). */
export function dateText(date: Date, locale: string, style: Style): string | undefined {
  const months = MONTHS[locale]?.[style];
  if (!months) return undefined;
  const day = date.getUTCDate();
  const month = months[date.getUTCMonth()]!;
  const year = date.getUTCFullYear();
  if (locale === 'en-US') return `${month} ${day}, ${year}`;
  if (locale === 'es-ES' && style === 'short') return `${day} ${month} ${year}`;
  return `${day} de ${month} de ${year}`;
}
