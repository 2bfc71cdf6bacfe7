import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';

/**
 * The content service is down and nothing is cached. A plain link to
 * the same URL is the reload button (works without JavaScript).
 */
export function BlogErrorPage({
  heading,
  message,
  detail,
  retryLabel,
  backLabel,
}: {
  heading: string;
  message: string;
  detail?: string;
  retryLabel: string;
  backLabel?: string;
}) {
  const { c, href } = usePage();
  const here = new URL(c.req.url);
  return (
    <section className="status-page blog-status">
      <div className="container status-page__inner">
        <span className="blog-status__icon" aria-hidden="true">
          <Icon name="alert" size={32} />
        </span>
        <h1>{heading}</h1>
        <p className="status-page__lead" role="alert">
          {message}
        </p>
        {detail ? <p>{detail}</p> : null}
        <div className="button-row">
          <a className="btn btn--primary" href={here.pathname + here.search}>
            <Icon name="refresh" size={18} />
            {retryLabel}
          </a>
          {backLabel ? (
            <a className="btn btn--ghost" href={href('/blog')}>
              <Icon name="arrowLeft" size={18} />
              {backLabel}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
