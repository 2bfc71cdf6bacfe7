import type { Messages } from './messages';

/** A field's texts in the page's language, from the locale keys of its definition (field.ts). */
export interface FieldText {
  /** With '(optional)' after it when the field is optional. */
  label: string;
  placeholder?: string;
  hint?: string;
  /** A choice's options, in the definition's order. */
  options?: { value: string; label: string }[];
}

/** What every form island receives from its server component (plain JSON). */
export interface FormIslandBase {
  formId: string;
  action: string;
  lang: string;
  /** Hidden fields rendered as they are: utm_*, identificador, variant, lang, page, form_id. */
  hidden: Record<string, string>;
  /** Fresh per page view (server), renewed in the browser after each success. */
  idempotencyKey: string;
  messages: Messages;
  /** Posted name → the texts of each field of the form's definition. */
  fields: Record<string, FieldText>;
  /** From a post without JavaScript (flash cookie): values typed, field errors, or success. */
  values: Record<string, string>;
  errors: Record<string, string>;
  success: boolean;
  /**
   * After a post without JavaScript that nothing could keep: the message that nothing was sent
   * (the values are back in `values`). The server shows it above the form (form-island.tsx).
   */
  unsent?: string;
  /** Set only when Turnstile is configured (site and secret keys). */
  turnstileSiteKey?: string;
  /**
   * What the form says about the data at collection (LGPD): a short notice linking the privacy
   * page, and the optional, unticked marketing checkbox, separate from the request itself.
   */
  privacy: {
    notice: string;
    link: string;
    href: string;
    marketing: string;
  };
  common: {
    submitting: string;
    required: string;
    honeypot: string;
    counter: string;
    turnstile: string;
    /** The parts every success panel shares after its title: when the team answers, what to check. */
    successReply: string;
    successCheck: string;
  };
}
