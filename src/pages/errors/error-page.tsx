import ErrorReport from '../../../client/islands/error-report';
import { Icon } from '../../components/icons';
import { Island } from '../../components/island';
import { ButtonLink, StatusPage, thisPageHref } from '../../components/status-page';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';

/**
 * The error page. Shows what went wrong in words, never a stack trace; the message in the
 * e-mail draft is the error's own message, cut short. `code` is the request's reference (its
 * cf-ray, else a unique id): the same value is in the request's log line, so the reference a
 * visitor quotes finds it (docs/deploy.md, Logs).
 */
export function ErrorPage({ code, message }: { code: string; message: string }) {
  const { t, href, request, company } = usePage();
  const here = new URL(request.url);
  return (
    <StatusPage
      className="status-page--error"
      mark={
        <p className="status-page__icon" aria-hidden="true">
          <Icon name="alert" size={56} />
        </p>
      }
      heading={t('error.heading')}
      lead={t('error.message')}
    >
      <p className="status-page__code-line">
        {t('error.codeLabel')}: <code data-error-code="">{code}</code>
      </p>
      <div className="button-row">
        <ButtonLink variant="primary" href={thisPageHref(request.url)} icon="refresh" label={t('error.reload')} data-reload="" />
        <ButtonLink variant="secondary" href={href('/')} icon="home" label={t('error.home')} />
        <Island
          component={ErrorReport}
          props={{
            email: company.email,
            label: t('error.report'),
            subject: t('error.reportSubject'),
            labels: {
              message: t('error.reportMessage'),
              url: t('error.reportUrl'),
              browser: t('error.reportBrowser'),
              time: t('error.reportTime'),
              code: t('error.codeLabel'),
            },
            message,
            url: here.href,
            code,
            browser: request.header('user-agent') ?? '',
            time: new Date().toISOString(),
          }}
        />
      </div>
      <div className="status-page__help">
        <h2>{t('error.helpTitle')}</h2>
        <ul>
          {tList<string>(t, 'error.help').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </StatusPage>
  );
}
