import { usePage } from '../../components/use-page';
import { sameSiteUrl } from '../../http/origin';

/** The page a form posted without JavaScript gets when it is refused (403, 413, 429 ...). */
export function SubmissionProblem({ message }: { message: string }) {
  const { t, c } = usePage();
  const back = sameSiteUrl(c, c.req.header('referer'))?.pathname ?? '/';
  return (
    <section className="section">
      <div className="container form-problem">
        <h1>{t('forms:api.problemTitle')}</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        <p>
          <a className="btn btn--primary" href={back}>
            {t('forms:api.back')}
          </a>
        </p>
      </div>
    </section>
  );
}
