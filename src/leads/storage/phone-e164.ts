// Server-only: libphonenumber-js (min metadata) turns what the visitor typed into E.164 for the
// CRM and flags numbers it considers invalid. It never decides whether a submission is accepted:
// the shared phone rules do (src/shared/form-rules/phone.ts), the same in the browser and here.
// Loaded with the first submission an isolate stores (loadPhoneParser), not at its start-up: the
// parser is a lazy module of the worker (src/lazy.ts), and its rules a static asset
// (scripts/phone-metadata.mjs), which no new isolate compiles before its first request.
import { PHONE_METADATA_FILE } from '../../generated/phone-metadata';

type Parse = (text: string) => { number: string; isValid(): boolean } | undefined;
let parse: Parse | undefined;

/**
 * Loads the parser and reads its rules from the assets, once per isolate (`load`: src/lazy.ts
 * loadPhone); the submit pipeline awaits it before building a row. A failed read is tried once more.
 */
export async function loadPhoneParser(load: () => Promise<{ parserWith(metadata: unknown): Parse }>, assets: Fetcher): Promise<void> {
  if (parse) return;
  const [mod, metadata] = await Promise.all([load(), readRules(assets).catch(() => readRules(assets))]);
  parse ??= mod.parserWith(metadata);
}

async function readRules(assets: Fetcher): Promise<unknown> {
  const res = await assets.fetch(new Request(`https://assets.invalid${PHONE_METADATA_FILE}`));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`the phone rules (${PHONE_METADATA_FILE}) answered ${res.status}`);
  }
  return res.json();
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
