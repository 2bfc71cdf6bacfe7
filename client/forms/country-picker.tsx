// The phone's country. Without JavaScript (and from the server) a plain <select>; enhanced, a
// searchable picker (the ARIA combobox with a listbox): type a name, an ISO code or the dial
// code, arrows to move, Enter to choose, Escape or a click outside to close; when nothing matches
// it says so ('Nenhum país encontrado').
import { COUNTRIES, type Country, DEFAULT_COUNTRY_ISO, findCountry } from '../../src/shared/forms/countries';
import { FLAG_SPRITE } from '../../src/shared/forms/flag-sprite';
import { dom } from '../dom/jsx-runtime';

export interface CountryLabels {
  country: string;
  searchCountry: string;
  noCountry: string;
  chooseCountry: string;
}

/**
 * A country's flag: its cell of one sprite image (scripts/media/flag-sprite.mjs), chosen by the
 * viewBox. Emoji flags are two letters on Windows and empty boxes without an emoji font.
 */
function CountryFlag({ iso }: { iso: string }) {
  const i = COUNTRIES.findIndex((c) => c.iso === iso);
  if (i < 0) return null;
  const { width: w, height: h, gap, cols, rows, href } = FLAG_SPRITE;
  const x = (i % cols) * (w + gap) + gap / 2;
  const y = Math.floor(i / cols) * (h + gap) + gap / 2;
  return (
    <svg className="country-flag" width={w} height={h} viewBox={`${x} ${y} ${w} ${h}`} aria-hidden="true" focusable="false">
      <image href={href} width={cols * (w + gap)} height={rows * (h + gap)} />
    </svg>
  );
}

