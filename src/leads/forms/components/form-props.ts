// What the three form components share: the props every form island gets from the request
// (hidden tracking fields, translated messages, the answer to a post without JavaScript); the
// idempotency key, a per-view value, FormIsland adds (form-island.tsx).
import { LANG_TAG } from '../../../shared/languages';
import { NOTICE_VERSION } from '../../../privacy/policy';
import { takeFlash, unsentText } from '../flash';
import { messagesFor } from '../messages';
import { turnstileKeys } from '../turnstile';
import { formatErrors } from '../../../shared/form-rules/messages';
import { UTM_MAX } from '../../../shared/form-rules/limits';
import { UTM_FIELDS } from '../../../shared/form-rules/post-fields';
import { type FormDef, postedNames } from '../../../shared/form-rules/field';
import type { FieldText, FormIslandBase } from '../../../shared/form-rules/island-props';
import type { usePage } from '../../../components/use-page';
import type { FormProps } from './form-island';

type Page = ReturnType<typeof usePage>;

/** The texts of a form's fields: label (marked optional where it is), placeholder, hint, a choice's options. */
export function fieldTexts(form: FormDef, t: Page['t']): Record<string, FieldText> {
  const out: Record<string, FieldText> = {};
  for (const field of form.fields) {
    const label = t(field.label);
    const options = field.options ? field.choices?.map((value) => ({ value, label: t(`${field.options}.${value}`) })) : undefined;
    out[field.name] = {
      label: field.required ? label : `${label} (${t('forms:common.optional')})`,
      ...(field.placeholder ? { placeholder: t(field.placeholder) } : {}),
      ...(field.hint ? { hint: t(field.hint) } : {}),
      ...(options ? { options } : {}),
    };
  }
  return out;
}

/**
 * `utm: false`: the campaign tags of the URL stay out (a request about one's own data is no
 * campaign's conversion). `successText`: the locale key of the form's own success line (one the
 * site settings may give it: src/content/pages/specs-site.ts), else the one the forms share.
 */
export interface BaseFormOptions {
  utm?: boolean;
  successText?: string;
}

export function baseFormProps(
  page: Page,
  formId: string,
  action: string,
  form: FormDef,
  hidden: Record<string, string>,
  { utm: tracked = true, successText = 'forms:common.successReply' }: BaseFormOptions = {},
): FormProps<FormIslandBase> {
  const fields = postedNames(form);
  const { t, lang, env, href, company, request } = page;
  const { flash, clear } = takeFlash(request.header('cookie'), formId, request.url);
  if (clear) page.appendHeader('Set-Cookie', clear);
  const messages = messagesFor(t);
  const utm: Record<string, string> = {};
  // From the page URL, server-side, so the tracking works without JavaScript too.
  for (const key of tracked ? UTM_FIELDS : []) {
    const value = request.query(key)?.trim().slice(0, UTM_MAX);
    if (value) utm[key] = value;
  }
  const values: Record<string, string> = {};
  // The marketing checkbox comes back ticked after a failed post without JavaScript, as it was sent.
  for (const [k, v] of Object.entries(flash?.v ?? {})) if (fields.includes(k) || k === 'marketing_consent') values[k] = v;
  return {
    formId,
    action,
    lang: LANG_TAG[lang],
    // notice_version: the privacy notice this form links, recorded with the submission.
    hidden: { ...hidden, ...utm, lang, page: request.path, form_id: formId, notice_version: NOTICE_VERSION },
    messages,
    fields: fieldTexts(form, t),
    values,
    errors: flash?.s === 'err' && flash.e ? formatErrors(messages, flash.e) : {},
    success: flash?.s === 'ok',
    ...(flash?.s === 'unsent' ? { unsent: unsentText(t, flash) ?? '' } : {}),
    turnstileSiteKey: turnstileKeys(env)?.siteKey,
    privacy: {
      notice: t('legal:collection.notice'),
      link: t('legal:collection.link'),
      href: href('/privacy'),
      marketing: t('legal:collection.marketing', { site: company.name }),
    },
    common: {
      submitting: t('forms:common.submitting'),
      required: t('forms:common.required'),
      honeypot: t('forms:common.honeypot'),
      counter: t('forms:common.counter'),
      turnstile: t('forms:turnstile.label'),
      successReply: t(successText),
      successCheck: t('forms:common.successCheck'),
    },
  };
}
