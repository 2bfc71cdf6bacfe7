// What the forms do in the browser, as a plain script over the server's form: idle → submitting
// (button disabled, spinner, 'Enviando...') → success (panel for a while, then cleared) or
// failure (alert). The payload is built from the form's own fields (hidden ones included) exactly
// as a post without JavaScript would send them, validated with the same schema the worker uses,
// then POSTed as JSON. What the visitor typed lives in the controls: there is no copy of it to
// keep in step, and text typed before the script ran is simply there.
//
// The schema (zod/mini, ~9 KB gzip with the shared rules) is loaded on the first focus in the
// form, not with the page: most visitors never touch the form. Should that chunk fail to load,
// the worker still validates (422).
import { formFieldsToObject } from '../../src/shared/forms/form-data';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { fieldErrorCodes, formatErrors } from '../../src/shared/forms/messages';
import { dom } from '../dom/jsx-runtime';
import { counterClass, counterText, errorId, FieldError, topField } from './fields';
import { successTexts } from './form-frame';
import { FailureAlert, Submitting, SuccessPanel } from './status';

type Status = 'idle' | 'submitting' | 'success' | 'error';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Schema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export interface FormOptions {
  /** Loads the shared schema (a dynamic import, so it is a chunk of its own). */
  schema: () => Promise<Schema>;
  /** The fields the visitor fills, as posted (`contactPhone.ddd`), and what each holds when cleared. */
  emptyValues: Record<string, string>;
  labels: { successTitle: string; error: string };
  /** The success panel takes the fields' place (they are hidden while it shows); else an alert above them. */
  panel: boolean;
  /** Success shows no sooner than this after submitting (the strict variant: 1 s). Default 0. */
  minSubmitMs?: number;
  /** How long the success state lasts before the form is idle again; null: cleared at once, the alert stays. */
  successMs: number | null;
  /** Submit is disabled while any error shows (the contact form). */
  blockOnErrors?: boolean;
  /** Field name → how its value is tidied as typed (digits only, a prefix). */
  transforms?: Record<string, (value: string) => string>;
}

