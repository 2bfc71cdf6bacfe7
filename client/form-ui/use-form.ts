// State machine of the enhanced forms: idle → submitting (button disabled, spinner,
// 'Enviando...') → success (panel for a while, then cleared) or failure (alert). The payload is
// built from the form's own fields (hidden ones included) exactly as a post without JavaScript
// would send them, validated with the same schema the worker uses, then POSTed as JSON.
//
// The schema (zod/mini, ~9 KB gzip with the shared rules) is loaded on the first focus in the
// form, not with the page: React alone takes ~70 KB of the 80 KB page budget, and most visitors
// never touch the form. Should that chunk fail to load, the worker still validates (422).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formFieldsToObject } from '../../src/shared/form-rules/form-data';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import { fieldErrorCodes, formatErrors } from '../../src/shared/form-rules/messages';
import { send, solveChallenge } from './send';

export type Status = 'idle' | 'submitting' | 'success' | 'error';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Schema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** What a form island adds to the props every form island gets (action, messages, and the values, errors, success and idempotency key it was rendered with). */
export interface FormOptions {
  /** Loads the shared schema (a dynamic import, so it is a chunk of its own). */
  schema: () => Promise<Schema>;
  /** Field name (as posted: `contactPhone.ddd`) → value. */
  emptyValues: Record<string, string>;
  /** Success shows no sooner than this after submitting (the strict variant: 1 s). Default 0. */
  minSubmitMs?: number;
  /** How long the success state lasts before the form is idle again; null: cleared at once, the alert stays. */
  successMs: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const topField = (name: string) => name.split('.')[0]!;

declare global {
  interface Window {
    turnstile?: { reset(container?: string | HTMLElement): void };
  }
}

/** Turnstile tokens are single-use: a new one after every answer from the server. */
function resetTurnstile(form: HTMLFormElement | null) {
  const widget = form?.querySelector<HTMLElement>('.cf-turnstile');
  if (!widget || !window.turnstile) return;
  try {
    window.turnstile.reset(widget);
  } catch {
    // widget not rendered yet: nothing to reset
  }
}

function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>) {
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
    if (el.type === 'hidden' || !(topField(el.name) in errors)) continue;
    el.focus();
    return;
  }
}

