// The data-subject request form on the privacy page (LGPD art. 18), defined as field.ts says:
// who asks, and for what. Stored into `privacy_requests`.
import { emailField, type FormDef, nameField } from './field';

/** The rights the form offers; labels in legal:request.types. */
export const PRIVACY_REQUEST_TYPES = ['access', 'correction', 'deletion', 'revocation', 'sharing'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_DETAILS_MAX = 2000;

export const PRIVACY_REQUEST_FORM = {
  fields: [
    nameField('legal:request.name'),
    emailField('legal:request.email', 'emailInvalid'),
    {
      name: 'request_type',
      column: 'request_type',
      control: 'select',
      required: 'choiceInvalid',
      max: 16,
      choices: PRIVACY_REQUEST_TYPES,
      label: 'legal:request.type',
      placeholder: 'legal:request.typePlaceholder',
      options: 'legal:request.types',
      team: 'Direito pedido',
    },
    {
      name: 'details',
      column: 'details',
      control: 'textarea',
      max: PRIVACY_DETAILS_MAX,
      rows: 4,
      label: 'legal:request.details',
      hint: 'legal:request.detailsHint',
      team: 'Detalhes',
    },
  ],
} as const satisfies FormDef;
