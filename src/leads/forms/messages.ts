import type { TFunction } from 'i18next';
import type { Messages } from '../../shared/form-rules/messages';

/**
 * Texts of every schema message code in one language: what the worker answers and what the
 * islands receive as props. The contact form's 'required' messages come from the shared template
 * with the field label.
 */
export function messagesFor(t: TFunction): Messages {
  const e = (key: string) => t(`forms:errors.${key}`);
  const required = (label: string) => t('forms:errors.required', { field: t(`forms:contact.${label}`) });
  return {
    nameRequired: e('nameRequired'),
    companyRequired: e('companyRequired'),
    phoneRequired: e('phoneRequired'),
    phoneInvalid: e('phoneInvalid'),
    phoneInternational: e('phoneInternational'),
    emailRequired: e('emailRequired'),
    emailInvalid: e('emailInvalid'),
    emailInvalidShort: e('emailInvalidShort'),
    painRequired: e('painRequired'),
    painRequiredStrict: e('painRequiredStrict'),
    painTooShort: e('painTooShort'),
    // Kept as a template: formatMessage fills {{max}} per field.
    tooLong: t('forms:errors.tooLong', { max: '{{max}}' }),
    choiceInvalid: e('choiceInvalid'),
    contactNameRequired: required('name'),
    contactEmailRequired: required('email'),
    contactEmailInvalid: e('contactEmailInvalid'),
    contactSubjectRequired: required('subject'),
    contactMessageRequired: required('message'),
    contactPhoneInvalid: e('contactPhoneInvalid'),
  };
}
