// The diagnostic request (lead) and its validation rules: the home and landing form, the
// stricter diagnostic-section variant and the /diagnosticlean form. One schema per form.
import * as z from 'zod/mini';
import { TRACKING_SHAPE, optionalText, requiredEmail, requiredText } from './fields';
import { COMPANY_MAX, EMAIL_MAX, MAIN_PAIN_MAX, NAME_MAX, PAIN_MAX, PAIN_MIN_STRICT, PHONE_INPUT_MAX, POSITION_MAX } from './limits';
import { INTERNATIONAL_PHONE, isValidLeadPhone, normalizeLeadPhone } from './phone';

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

const leadPhone = z
  .string({ error: 'phoneRequired' })
  .check(
    z.overwrite(normalizeLeadPhone),
    z.minLength(1, { error: 'phoneRequired', abort: true }),
    z.maxLength(PHONE_INPUT_MAX, { error: 'phoneInvalid', abort: true }),
    z.refine(isValidLeadPhone, { error: 'phoneInvalid' }),
  );

/** One of `values`, or '' / absent for 'not chosen'. */
const choice = (values: readonly string[]) =>
  z.optional(z.string({ error: 'choiceInvalid' }).check(z.refine((v) => v === '' || values.includes(v), { error: 'choiceInvalid' })));

/** Home and landing form. */
export const LeadSchema = z.object({
  ...TRACKING_SHAPE,
  variant: z.optional(z.literal('standard')),
  name: requiredText('nameRequired', NAME_MAX),
  company: requiredText('companyRequired', COMPANY_MAX),
  phone: leadPhone,
  email: requiredEmail('emailRequired', 'emailInvalid', EMAIL_MAX),
  pain: requiredText('painRequired', PAIN_MAX),
});

/** The diagnostic-section variant. */
export const StrictLeadSchema = z.object({
  ...TRACKING_SHAPE,
  variant: z.literal('strict'),
  name: requiredText('nameRequired', NAME_MAX),
  company: requiredText('companyRequired', COMPANY_MAX),
  phone: z
    .string({ error: 'phoneRequired' })
    .check(
      z.overwrite(normalizeLeadPhone),
      z.minLength(1, { error: 'phoneRequired', abort: true }),
      z.regex(INTERNATIONAL_PHONE, { error: 'phoneInternational' }),
    ),
  email: requiredEmail('emailRequired', 'emailInvalidShort', EMAIL_MAX),
  pain: z
    .string({ error: 'painRequiredStrict' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'painRequiredStrict', abort: true }),
      z.minLength(PAIN_MIN_STRICT, { error: 'painTooShort', abort: true }),
      z.maxLength(PAIN_MAX, { error: `tooLong:${PAIN_MAX}` }),
    ),
});

/** The /diagnosticlean form: full name*, company*, position, phone*, e-mail*, employees, segment, challenges. */
export const DiagnosticRequestSchema = z.object({
  ...TRACKING_SHAPE,
  variant: z.optional(z.literal('diagnostic')),
  name: requiredText('nameRequired', NAME_MAX),
  company: requiredText('companyRequired', COMPANY_MAX),
  position: optionalText(POSITION_MAX),
  phone: leadPhone,
  email: requiredEmail('emailRequired', 'emailInvalid', EMAIL_MAX),
  employees: choice(EMPLOYEE_RANGES),
  segment: choice(SEGMENTS),
  pain: optionalText(MAIN_PAIN_MAX),
});

export type LeadVariant = 'standard' | 'strict' | 'diagnostic';

/** Which schema a posted lead answers to: its `variant`, else the /diagnosticlean placement. */
export function leadVariantOf(data: Record<string, unknown>): LeadVariant {
  if (data.variant === 'strict') return 'strict';
  if (data.variant === 'diagnostic') return 'diagnostic';
  const placement = data.identificador ?? data.traffic_source;
  return placement === 'diagnostico-lean-page' ? 'diagnostic' : 'standard';
}
