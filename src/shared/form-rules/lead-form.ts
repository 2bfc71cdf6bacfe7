// The lead forms' definitions (field.ts): the home and landing form, its stricter variant in the
// home page's diagnostic section, and the /diagnosticlean request. All three store into `leads`.
import { emailField, type FieldDef, type FormDef, nameField } from './field';
import { COMPANY_MAX, MAIN_PAIN_MAX, PAIN_MAX, PAIN_MIN_STRICT, PHONE_INPUT_MAX, POSITION_MAX } from './limits';
import { postedPlacement } from './post-fields';

/** Where a lead form sits: the value of its `placement` field. */
export const PLACEMENTS = ['home-page', 'diagnostico-lean-digital-gratuito', 'diagnostico-lean-page'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** /diagnosticlean choices; labels live in forms:diagnostic.employeesOptions / segmentOptions. */
export const EMPLOYEE_RANGES = ['1-49', '50-99', '100-249', '250-499', '500-999', '1000+'] as const;
export const SEGMENTS = [
  'metal-mechanical',
  'automotive',
  'food-beverage',
  'chemical-plastics',
  'electronics',
  'textile',
  'logistics',
  'other',
] as const;

export type LeadVariant = 'standard' | 'strict' | 'diagnostic';

const company = (label: string, placeholder?: string) =>
  ({
    name: 'company',
    column: 'company',
    control: 'text',
    required: 'companyRequired',
    max: COMPANY_MAX,
    autoComplete: 'organization',
    label,
    placeholder,
    half: true,
  }) as const satisfies FieldDef;
const phone = (label: string, hint: string, invalid: 'phoneInvalid' | 'phoneInternational') =>
  ({
    name: 'phone',
    column: 'phone',
    control: 'lead-phone',
    required: 'phoneRequired',
    invalid,
    max: PHONE_INPUT_MAX,
    autoComplete: 'tel',
    label,
    placeholder: 'forms:lead.phonePlaceholder',
    hint,
    half: true,
  }) as const satisfies FieldDef;
const pain = (rule: Pick<FieldDef, 'required' | 'min' | 'max' | 'label' | 'placeholder'>) =>
  ({ name: 'pain', column: 'pain', control: 'textarea', rows: 4, team: 'Desafio / dor principal', ...rule }) as const satisfies FieldDef;

/** The home and landing form's fields, and its strict variant's: what differs is how the phone, e-mail and pain are checked. */
const leadFields = <P extends Pick<FieldDef, 'required' | 'min'>>(
  phoneHint: string,
  phoneInvalid: 'phoneInvalid' | 'phoneInternational',
  emailInvalid: 'emailInvalid' | 'emailInvalidShort',
  painRule: P,
) =>
  [
    nameField('forms:lead.name', { placeholder: 'forms:lead.namePlaceholder' }),
    company('forms:lead.company', 'forms:lead.companyPlaceholder'),
    phone('forms:lead.phone', phoneHint, phoneInvalid),
    emailField('forms:lead.email', emailInvalid, { placeholder: 'forms:lead.emailPlaceholder' }),
    pain({ ...painRule, max: PAIN_MAX, label: 'forms:lead.pain', placeholder: 'forms:lead.painPlaceholder' }),
  ] as const;

/** The home and landing form. */
export const LEAD_FORM = {
  variant: { value: 'standard', required: false },
  fields: leadFields('forms:lead.phoneHint', 'phoneInvalid', 'emailInvalid', { required: 'painRequired' }),
} as const satisfies FormDef;

/** The home page's diagnostic section: an international phone, a pain of at least 10 characters. */
export const STRICT_LEAD_FORM = {
  variant: { value: 'strict', required: true },
  fields: leadFields('forms:strict.phoneHint', 'phoneInternational', 'emailInvalidShort', {
    required: 'painRequiredStrict',
    min: { length: PAIN_MIN_STRICT, code: 'painTooShort' },
  }),
} as const satisfies FormDef;

/** The /diagnosticlean request: full name*, company*, position, phone*, e-mail*, employees, segment, challenges. */
export const DIAGNOSTIC_FORM = {
  variant: { value: 'diagnostic', required: false },
  fields: [
    nameField('forms:diagnostic.name'),
    company('forms:diagnostic.company'),
    {
      name: 'position',
      column: 'position',
      control: 'text',
      max: POSITION_MAX,
      autoComplete: 'organization-title',
      label: 'forms:diagnostic.position',
      placeholder: 'forms:diagnostic.positionPlaceholder',
      half: true,
    },
    // Its own hint and placeholder (the same words as the lead form's), so an editor's change
    // stays in this form.
    phone('forms:diagnostic.phone', 'forms:diagnostic.phoneHint', 'phoneInvalid'),
    emailField('forms:diagnostic.email', 'emailInvalid', { placeholder: 'forms:diagnostic.emailPlaceholder' }),
    {
      name: 'employees',
      column: 'employees',
      control: 'select',
      max: 16,
      choices: EMPLOYEE_RANGES,
      label: 'forms:diagnostic.employees',
      placeholder: 'forms:diagnostic.choose',
      options: 'forms:diagnostic.employeesOptions',
      half: true,
      team: 'Funcionários',
    },
    {
      name: 'segment',
      column: 'segment',
      control: 'select',
      max: 32,
      choices: SEGMENTS,
      label: 'forms:diagnostic.segment',
      placeholder: 'forms:diagnostic.choose',
      options: 'forms:diagnostic.segmentOptions',
      team: 'Segmento',
    },
    pain({ max: MAIN_PAIN_MAX, label: 'forms:diagnostic.pain', placeholder: 'forms:diagnostic.painPlaceholder' }),
  ],
} as const satisfies FormDef;

export const LEAD_FORMS = { standard: LEAD_FORM, strict: STRICT_LEAD_FORM, diagnostic: DIAGNOSTIC_FORM } as const;

/** Which lead form a post answers to: its `variant`, else the /diagnosticlean placement. */
export function leadVariantOf(data: Record<string, unknown>): LeadVariant {
  if (data.variant === 'strict') return 'strict';
  if (data.variant === 'diagnostic') return 'diagnostic';
  const placement = postedPlacement((field) => data[field]);
  return placement === 'diagnostico-lean-page' ? 'diagnostic' : 'standard';
}
