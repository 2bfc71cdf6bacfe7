// The country picker's rows: a country's flag, and the list of countries the search leaves.
import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { COUNTRIES, type Country } from '../../src/shared/form-rules/countries';
import { FLAG_SPRITE } from '../../src/shared/form-rules/flag-sprite';

/**
 * A country's flag: its cell of one sprite image (scripts/media/flag-sprite.mjs), chosen by the
 * viewBox. Emoji flags are two letters on Windows and empty boxes without an emoji font.
 */
const SPRITE_INDEX = new Map(COUNTRIES.map((c, i) => [c.iso, i]));

export function CountryFlag({ iso }: { iso: string }) {
  const i = SPRITE_INDEX.get(iso);
  if (i === undefined) return null;
  const { width: w, height: h, gap, cols, rows, href } = FLAG_SPRITE;
  const x = (i % cols) * (w + gap) + gap / 2;
  const y = Math.floor(i / cols) * (h + gap) + gap / 2;
  return (
    <svg className="country-flag" width={w} height={h} viewBox={`${x} ${y} ${w} ${h}`} aria-hidden="true" focusable="false">
      <image href={href} width={cols * (w + gap)} height={rows * (h + gap)} />
    </svg>
  );
}

const NONE: readonly Country[] = [];

/**
 * The list of countries, rendered after the paint that answers the visitor: mounted on opening
 * and refiltered on every keystroke, its up to 245 rows are the picker's costly part, so React
 * renders them as a deferred value (interruptible, below the click or key that asked for them)
 * and skips them when nothing they show has changed (`memo`, with `choose` and `nameOf` read
 * through refs). The search field and the toggle are painted at once.
 */
interface OptionsProps {
  listId: string;
  label: string;
  countries: readonly Country[];
  activeIso: string | undefined;
  chosenIso: string;
  nameOf: (c: Country) => string;
  onChoose: (c: Country) => void;
}

export function CountryOptions(props: OptionsProps) {
  const countries = useDeferredValue(props.countries, NONE);
  const actions = useRef(props);
  actions.current = props;
  const stable = useMemo(
    () => ({ nameOf: (c: Country) => actions.current.nameOf(c), onChoose: (c: Country) => actions.current.onChoose(c) }),
    [],
  );
  return <OptionRows {...props} {...stable} countries={countries} />;
}

const OptionRows = memo(function OptionRows({ listId, label, countries, activeIso, chosenIso, nameOf, onChoose }: OptionsProps) {
  return (
    <ul className="phone-field__list" role="listbox" id={listId} aria-label={label}>
      {countries.map((c) => (
        <li
          key={c.iso}
          id={`${listId}-${c.iso}`}
          role="option"
          aria-selected={c.iso === chosenIso}
          className={c.iso === activeIso ? 'phone-field__option is-active' : 'phone-field__option'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(c)}
        >
          <CountryFlag iso={c.iso} /> {nameOf(c)} <span className="phone-field__code">{c.code}</span>
        </li>
      ))}
    </ul>
  );
});
