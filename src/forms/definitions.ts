// The forms the worker accepts, each with its own schema, table, row and success text. A posted
// form is parsed by its schema alone, so each row builder gets exactly that form's typed fields.
import type { Insertable, Table } from '../leads/store';
import { ContactSchema } from '../shared/forms/contact-schema';
import type { TrackingInput } from '../shared/forms/fields';
import { DiagnosticRequestSchema, LeadSchema, StrictLeadSchema, leadVariantOf, type LeadVariant } from '../shared/forms/lead-schema';
import { fieldErrorCodes } from '../shared/forms/messages';
import { PrivacyRequestSchema } from '../shared/forms/privacy-request-schema';
import { REQUEST_DEADLINE_DAYS } from '../privacy/policy';
import { leadRow, messageRow, privacyRequestRow, type CommonColumns, type LeadFields } from './rows';

/** The endpoint a form posts to: /api/leads, /api/contact or /api/privacy-requests. */
export type FormKind = 'lead' | 'contact' | 'privacy';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
/** What a zod (mini) schema's safeParse gives. */
interface Schema<I> {
  safeParse(data: unknown): { success: true; data: I } | { success: false; error: { issues: readonly Issue[] } };
}

/** A row as its table stores it, every insertable column named. */
export type StoredRow = Record<string, string | number | null> & { idempotency_key: string; received_at: string; email: string };

/** A form whose fields passed its schema: the hidden fields, and the row it stores. */
export interface ParsedForm {
  tracking: TrackingInput;
  row(common: CommonColumns): StoredRow;
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

function defineForm<I extends TrackingInput, T extends Table>(d: {
  kind: FormKind;
  variant: LeadVariant | 'contact' | 'privacy';
  table: T;
  successKey: string;
  successValues?: Record<string, string | number>;
  defaultId: string;
  schema: Schema<I>;
  row: (input: I, common: CommonColumns) => Record<Insertable<T>, string | number | null>;
}): SubmissionForm {
  const { schema, row, ...rest } = d;
  return {
    ...rest,
    parse(data) {
      const parsed = schema.safeParse(data);
      if (!parsed.success) return { ok: false, codes: fieldErrorCodes(parsed.error.issues) };
      const input = parsed.data;
      return { ok: true, form: { tracking: input, row: (common) => row(input, common) as StoredRow } };
    },
  };
}

const lead = <I extends TrackingInput & LeadFields>(variant: LeadVariant, schema: Schema<I>, successKey: string) =>
  defineForm({ kind: 'lead', variant, table: 'leads', successKey, defaultId: 'lead-form', schema, row: leadRow(variant) });

const LEAD_FORMS: Record<LeadVariant, SubmissionForm> = {
  standard: lead('standard', LeadSchema, 'forms:lead.successMessage'),
  strict: lead('strict', StrictLeadSchema, 'forms:lead.successMessage'),
  diagnostic: lead('diagnostic', DiagnosticRequestSchema, 'forms:diagnostic.successMessage'),
};

const CONTACT_FORM = defineForm({
  kind: 'contact',
  variant: 'contact',
  table: 'contact_messages',
  successKey: 'forms:contact.success',
  defaultId: 'contact-form',
  schema: ContactSchema,
  row: messageRow,
});

/** A data subject's request (LGPD art. 18), from the privacy page. */
const PRIVACY_FORM = defineForm({
  kind: 'privacy',
  variant: 'privacy',
  table: 'privacy_requests',
  successKey: 'legal:request.accepted',
  successValues: { days: REQUEST_DEADLINE_DAYS },
  defaultId: 'privacy-request',
  schema: PrivacyRequestSchema,
  row: privacyRequestRow,
});

/** The form a post answers to: the contact or privacy form, or the lead form its `variant` (or placement) names. */
export function formFor(kind: FormKind, data: Record<string, unknown>): SubmissionForm {
  if (kind === 'contact') return CONTACT_FORM;
  if (kind === 'privacy') return PRIVACY_FORM;
  return LEAD_FORMS[leadVariantOf(data)];
}
