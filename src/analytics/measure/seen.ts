// What the day's visitor row (analytics_visitors.seen) says about a beacon, in any isolate: a
// repeat of one already counted (the same view, or the same call to action, form start or vital
// of that view), and, when counted, whether it is the visitor's first of its kind today (a person
// at that step of the funnel) and first of its kind on that page. One upsert per beacon, in one
// batch; the row is a string of short tokens, deleted with the day's salt after two days.
import type { BeaconEvent } from '../../shared/beacon-protocol';

export interface SeenHit {
  day: string;
  hash: string;
  event: BeaconEvent;
  view: string;
  path: string;
  /** The call to action's kind, the vital's name. */
  detail: string;
  placement: string;
}

/** A repeat (not counted), or counted: and whether the visitor, or the visitor on this page, is new to this step today. */
export type SeenCheck = { counted: false } | { counted: true; newVisitor: boolean; newPage: boolean };

/**
 * The longest `seen` a visitor row grows to (some 200 views in a day): past it, that visitor's
 * beacons are no longer counted. No person reads that many pages of this site in a day.
 */
const SEEN_MAX = 4000;

/** A short key, the same for the same text (FNV-1a, base 36, fixed length so no key is another's prefix). */
export function shortKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36).padStart(7, '0');
}

/** Per event: the step's token for the day (upper case: no id has one) and the page token's prefix. */
const STEP: Record<BeaconEvent, { day: string; page: string; once: string } | null> = {
  view: { day: ' V', page: ' p:', once: ' v:' },
  cta: { day: ' C', page: ' cp:', once: ' c:' },
  form_start: { day: ' F', page: ' fp:', once: ' f:' },
  vital: null,
};

/** The tokens of a beacon: once (its own: a repeat has it already), day and page (empty for a vital). */
export function tokensOf(hit: SeenHit): { once: string; day: string; page: string } {
  const step = STEP[hit.event];
  // A vital once per view and metric (its detail is `lcp:good`): a later report of another rating is not counted.
  if (!step) return { once: ` g:${shortKey(`${hit.view}|${hit.detail.split(':')[0]}`)}`, day: '', page: '' };
  const once = hit.event === 'view' ? ` v:${hit.view}` : `${step.once}${shortKey(`${hit.view}|${hit.placement}|${hit.detail}`)}`;
  return { once, day: step.day, page: `${step.page}${shortKey(hit.path)}` };
}

export async function checkSeen(db: D1Database, hits: readonly SeenHit[]): Promise<{ checks: SeenCheck[]; rowsWritten: number }> {
  if (hits.length === 0) return { checks: [], rowsWritten: 0 };
  const tokens = hits.map(tokensOf);
  const results = await db.batch<{ seen: string }>(
    hits.map((hit, i) => {
      const { once, day, page } = tokens[i]!;
      return db
        .prepare(
          `INSERT INTO analytics_visitors (day, hash, seen) VALUES (?1, ?2, ?3 || ?4 || ?5)
           ON CONFLICT (day, hash) DO UPDATE SET seen = seen || ?3
               || CASE WHEN ?4 = '' OR instr(seen, ?4) > 0 THEN '' ELSE ?4 END
               || CASE WHEN ?5 = '' OR instr(seen, ?5) > 0 THEN '' ELSE ?5 END
             WHERE instr(seen, ?3) = 0 AND length(seen) < ?6
           RETURNING seen`,
        )
        .bind(hit.day, hit.hash, once, day, page, SEEN_MAX);
    }),
  );
  let rowsWritten = 0;
  const checks = results.map((result, i): SeenCheck => {
    rowsWritten += result.meta.rows_written ?? 0;
    const seen = result.results[0]?.seen;
    if (seen === undefined) return { counted: false };
    const { once, day, page } = tokens[i]!;
    if (!day) return { counted: true, newVisitor: false, newPage: false };
    // What this statement appended is at the end: its own token, then the day's and the page's when new.
    const both = seen.endsWith(once + day + page);
    return { counted: true, newVisitor: both || seen.endsWith(once + day), newPage: both || seen.endsWith(once + page) };
  });
  return { checks, rowsWritten };
}
