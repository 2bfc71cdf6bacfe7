import { Icon } from '../../components/icons';
import { ButtonLink, StatusPage, thisPageHref } from '../../components/status-page';
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
  const { request, href } = usePage();
  return (
    <StatusPage
      className="blog-status"
      mark={
        <span className="blog-status__icon" aria-hidden="true">
          <Icon name="alert" size={32} />
        </span>
      }
      heading={heading}
      lead={message}
      leadRole="alert"
    >
      {detail ? <p>{detail}</p> : null}
      <div className="button-row">
        <ButtonLink variant="primary" href={thisPageHref(request.url)} icon="refresh" label={retryLabel} />
        {backLabel ? <ButtonLink variant="ghost" href={href('/blog')} icon="arrowLeft" label={backLabel} /> : null}
      </div>
    </StatusPage>
  );
}
