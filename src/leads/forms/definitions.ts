// The forms the worker accepts: each one's definition (its fields: src/shared/form-rules/*-form.ts),
// table, schema, row and success text. A posted form is parsed by its schema alone, and the row
// builder fills the table's columns from the same definition; storing it (retried, parked when D1
// fails) is the submit pipeline's (src/leads/storage/keep.ts).
import type { SubmissionRow, Table } from '../storage/store';
import { CONTACT_FORM } from '../../shared/form-rules/contact-form';
import type { FormDef } from '../../shared/form-rules/field';
import type { TrackingInput } from '../../shared/form-rules/fields';
import { LEAD_FORMS, leadVariantOf, type LeadVariant } from '../../shared/form-rules/lead-form';
import { fieldErrorCodes } from '../../shared/form-rules/messages';
import { PRIVACY_REQUEST_FORM } from '../../shared/form-rules/privacy-request-form';
import { schemaOf } from '../../shared/form-rules/schema';
import { REQUEST_DEADLINE_DAYS } from '../../privacy/policy';
import { rowOf, type CommonColumns } from './rows';

/** The endpoint a form posts to: /api/leads, /api/contact or /api/privacy-requests. */
export type FormKind = 'lead' | 'contact' | 'privacy';

/** A form whose fields passed its schema: the hidden fields, and the row it stores. */
export interface ParsedForm {
  tracking: TrackingInput;
  row(common: CommonColumns): SubmissionRow;
}

export interface SubmissionForm {
  kind: FormKind;
  /** The form's name in the rate-limit key when it has no placement. */
  variant: LeadVariant | 'contact' | 'privacy';
  table: Table;
  /** Locale key of the JSON success message, and the values it interpolates. */
  successKey: string;
  successValues?: Record<string, string | number>;
  /** Element id of the form when the post names none (the no-JS answer's anchor). */
  defaultId: string;
  parse(data: Record<string, unknown>): { ok: true; form: ParsedForm } | { ok: false; codes: Record<string, string> };
}

function defineForm<T extends Table>(
  d: Omit<SubmissionForm, 'table' | 'parse'> & {
    table: T;
    form: FormDef;
    /** The table's columns that are neither common nor a field of the form. */
    own?: (common: CommonColumns) => Record<string, string | number | null>;
  },
): SubmissionForm {
  const { form, own, ...rest } = d;
  // Built on the form's first post: a new isolate's start-up builds no schema.
  let schema: ReturnType<typeof schemaOf> | undefined;
  const row = rowOf(d.table, form, own);
  return {
    ...rest,
    parse(data) {
      schema ??= schemaOf(form);
      const parsed = schema.safeParse(data);
      if (!parsed.success) return { ok: false, codes: fieldErrorCodes(parsed.error.issues) };
      const input = parsed.data as TrackingInput & Record<string, unknown>;
      return { ok: true, form: { tracking: input, row: (common) => row(input, common) as SubmissionRow } };
    },
  };
}

const lead = (variant: LeadVariant, successKey: string) =>
  defineForm({
    kind: 'lead',
    variant,
    table: 'leads',
    successKey,
    defaultId: 'lead-form',
    form: LEAD_FORMS[variant],
    own: () => ({ form: variant }),
  });

const SUBMISSION_FORMS: Record<LeadVariant, SubmissionForm> = {
  standard: lead('standard', 'forms:lead.successMessage'),
  strict: lead('strict', 'forms:lead.successMessage'),
  diagnostic: lead('diagnostic', 'forms:diagnostic.successMessage'),
};

const CONTACT = defineForm({
  kind: 'contact',
  variant: 'contact',
  table: 'contact_messages',
  successKey: 'forms:contact.success',
  defaultId: 'contact-form',
  form: CONTACT_FORM,
});

/** A data subject's request (LGPD art. 18), from the privacy page, with its legal deadline. */
const PRIVACY = defineForm({
  kind: 'privacy',
  variant: 'privacy',
  table: 'privacy_requests',
  successKey: 'legal:request.accepted',
  successValues: { days: REQUEST_DEADLINE_DAYS },
  defaultId: 'privacy-request',
  form: PRIVACY_REQUEST_FORM,
  own: (common) => ({ due_at: new Date(Date.parse(common.received_at) + REQUEST_DEADLINE_DAYS * 86_400_000).toISOString() }),
});

/** The form a post answers to: the contact or privacy form, or the lead form its `variant` (or placement) names. */
export function formFor(kind: FormKind, data: Record<string, unknown>): SubmissionForm {
  if (kind === 'contact') return CONTACT;
  if (kind === 'privacy') return PRIVACY;
  return SUBMISSION_FORMS[leadVariantOf(data)];
}
