// Contact phone component (spec §3 Phone value, §4 Phone country picker, §5 Phone component):
// country, area code and number. Without JavaScript (and on the server) the country is a plain
// <select>; once hydrated it becomes a searchable picker ('Nenhum país encontrado' when nothing
// matches). The number is formatted as typed (Brazil 4-4 / 5-4, +1 3-4, France pairs).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, findCountry, type Country } from '../../src/shared/forms/countries';
import { FLAG_SPRITE } from '../../src/shared/forms/flag-sprite';
import { AREA_CODE_MAX, PHONE_NUMBER_INPUT_MAX, PHONE_NUMBER_MAX } from '../../src/shared/forms/limits';
import { formatPhoneNumber } from '../../src/shared/forms/contact-phone';
import { digitsOf } from '../../src/shared/forms/phone';
import type { FormApi } from './use-form';

export interface PhoneLabels {
  phone: string;
  country: string;
  ddd: string;
  number: string;
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

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Digits the number may take in this country (Brazil: 9; others: the country's total minus the area code). */
function numberMax(country: Country, ddd: string): number {
  if (country.iso === 'BR') return 9;
  return Math.max(1, Math.min(PHONE_NUMBER_MAX, country.maxDigits - digitsOf(ddd).length));
}

export function PhoneField({
  form,
  formId,
  labels,
  names,
}: {
  form: FormApi;
  formId: string;
  labels: PhoneLabels;
  names: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLFieldSetElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const v = form.values;
  const country = findCountry(v['contactPhone.country'] || undefined, v['contactPhone.countryCode']) ?? COUNTRIES[0]!;
  const error = form.errors.contactPhone;
  const errorId = `${formId}-contactPhone-error`;
  const nameOf = (c: Country) => names[c.iso] ?? c.iso;

  const filtered = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return COUNTRIES;
    const digits = q.replace(/\D/g, '');
    return COUNTRIES.filter(
      (c) => fold(nameOf(c)).includes(q) || c.iso.toLowerCase() === q || (digits && c.code.slice(1).startsWith(digits)),
    );
    // nameOf only reads props
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, names]);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (c: Country) => {
    form.setField('contactPhone.countryCode', c.code);
    form.setField('contactPhone.country', c.iso);
    // Limits differ per country: keep what still fits.
    const ddd = digitsOf(v['contactPhone.ddd'] ?? '').slice(0, c.iso === 'BR' ? 2 : AREA_CODE_MAX);
    form.setField('contactPhone.ddd', ddd);
    form.setField(
      'contactPhone.phoneNumber',
      formatPhoneNumber(c.code, digitsOf(v['contactPhone.phoneNumber'] ?? '').slice(0, numberMax(c, ddd))),
    );
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

  const describedBy = error ? errorId : undefined;
  const common = {
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    onBlur: () => void form.validateField('contactPhone.phoneNumber'),
  };

  return (
    <fieldset className="field phone-field" ref={root}>
      <legend className="field__label">{labels.phone}</legend>
      <div className="phone-field__row">
        <div className="phone-field__country">
          {form.hydrated ? (
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
                    <ul className="phone-field__list" role="listbox" id={listId} aria-label={labels.country}>
                      {filtered.map((c, i) => (
                        <li
                          key={c.iso}
                          id={`${listId}-${c.iso}`}
                          role="option"
                          aria-selected={c.iso === country.iso}
                          className={i === active ? 'phone-field__option is-active' : 'phone-field__option'}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => choose(c)}
                        >
                          <CountryFlag iso={c.iso} /> {nameOf(c)} <span className="phone-field__code">{c.code}</span>
                        </li>
                      ))}
                    </ul>
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
        <div className="phone-field__ddd">
          <label className="field__sublabel" htmlFor={`${formId}-contactPhone-ddd`}>
            {labels.ddd}
          </label>
          <input
            {...common}
            id={`${formId}-contactPhone-ddd`}
            name="contactPhone.ddd"
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="tel-area-code"
            maxLength={country.iso === 'BR' ? 2 : AREA_CODE_MAX}
            value={v['contactPhone.ddd'] ?? ''}
            onChange={(e) => form.setField('contactPhone.ddd', digitsOf(e.target.value).slice(0, country.iso === 'BR' ? 2 : AREA_CODE_MAX))}
          />
        </div>
        <div className="phone-field__number">
          <label className="field__sublabel" htmlFor={`${formId}-contactPhone-phoneNumber`}>
            {labels.number}
          </label>
          <input
            {...common}
            id={`${formId}-contactPhone-phoneNumber`}
            name="contactPhone.phoneNumber"
            className="input"
            // type="tel" would forbid the "tel-local" autofill token (the HTML spec allows it only on
            // text-like controls); inputMode keeps the phone keypad.
            type="text"
            inputMode="tel"
            autoComplete="tel-local"
            maxLength={PHONE_NUMBER_INPUT_MAX}
            value={v['contactPhone.phoneNumber'] ?? ''}
            onChange={(e) =>
              form.setField(
                'contactPhone.phoneNumber',
                formatPhoneNumber(country.code, digitsOf(e.target.value).slice(0, numberMax(country, v['contactPhone.ddd'] ?? ''))),
              )
            }
          />
        </div>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
