// A form's definition (field.ts) → its zod schema: the tracking fields every form posts, its
// variant, and each field's rule from its control, whether it is required, its limits and codes.
// Islands load this with the rules (a chunk of its own); the worker parses every post with it.
import * as z from 'zod/mini';
import { phoneValueSchema } from './contact-phone-schema';
import type { FieldDef, FormDef } from './field';
import { optionalText, requiredEmail, requiredText, trackingShape } from './fields';
import { INTERNATIONAL_PHONE, isValidLeadPhone, normalizeLeadPhone } from './phone';

function leadPhone(field: FieldDef) {
  const required = field.required ?? 'phoneRequired';
  const start = [z.overwrite(normalizeLeadPhone), z.minLength(1, { error: required, abort: true })] as const;
  if (field.invalid === 'phoneInternational')
    return z.string({ error: required }).check(...start, z.regex(INTERNATIONAL_PHONE, { error: field.invalid }));
  const invalid = field.invalid ?? 'phoneInvalid';
  return z
    .string({ error: required })
    .check(...start, z.maxLength(field.max, { error: invalid, abort: true }), z.refine(isValidLeadPhone, { error: invalid }));
}

/** One of the field's choices; optional: '' or absent is 'not chosen'. */
function choice(field: FieldDef) {
  const values: readonly string[] = field.choices ?? [];
  if (field.required) return z.string({ error: field.required }).check(z.refine((v) => values.includes(v), { error: field.required }));
  return z.optional(
    z.string({ error: 'choiceInvalid' }).check(z.refine((v) => v === '' || values.includes(v), { error: 'choiceInvalid' })),
  );
}

/** Text with a minimum length once filled (the strict pain). */
function textWithMin(field: FieldDef, min: NonNullable<FieldDef['min']>, required: NonNullable<FieldDef['required']>) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.minLength(min.length, { error: min.code, abort: true }),
      z.maxLength(field.max, { error: `tooLong:${field.max}` }),
    );
}

export function ruleOf(field: FieldDef): z.ZodMiniType {
  switch (field.control) {
    case 'lead-phone':
      return leadPhone(field);
    case 'contact-phone':
      return z.optional(phoneValueSchema());
    case 'select':
      return choice(field);
    case 'email':
      if (field.required) return requiredEmail(field.required, field.invalid ?? 'emailInvalid', field.max);
      break;
  }
  if (!field.required) return optionalText(field.max);
  return field.min ? textWithMin(field, field.min, field.required) : requiredText(field.required, field.max);
}

export function schemaOf(form: FormDef) {
  const variant = form.variant && (form.variant.required ? z.literal(form.variant.value) : z.optional(z.literal(form.variant.value)));
  return z.object({
    ...trackingShape(),
    ...(variant ? { variant } : {}),
    ...Object.fromEntries(form.fields.map((field) => [field.name, ruleOf(field)])),
  });
}
