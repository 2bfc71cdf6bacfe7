// The data-subject request form's rules, built from its definition (privacy-request-form.ts).
import { PRIVACY_REQUEST_FORM } from './privacy-request-form';
import { schemaOf } from './schema';

export const PrivacyRequestSchema = schemaOf(PRIVACY_REQUEST_FORM);