/** What a form's own pieces (the phone) are given: tell the form a field changed. */
export interface FormHandle {
  form: HTMLFormElement;
  edited: (name: string) => void;
  /** Runs after the form is cleared (a piece that shows more than its inputs re-syncs). */
  onClear: (fn: () => void) => void;
  /** More tidying as typed. */
  transform: (transforms: Record<string, (value: string) => string>) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

declare global {
  interface Window {
    turnstile?: { reset(container?: string | HTMLElement): void };
  }
}

/** Turnstile tokens are single-use: a new one after every answer from the server. */
function resetTurnstile(form: HTMLFormElement) {
  const widget = form.querySelector<HTMLElement>('.cf-turnstile');
  if (!widget || !window.turnstile) return;
  try {
    window.turnstile.reset(widget);
  } catch {
    // widget not rendered yet: nothing to reset
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isControl = (el: unknown): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

export function enhanceForm(island: HTMLElement, props: FormIslandBase, o: FormOptions): FormHandle | null {
  const form = island.querySelector<HTMLFormElement>('form');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const [statusBox, alertBox] = Array.from(form?.querySelectorAll<HTMLElement>(':scope > .form__status') ?? []);
  if (!form || !submit || !statusBox || !alertBox) return null;
  const fieldsBox = form.querySelector<HTMLElement>(':scope > .form__fields');
  const submitLabel = submit.textContent ?? '';
  const transforms: Record<string, (value: string) => string> = { ...o.transforms };
  const clearHooks: (() => void)[] = [];

  const errors = new Map<string, string>(Object.entries(props.errors));
  let status: Status = props.success ? 'success' : 'idle';
  /** The success came from this page's own fetch (the panel replaces the fields), not from a post without JavaScript. */
  let fresh = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The controls of a field (the phone has three, one of them hidden). */
  const controls = () => (Array.from(form.elements) as unknown[]).filter(isControl);
  const controlsOf = (top: string) => controls().filter((el) => el.name in o.emptyValues && topField(el.name) === top);

  const showSubmit = () => {
    const busy = status === 'submitting';
    submit.disabled = busy || (Boolean(o.blockOnErrors) && errors.size > 0);
    if (busy) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    submit.replaceChildren(busy ? dom(<Submitting text={props.common.submitting} />) : submitLabel);
  };

  /** Shows or removes a field's error: its text last in the field, its controls invalid and described by it. */
  const showError = (top: string, text: string | undefined) => {
    if (text) errors.set(top, text);
    else errors.delete(top);
    const id = errorId(props.formId, top);
    const visible = controlsOf(top).filter((el) => el.type !== 'hidden');
    const box = visible[0]?.closest('.field');
    const current = box?.querySelector(`#${CSS.escape(id)}`);
    if (text && current) current.textContent = text;
    else if (text) box?.appendChild(dom(<FieldError id={id} text={text} />));
    else current?.remove();
    for (const el of visible) {
      el.setAttribute('aria-invalid', String(Boolean(text)));
      const others = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((ref) => ref && ref !== id);
      const refs = text ? [id, ...others] : others;
      if (refs.length > 0) el.setAttribute('aria-describedby', refs.join(' '));
      else el.removeAttribute('aria-describedby');
    }
  };

  const showErrors = (next: Record<string, string>) => {
    for (const top of [...errors.keys()]) if (!(top in next)) showError(top, undefined);
    for (const [top, text] of Object.entries(next)) showError(top, text);
    showSubmit();
  };

  const setStatus = (next: Status, detail = '') => {
    status = next;
    const panelOnly = o.panel && status === 'success' && fresh;
    statusBox.replaceChildren(...(status === 'success' ? [dom(<SuccessPanel texts={successTexts(props, o.labels)} />)] : []));
    alertBox.replaceChildren(...(status === 'error' ? [dom(<FailureAlert failure={o.labels.error} detail={detail} />)] : []));
    if (fieldsBox) fieldsBox.hidden = panelOnly;
    showSubmit();
    // The fields are hidden while the panel shows: focus must not be lost with them.
    if (panelOnly) statusBox.querySelector<HTMLElement>('[data-form-success]')?.focus();
  };

  const updateCounter = (el: Control) => {
    if (!(el instanceof HTMLTextAreaElement)) return;
    const counter = form.querySelector(`#${CSS.escape(`${el.id}-counter`)}`);
    if (!counter) return;
    counter.className = counterClass(el.value.length, el.maxLength);
    counter.textContent = counterText(props.common.counter, el.value.length, el.maxLength);
  };

  /** Back to empty, with a new idempotency key: the next request is a new one. */
  const clear = () => {
    for (const el of controls()) {
      if (el.name in o.emptyValues) el.value = o.emptyValues[el.name]!;
      else if (el.name === 'marketing_consent' && el instanceof HTMLInputElement) el.checked = false;
      else if (el.name === 'idempotency_key') el.value = crypto.randomUUID();
      updateCounter(el);
    }
    for (const hook of clearHooks) hook();
    showErrors({});
  };

  /** A field was edited: its error clears, and a failure (or a success from a post without JavaScript) gives way. */
  const edited = (name: string) => {
    const top = topField(name);
    if (errors.has(top)) {
      showError(top, undefined);
      showSubmit();
    }
    if (status === 'error' || (status === 'success' && !fresh)) setStatus('idle');
  };

  let schema: Promise<Schema | null> | null = null;
  /** Starts loading the schema once; null when it could not load (the worker validates then). */
  const loadSchema = () => (schema ??= o.schema().catch(() => null));
  const data = () => formFieldsToObject(new FormData(form).entries());
  const errorsOf = async (payload: unknown) => {
    const result = (await loadSchema())?.safeParse(payload);
    return formatErrors(props.messages, !result || result.success ? {} : fieldErrorCodes(result.error.issues));
  };

  const focusFirstInvalid = (found: Record<string, string>) => {
    for (const el of controls()) {
      if (el.type !== 'hidden' && el.name in o.emptyValues && topField(el.name) in found) return el.focus();
    }
  };

  form.addEventListener('focusin', () => void loadSchema());

  form.addEventListener('input', (e) => {
    const el = e.target;
    if (!isControl(el) || !(el.name in o.emptyValues)) return;
    const tidy = transforms[el.name];
    if (tidy) {
      const value = tidy(el.value);
      if (value !== el.value) el.value = value;
    }
    updateCounter(el);
    edited(el.name);
  });

  // Inline check when leaving a filled field; empty required fields are reported on submit.
  form.addEventListener('focusout', async (e) => {
    const el = e.target;
    if (!isControl(el) || !(el.name in o.emptyValues)) return;
    const top = topField(el.name);
    if (!controlsOf(top).some((c) => c.value.trim() !== '')) return;
    const text = (await errorsOf(data()))[top];
    if (text) {
      showError(top, text);
      showSubmit();
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const payload = data();
    const found = await errorsOf(payload);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      focusFirstInvalid(found);
      return;
    }
    clearTimeout(timer);
    setStatus('submitting');
    const started = Date.now();
    try {
      const res = await fetch(props.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string; errors?: Record<string, string> };
      resetTurnstile(form);
      if (res.ok && body.ok) {
        const wait = (o.minSubmitMs ?? 0) - (Date.now() - started);
        if (wait > 0) await sleep(wait);
        fresh = true;
        setStatus('success');
        if (o.successMs === null) clear();
        else
          timer = setTimeout(() => {
            clear();
            fresh = false;
            setStatus('idle');
          }, o.successMs);
        return;
      }
      if (res.status === 422 && body.errors && Object.keys(body.errors).length > 0) {
        setStatus('idle');
        showErrors(body.errors);
        focusFirstInvalid(body.errors);
        return;
      }
      setStatus('error', body.error ?? '');
    } catch {
      resetTurnstile(form);
      setStatus('error');
    }
  });

  // The success of a post without JavaScript ends like any other.
  if (props.success && o.successMs !== null) timer = setTimeout(() => setStatus('idle'), o.successMs);
  showSubmit();

  return {
    form,
    edited,
    onClear: (fn) => clearHooks.push(fn),
    transform: (more) => Object.assign(transforms, more),
  };
}
