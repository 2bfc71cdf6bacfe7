// Server-only: libphonenumber-js (min metadata) turns what the visitor typed into E.164 for the
// CRM and flags numbers it considers invalid. It never decides whether a submission is accepted:
// the shared phone rules do (src/shared/form-rules/phone.ts), the same in the browser and here.
// Loaded with the first submission an isolate stores (loadPhoneParser), not at its start-up: the
// parser and its metadata (a large object literal) are a lazy module of the worker (src/lazy.ts),
// which no new isolate parses, nor builds, before its first page view.
type Parse = typeof import('./phone-parse').parsePhoneNumberFromString;
let parse: Parse | undefined;

/** Loads the parser once per isolate (`load`: src/lazy.ts loadPhone); the submit pipeline awaits it before building a row. */
export async function loadPhoneParser(load: () => Promise<{ parsePhoneNumberFromString: Parse }>): Promise<void> {
  parse ??= (await load()).parsePhoneNumberFromString;
}

export function toE164(phone: string): { e164: string | null; valid: boolean } {
  if (!parse) throw new Error('toE164 before loadPhoneParser()');
  try {
    const parsed = parse(phone);
    return parsed ? { e164: parsed.number, valid: parsed.isValid() } : { e164: null, valid: false };
  } catch {
    return { e164: null, valid: false };
  }
}
