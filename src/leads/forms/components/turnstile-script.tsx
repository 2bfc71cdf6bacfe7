import { TURNSTILE_SCRIPT, turnstileKeys } from '../turnstile';
import { usePage } from '../../../components/use-page';
import { viewNonce } from '../../../html-cache/per-view';

/** Turnstile's script, only when it is configured; it renders every `.cf-turnstile` on the page. */
export function TurnstileScript() {
  const page = usePage();
  if (!turnstileKeys(page.env)) return null;
  return <script src={TURNSTILE_SCRIPT} async defer nonce={viewNonce(page.perView)} />;
}
