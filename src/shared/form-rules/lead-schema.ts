// The lead forms' rules, built from their definitions (lead-form.ts): one schema per form.
import { DIAGNOSTIC_FORM, LEAD_FORM, STRICT_LEAD_FORM } from './lead-form';
import { schemaOf } from './schema';

/** Home and landing form. */
export const LeadSchema = schemaOf(LEAD_FORM);
/** The diagnostic-section variant. */
export const StrictLeadSchema = schemaOf(STRICT_LEAD_FORM);
/** The /diagnosticlean form. */
export const DiagnosticRequestSchema = schemaOf(DIAGNOSTIC_FORM);
