// The contact form's definition (field.ts): name, e-mail, the optional phone with its country,
// subject and message. Stored into `contact_messages`.
import type { FormDef } from './field';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_DIGITS_MAX, SUBJECT_MAX } from './limits';

export const CONTACT_FORM = {
  fields: [
    {
      name: 'contactName',
      column: 'name',
      control: 'text',
      required: 'contactNameRequired',
      max: NAME_MAX,
      autoComplete: 'name',
      label: 'forms:contact.name',
      placeholder: 'forms:contact.namePlaceholder',
      half: true,
    },
    {
      name: 'contactEmail',
      column: 'email',
      control: 'email',
      required: 'contactEmailRequired',
      invalid: 'contactEmailInvalid',
      max: EMAIL_MAX,
      autoComplete: 'email',
      label: 'forms:contact.email',
      placeholder: 'forms:contact.emailPlaceholder',
      half: true,
    },
    { name: 'contactPhone', column: 'phone_number', control: 'contact-phone', max: PHONE_DIGITS_MAX, label: 'forms:contact.phone' },
    {
      name: 'contactSubject',
      column: 'subject',
      control: 'text',
      required: 'contactSubjectRequired',
      max: SUBJECT_MAX,
      label: 'forms:contact.subject',
      placeholder: 'forms:contact.subjectPlaceholder',
    },
    {
      name: 'contactMessage',
      column: 'message',
      control: 'textarea',
      required: 'contactMessageRequired',
      max: MESSAGE_MAX,
      rows: 6,
      label: 'forms:contact.message',
      placeholder: 'forms:contact.messagePlaceholder',
    },
  ],
} as const satisfies FormDef;
