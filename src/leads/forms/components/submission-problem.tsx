import { usePage } from '../../../components/use-page';
import { sameSiteUrl } from '../../../http/origin';
import { PLACEMENT_FIELDS, VISIT_FIELDS } from '../../../shared/form-rules/post-fields';

/** Fields the forms carry hidden: not what the visitor typed. */
const HIDDEN = new Set<string>([
  'lang',
  'page',
  'form_id',
  'notice_version',
  'variant',
  'marketing_consent',
  ...PLACEMENT_FIELDS,
  ...VISIT_FIELDS,
]);

/**
 * The page a form posted without JavaScript gets when it is refused (403, 413, 429 ...), or when
 * nothing could keep it and its own page could not be shown: then `values`, what was typed,
 * are listed so that nothing is lost.
 */
export function SubmissionProblem({ message, values }: { message: string; values?: Record<string, string> }) {
  const { t, request, origin } = usePage();
  const back = sameSiteUrl(request.raw, origin, request.header('referer'))?.pathname ?? '/';
  const typed = Object.entries(values ?? {}).filter(([name, value]) => value.trim() && !HIDDEN.has(name));
  return (
    <section className="section">
      <div className="container form-problem">
        <h1>{t('forms:api.problemTitle')}</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        {typed.length > 0 ? (
          <dl className="form-problem__values">
            {typed.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p>
          <a className="btn btn--primary" href={back}>
            {t('forms:api.back')}
          </a>
        </p>
      </div>
    </section>
  );
}
