// Reading a submission: the content types, the size limit, where it came from.
import { readLimited } from '../../http/body';
import { sameSiteUrl } from '../../http/origin';
import { formFieldsToObject } from '../../shared/form-rules/form-data';
import { BODY_MAX_BYTES } from '../../shared/form-rules/limits';

export type Submission = { kind: 'json' | 'form'; data: Record<string, unknown> };
export type BodyProblem = { problem: 400 | 413 | 415; kind: 'json' | 'form' | 'other' };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

export function bodyKind(req: Request): 'json' | 'form' | 'other' {
  const type = mediaType(req);
  if (type === 'application/json') return 'json';
  return FORM_TYPES.includes(type) ? 'form' : 'other';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readSubmission(req: Request): Promise<Submission | BodyProblem> {
  const kind = bodyKind(req);
  if (kind === 'other') return { problem: 415, kind };
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > BODY_MAX_BYTES) return { problem: 413, kind };
  const bytes = await readLimited(req, BODY_MAX_BYTES);
  if (!bytes) return { problem: 413, kind };
  try {
    if (kind === 'json') {
      const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
      return isRecord(data) ? { kind, data } : { problem: 400, kind };
    }
    if (mediaType(req) === 'multipart/form-data') {
      const form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
      return { kind, data: formFieldsToObject(form.entries()) };
    }
    return { kind, data: formFieldsToObject(new URLSearchParams(new TextDecoder().decode(bytes)).entries()) };
  } catch {
    return { problem: 400, kind };
  }
}

/**
 * Where the visitor came from, same-origin only: the Referer, else the posted page, else '/'. A
 * Referer on /api/ is the page a post without JavaScript got back (src/leads/routes/unsent.ts): its form
 * names its real page.
 */
export function backPath(request: Request, origin: string, page: unknown): string {
  const referer = sameSiteUrl(request, origin, request.headers.get('referer') ?? undefined);
  if (referer && !referer.pathname.startsWith('/api/')) return referer.pathname + referer.search;
  if (typeof page === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(page)) return page;
  return '/';
}