export function useForm(props: FormIslandBase, o: FormOptions) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...o.emptyValues, ...props.values }));
  const [errors, setErrors] = useState<Record<string, string>>(props.errors);
  const [status, setStatus] = useState<Status>(props.success ? 'success' : 'idle');
  /**
   * The server's reason when it gave one (429, anti-spam), shown under the failure text; or, for a
   * submission nothing could keep (503, `reason: 'unsent'`), the message that replaces that text:
   * nothing was sent, try again (the values and the idempotency key stay for the retry).
   */
  const [detail, setDetail] = useState('');
  /** Said in the form's polite status region while the form works on the site's challenge. */
  const [notice, setNotice] = useState('');
  const [unsent, setUnsent] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(props.idempotencyKey);
  /** Without JavaScript nothing may be disabled; after hydration the island takes over. */
  const [hydrated, setHydrated] = useState(false);
  /** The success came from this page's own fetch (panel replaces the fields), not from a no-JS post. */
  const [fresh, setFresh] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    setValues(o.emptyValues);
    setErrors({});
    setIdempotencyKey(crypto.randomUUID());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration: it takes over what was typed before it, then never again.
  useEffect(() => {
    setHydrated(true);
    // The island hydrates when it nears the viewport or is first touched (client/loader/main.ts): text
    // typed into the server-rendered fields before that is in the DOM, not in state. Take it over,
    // so the next render does not show stale state and inline checks see what is there.
    if (formRef.current) {
      const typed: Record<string, string> = {};
      for (const [name, value] of new FormData(formRef.current).entries()) {
        if (typeof value === 'string' && name in values && value !== values[name]) typed[name] = value;
      }
      if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    }
    if (props.success && o.successMs !== null) timer.current = setTimeout(() => setStatus('idle'), o.successMs);
    return () => clearTimeout(timer.current);
    // Mount only: the flash success of a post without JavaScript ends like any other.
  }, []);

  const schemaRef = useRef<Promise<Schema | null> | null>(null);
  /** Starts loading the schema once; null when it could not load (the worker validates then). */
  const loadSchema = () => (schemaRef.current ??= o.schema().catch(() => null));
  const data = () => (formRef.current ? formFieldsToObject(new FormData(formRef.current).entries()) : {});
  /** Error codes of `payload`, or of what the form holds once the schema is there. */
  const codesOf = async (payload?: unknown) => {
    const schema = await loadSchema();
    const result = schema?.safeParse(payload ?? data());
    return !result || result.success ? {} : fieldErrorCodes(result.error.issues);
  };

  /** A field's error clears as soon as that field is edited. */
  const setField = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    const top = topField(name);
    setErrors((e) => {
      if (!(top in e)) return e;
      const { [top]: _, ...rest } = e;
      return rest;
    });
    if (status === 'error' || (status === 'success' && !fresh)) setStatus('idle');
  };

  /**
   * Inline check when leaving a filled field (`next`: the blur's relatedTarget, where focus goes);
   * empty required fields are reported on submit. Moving between the parts of one field (the
   * phone's area code and number) is not leaving it. The form is read once the schema is there,
   * not at the blur: under load the schema can arrive after the next field was typed, and a check
   * of what the form held at the blur would then show a stale error (and block the submit).
   */
  const validateField = async (name: string, next?: EventTarget | null) => {
    const top = topField(name);
    if (next instanceof HTMLElement && topField(next.getAttribute('name') ?? '') === top) return;
    const filled = Object.entries(values).some(([k, v]) => topField(k) === top && v.trim() !== '');
    if (!filled) return;
    const text = formatErrors(props.messages, await codesOf())[top];
    if (text) setErrors((e) => ({ ...e, [top]: text }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const payload = data();
    const found = formatErrors(props.messages, await codesOf(payload));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    clearTimeout(timer.current);
    setStatus('submitting');
    setDetail('');
    setUnsent(false);
    const started = Date.now();
    try {
      let { res, body } = await send(props.action, payload);
      if (res.status === 403 && body.reason === 'challenge' && body.challenge) {
        // The site is flooded and asks for its proof of work: solved here, then sent again.
        setNotice(body.error ?? '');
        const solved = await solveChallenge(form, body.challenge, props.lang);
        setNotice('');
        if (solved) ({ res, body } = await send(props.action, { ...payload, altcha: solved }));
        else body = {};
      }
      resetTurnstile(form);
      if (res.ok && body.ok) {
        const wait = (o.minSubmitMs ?? 0) - (Date.now() - started);
        if (wait > 0) await sleep(wait);
        setFresh(true);
        setStatus('success');
        if (o.successMs === null) clear();
        else
          timer.current = setTimeout(() => {
            clear();
            setFresh(false);
            setStatus('idle');
          }, o.successMs);
        return;
      }
      if (res.status === 422 && body.errors && Object.keys(body.errors).length > 0) {
        setErrors(body.errors);
        setStatus('idle');
        focusFirstInvalid(form, body.errors);
        return;
      }
      setDetail(body.error ?? '');
      setUnsent(body.reason === 'unsent' && !!body.error);
      setStatus('error');
    } catch {
      resetTurnstile(form);
      setNotice('');
      setStatus('error');
    }
  };

  /** For the form's onFocus: the schema is there by the time anything needs checking. */
  const prefetch = () => void loadSchema();

  return {
    values,
    errors,
    status,
    detail,
    notice,
    unsent,
    hydrated,
    fresh,
    idempotencyKey,
    formRef,
    setField,
    validateField,
    onSubmit,
    prefetch,
  };
}

export type FormApi = ReturnType<typeof useForm>;
