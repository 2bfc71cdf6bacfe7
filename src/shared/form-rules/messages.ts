// Schemas carry message keys, never texts: one schema speaks three languages. A key is looked
// up in `forms:errors.<key>` (the worker builds the map with t(), islands receive it as props).
// Codes may carry one parameter after a colon: 'tooLong:100' → errors.tooLong with {{max}}.

export const MESSAGE_KEYS = [
  'nameRequired',
  'companyRequired',
  'phoneRequired',
  'phoneInvalid',
  'phoneInternational',
  'emailRequired',
  'emailInvalid',
  'emailInvalidShort',
  'painRequired',
  'painRequiredStrict',
  'painTooShort',
  'tooLong',
  'choiceInvalid',
  'contactNameRequired',
  'contactEmailRequired',
  'contactEmailInvalid',
  'contactSubjectRequired',
  'contactMessageRequired',
  'contactPhoneInvalid',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
export type Messages = Record<MessageKey, string>;

export function isMessageKey(value: string): value is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The text of a code such as 'phoneInvalid' or 'tooLong:100'; unknown codes yield undefined. */
export function formatMessage(messages: Messages, code: string): string | undefined {
  const [key = '', param] = code.split(':', 2);
  if (!isMessageKey(key)) return undefined;
  return messages[key].replace(/\{\{\s*max\s*\}\}/g, param ?? '');
}

/** Issues → the first message code per top-level field (contactPhone.ddd counts as contactPhone). */
export function fieldErrorCodes(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_form');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export function formatErrors(messages: Messages, codes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) {
    const text = formatMessage(messages, code);
    if (text) out[field] = text;
  }
  return out;
}