/** The server's list: posts the ISO code, from which the worker reads the dial code. */
export function CountrySelect({
  formId,
  country,
  names,
  label,
}: {
  formId: string;
  country: Country;
  names: Record<string, string>;
  label: string;
}) {
  return (
    <div className="phone-field__country">
      <label className="visually-hidden" htmlFor={`${formId}-contactPhone-country`}>
        {label}
      </label>
      <select
        id={`${formId}-contactPhone-country`}
        name="contactPhone.country"
        className="select"
        defaultValue={country.iso}
        autoComplete="country"
      >
        {COUNTRIES.map((c) => (
          <option key={c.iso} value={c.iso}>
            {`${names[c.iso] ?? c.iso} (${c.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Case- and accent-insensitive search: 'sao' finds 'São Tomé'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Replaces the list with the picker: two hidden inputs (dial code and ISO code) and a button that
 * opens the search. `country()` is the one chosen; `sync()` shows what the hidden inputs hold
 * again (after the form is cleared) and returns it.
 */
export function enhanceCountryPicker(
  fieldset: HTMLElement,
  formId: string,
  labels: CountryLabels,
  names: Record<string, string>,
  onChoose: (country: Country) => void,
): { country: () => Country; sync: () => Country } | null {
  const root = fieldset.querySelector<HTMLElement>('.phone-field__country');
  const select = root?.querySelector('select') as HTMLSelectElement | null | undefined;
  if (!root || !select) return null;
  const nameOf = (c: Country) => names[c.iso] ?? c.iso;
  let country = findCountry(select.value) ?? COUNTRIES[0]!;
  let query = '';
  let active = 0;
  let filtered: readonly Country[] = COUNTRIES;
  let popover: HTMLElement | null = null;
  const listId = `${formId}-countries`;

  const codeInput = dom<HTMLInputElement>(<input type="hidden" name="contactPhone.countryCode" value={country.code} />);
  const isoInput = dom<HTMLInputElement>(<input type="hidden" name="contactPhone.country" value={country.iso} />);
  const toggle = dom<HTMLButtonElement>(
    <button type="button" className="input phone-field__toggle" aria-haspopup="listbox" aria-expanded="false" />,
  );
  /** Name "+55 Escolher país (atual: Brasil)": it starts with the visible text (WCAG 2.5.3). */
  const showCountry = () => {
    codeInput.value = country.code;
    isoInput.value = country.iso;
    toggle.replaceChildren(
      dom(
        <>
          <CountryFlag iso={country.iso} /> {country.code}
          <span className="visually-hidden"> {labels.chooseCountry.replace('{{country}}', nameOf(country))}</span>
        </>,
      ),
    );
  };
  showCountry();
  root.replaceChildren(codeInput, isoInput, toggle);

  const search = dom<HTMLInputElement>(
    <input
      type="search"
      className="input phone-field__search"
      role="combobox"
      aria-expanded="true"
      aria-controls={listId}
      aria-autocomplete="list"
      aria-label={labels.searchCountry}
      placeholder={labels.searchCountry}
      autoComplete="off"
    />,
  );

  const filter = () => {
    const q = fold(query.trim());
    const digits = q.replace(/\D/g, '');
    filtered = q
      ? COUNTRIES.filter((c) => fold(nameOf(c)).includes(q) || c.iso.toLowerCase() === q || (digits && c.code.slice(1).startsWith(digits)))
      : COUNTRIES;
  };

  /** The list (or 'no country') under the search, with the active option marked. */
  const renderList = () => {
    if (!popover) return;
    const current = filtered[active];
    if (current) search.setAttribute('aria-activedescendant', `${listId}-${current.iso}`);
    else search.removeAttribute('aria-activedescendant');
    const list =
      filtered.length > 0 ? (
        <ul className="phone-field__list" role="listbox" id={listId} aria-label={labels.country}>
          {filtered.map((c, i) => (
            <li
              key={c.iso}
              id={`${listId}-${c.iso}`}
              role="option"
              aria-selected={c.iso === country.iso}
              className={i === active ? 'phone-field__option is-active' : 'phone-field__option'}
              data-iso={c.iso}
            >
              <CountryFlag iso={c.iso} /> {nameOf(c)} <span className="phone-field__code">{c.code}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="phone-field__empty" role="status">
          {labels.noCountry}
        </p>
      );
    popover.replaceChildren(search, dom(list));
  };

  /** Moves the active option without rebuilding the list. */
  const setActive = (i: number) => {
    popover?.querySelector('.is-active')?.classList.remove('is-active');
    active = i;
    const c = filtered[active];
    if (!c) return;
    popover?.querySelector(`[data-iso="${c.iso}"]`)?.classList.add('is-active');
    search.setAttribute('aria-activedescendant', `${listId}-${c.iso}`);
  };

  const onOutside = (e: MouseEvent) => {
    if (!fieldset.contains(e.target as Node)) close(false);
  };
  const open = () => {
    active = Math.max(
      0,
      filtered.findIndex((c) => c.iso === country.iso),
    );
    popover = dom<HTMLElement>(<div className="phone-field__popover" />);
    search.value = query;
    renderList();
    root.appendChild(popover);
    toggle.setAttribute('aria-expanded', 'true');
    search.focus();
    document.addEventListener('mousedown', onOutside);
  };
  const close = (refocus: boolean) => {
    if (!popover) return;
    popover.remove();
    popover = null;
    toggle.setAttribute('aria-expanded', 'false');
    document.removeEventListener('mousedown', onOutside);
    if (refocus) toggle.focus();
  };
  const choose = (c: Country) => {
    country = c;
    showCountry();
    query = '';
    filter();
    close(true);
    onChoose(c);
  };

  toggle.addEventListener('click', () => (popover ? close(false) : open()));
  search.addEventListener('input', () => {
    query = search.value;
    filter();
    active = 0;
    renderList();
  });
  search.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(Math.min(Math.max(0, active + (e.key === 'ArrowDown' ? 1 : -1)), Math.max(0, filtered.length - 1)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const c = filtered[active];
      if (c) choose(c);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  });
  root.addEventListener('mousedown', (e) => {
    // A press on an option keeps the focus in the search (the click chooses).
    if ((e.target as Element).closest('[role="option"]')) e.preventDefault();
  });
  root.addEventListener('click', (e) => {
    const option = (e.target as Element).closest<HTMLElement>('[role="option"]');
    const c = option && findCountry(option.dataset.iso);
    if (c) choose(c);
  });

  return {
    country: () => country,
    sync: () => {
      country = findCountry(isoInput.value || DEFAULT_COUNTRY_ISO, codeInput.value) ?? COUNTRIES[0]!;
      showCountry();
      return country;
    },
  };
}
