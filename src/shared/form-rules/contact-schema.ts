// The contact form's rules, built from its definition (contact-form.ts).
import { CONTACT_FORM } from './contact-form';
import { schemaOf } from './schema';

export const ContactSchema = schemaOf(CONTACT_FORM);
