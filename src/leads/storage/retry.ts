// D1 on the submission path: a transient failure (a dropped connection, an overloaded or reset
// database, a storage timeout) is tried once more before the submission goes elsewhere. A failure
// that another try cannot change (a missing table, a constraint, bad SQL) is not retried. Every
// statement retried here is safe to run twice: reads, and inserts keyed by the idempotency key.
import { errorCause, logger } from '../../log';

const PERMANENT =
  /no such (table|column)|syntax error|constraint|datatype mismatch|too many sql variables|SQLITE_(ERROR|CONSTRAINT|MISMATCH)/i;

export function isTransient(error: unknown): boolean {
  return !PERMANENT.test(errorCause(error));
}

/** `run`, and once more after a transient failure (logged as `storage.retried`, no personal data). */
export async function retryOnce<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isTransient(error)) throw error;
    logger.warn('storage.retried', { what, cause: errorCause(error) });
    return run();
  }
}
