// The phone's country. Without JavaScript (and on the server) a plain <select>; once hydrated a
// searchable picker (the ARIA combobox with a listbox): type a name, an ISO code or the dial
// code, arrows to move, Enter to choose, Escape or a click outside to close; when nothing matches
// it says so ('Nenhum país encontrado').
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRIES, type Country } from '../../src/shared/form-rules/countries';
import { CountryFlag, CountryOptions } from './country-options';

export interface CountryLabels {
  country: string;
  searchCountry: string;
  noCountry: string;
  chooseCountry: string;
}

/** Case- and accent-insensitive search: 'sao' finds 'São Tomé'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function CountryPicker({
  formId,
  country,
  names,
  labels,
  hydrated,
  within,
  onChoose,
}: {
  formId: string;
  country: Country;
  /** ISO code → country name in the page's language. */
  names: Record<string, string>;
  labels: CountryLabels;
  hydrated: boolean;
  /** A press outside this element closes the picker (the whole phone field: its other inputs keep it open). */
  within: RefObject<HTMLElement | null>;
  onChoose: (country: Country) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const nameOf = (c: Country) => names[c.iso] ?? c.iso;

  // nameOf only reads `names`.
  const filtered = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return COUNTRIES;
    const digits = q.replace(/\D/g, '');
    return COUNTRIES.filter(
      (c) => fold(nameOf(c)).includes(q) || c.iso.toLowerCase() === q || (digits && c.code.slice(1).startsWith(digits)),
    );
  }, [query, names]);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (!within.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, within]);

  const choose = (c: Country) => {
    onChoose(c);
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, filtered.length - 1)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const c = filtered[active];
      if (c) choose(c);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <div className="phone-field__country">
      {hydrated ? (
        <>
          <input type="hidden" name="contactPhone.countryCode" value={country.code} />
          <input type="hidden" name="contactPhone.country" value={country.iso} />
          <button
            ref={toggle}
            type="button"
            className="input phone-field__toggle"
            aria-haspopup="listbox"
            aria-expanded={open}
            onClick={() => {
              setActive(
                Math.max(
                  0,
                  filtered.findIndex((c) => c.iso === country.iso),
                ),
              );
              setOpen((o) => !o);
            }}
          >
            {/* Name "+55 Escolher país (atual: Brasil)": it starts with the visible text (WCAG 2.5.3). */}
            <CountryFlag iso={country.iso} /> {country.code}
            <span className="visually-hidden"> {labels.chooseCountry.replace('{{country}}', nameOf(country))}</span>
          </button>
          {open ? (
            <div className="phone-field__popover">
              <input
                ref={search}
                type="search"
                className="input phone-field__search"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={filtered[active] ? `${listId}-${filtered[active]!.iso}` : undefined}
                aria-label={labels.searchCountry}
                placeholder={labels.searchCountry}
                autoComplete="off"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKey}
              />
              {filtered.length > 0 ? (
                <CountryOptions
                  listId={listId}
                  label={labels.country}
                  countries={filtered}
                  activeIso={filtered[active]?.iso}
                  chosenIso={country.iso}
                  nameOf={nameOf}
                  onChoose={choose}
                />
              ) : (
                <p className="phone-field__empty" role="status">
                  {labels.noCountry}
                </p>
              )}
            </div>
          ) : null}
        </>
      ) : (
        <>
          <label className="visually-hidden" htmlFor={`${formId}-contactPhone-country`}>
            {labels.country}
          </label>
          {/* Without JavaScript: a plain list; the worker reads the dial code from the ISO value. */}
          <select
            id={`${formId}-contactPhone-country`}
            name="contactPhone.country"
            className="select"
            defaultValue={country.iso}
            autoComplete="country"
          >
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={c.iso}>
                {`${nameOf(c)} (${c.code})`}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
