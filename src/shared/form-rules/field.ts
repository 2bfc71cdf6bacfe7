// A form's definition: its fields, each named once with everything the rest derives from it —
// the rule the schema checks (schema.ts), the control the island renders and its labels (locale
// keys the server translates), the column that stores it and the label the team's e-mail shows.
// Plain data without zod, so an island reads it without loading the rules.
import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_ISO, EMAIL_MAX, NAME_MAX } from './limits';
import type { MessageKey } from './messages';

/**
 * How a field is entered and stored: one-line text or e-mail, a textarea, a choice, the lead
 * forms' one-input phone (stored as typed, in E.164 and whether it checked out) or the contact
 * form's phone (country, area code and number, posted as `<name>.countryCode` and so on).
 */
export type Control = 'text' | 'email' | 'textarea' | 'select' | 'lead-phone' | 'contact-phone';

export interface FieldDef {
  /** The posted name: also the key of its value, its error and its texts. */
  name: string;
  /** The column that stores it (a phone control stores more: see `columnsOf`). */
  column: string;
  control: Control;
  /** The message code when it is empty; absent, the field is optional. */
  required?: MessageKey;
  max: number;
  /** Fewer characters than `length` (once filled) is `code`. */
  min?: { length: number; code: MessageKey };
  /** E-mail and lead phone: the code of a malformed value ('phoneInternational': only +<digits>). */
  invalid?: MessageKey;
  /** A choice: the values it offers (labels under the `options` locale key, one per value). */
  choices?: readonly string[];
  autoComplete?: string;
  /** Textarea height in lines. */
  rows?: number;
  /** Locale keys of the texts shown with it. For a choice, `placeholder` is its empty first option. */
  label: string;
  placeholder?: string;
  hint?: string;
  options?: string;
  /** Sits beside the next field on one row (two to a row). */
  half?: boolean;
  /** The label in the team's e-mail (Portuguese) when it is not the Portuguese `label`. */
  team?: string;
}

export interface FormDef {
  /** A posted hidden field naming the form's variant: required, or optional (the default form). */
  variant?: { value: string; required: boolean };
  fields: readonly FieldDef[];
}

/** The person's name, as the lead and privacy forms ask it (`name`, beside the next field). */
export const nameField = (label: string, texts: Pick<FieldDef, 'placeholder'> = {}) =>
  ({
    name: 'name',
    column: 'name',
    control: 'text',
    required: 'nameRequired',
    max: NAME_MAX,
    autoComplete: 'name',
    label,
    ...texts,
    half: true,
    team: 'Nome',
  }) as const satisfies FieldDef;

/** The person's e-mail, as the lead and privacy forms ask it (`email`, beside the next field). */
export const emailField = <I extends 'emailInvalid' | 'emailInvalidShort'>(
  label: string,
  invalid: I,
  texts: Pick<FieldDef, 'placeholder'> = {},
) =>
  ({
    name: 'email',
    column: 'email',
    control: 'email',
    required: 'emailRequired',
    invalid,
    max: EMAIL_MAX,
    autoComplete: 'email',
    label,
    ...texts,
    half: true,
    team: 'E-mail',
  }) as const satisfies FieldDef;

/** The parts of the contact phone, as posted (`contactPhone.ddd`) and their values before anything is typed. */
const PHONE_PARTS = { countryCode: DEFAULT_COUNTRY_CODE, country: DEFAULT_COUNTRY_ISO, ddd: '', phoneNumber: '' };

/** The fields in rows as a form lays them out: two `half` fields side by side, any other alone. */
export function rowsOf<F extends FieldDef>(fields: readonly F[]): F[][] {
  const rows: F[][] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const next = fields[i + 1];
    if (field.half && next?.half) {
      rows.push([field, next]);
      i++;
    } else rows.push([field]);
  }
  return rows;
}

/** Posted name → value of an untouched form (what the island starts from and returns to after a success). */
export function emptyValues(form: FormDef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.control === 'contact-phone') for (const [part, value] of Object.entries(PHONE_PARTS)) out[`${field.name}.${part}`] = value;
    else out[field.name] = '';
  }
  return out;
}

/** Every posted name of the form's fields (the values a post without JavaScript gets back). */
export const postedNames = (form: FormDef): string[] => Object.keys(emptyValues(form));

/** The columns a field fills, in the export's order; `team` marks those the team's e-mail shows, with their label. */
export type ColumnsOf<F extends FieldDef> = F extends { control: 'lead-phone' }
  ? F['column'] | 'phone_e164' | 'phone_valid'
  : F extends { control: 'contact-phone' }
    ? 'country_code' | 'country' | 'ddd' | 'phone_number' | 'phone_e164' | 'phone_valid'
    : F['column'];

/** The columns of a field, each with the label the team's e-mail gives it (none: not shown there). */
export function columnsOf<F extends FieldDef>(field: F, label: string): [ColumnsOf<F>, string | undefined][] {
  const own = field.team ?? label;
  type C = ColumnsOf<F>;
  if (field.control === 'lead-phone')
    return [
      [field.column as C, own],
      ['phone_e164' as C, `${own} (E.164)`],
      ['phone_valid' as C, undefined],
    ];
  if (field.control === 'contact-phone')
    return [
      ['country_code' as C, undefined],
      ['country' as C, 'País'],
      ['ddd' as C, undefined],
      ['phone_number' as C, undefined],
      ['phone_e164' as C, own],
      ['phone_valid' as C, undefined],
    ];
  return [[field.column as C, own]];
}

/** The field columns of a table its forms store, in the order they first appear (a table may hold several forms). */
export function tableColumns<F extends FieldDef>(...forms: { fields: readonly F[] }[]): ColumnsOf<F>[] {
  const out: ColumnsOf<F>[] = [];
  for (const form of forms)
    for (const field of form.fields) for (const [column] of columnsOf(field, '')) if (!out.includes(column)) out.push(column);
  return out;
}
