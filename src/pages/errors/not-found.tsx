import { LinkList, type SiteLink } from '../../components/link-list';
import { ButtonLink, StatusCode, StatusPage, thisPageHref } from '../../components/status-page';
import { usePage } from '../../components/use-page';

/**
 * The 404 page: large 404, heading, message, help; Home / Back / Refresh; quick links. No
 * script: Back links to the page the visitor came from on this site (the Referer), else home;
 * Refresh links to this very URL, which the browser loads again in place of this entry.
 */
const QUICK_LINKS: SiteLink[] = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/diagnosticlean', 'nav.diagnostic'],
  ['/contact', 'nav.contact'],
];

export function NotFoundPage() {
  const { t, href, request } = usePage();
  const back = previousPage(request.header('referer'), new URL(request.url)) ?? href('/');
  return (
    <StatusPage mark={<StatusCode code="404" />} heading={t('notFound.heading')} lead={t('notFound.message')}>
      <p>{t('notFound.help')}</p>
      <div className="button-row">
        <ButtonLink variant="primary" href={href('/')} icon="home" label={t('notFound.home')} />
        <ButtonLink variant="secondary" href={back} icon="arrowLeft" label={t('notFound.back')} data-back="" />
        <ButtonLink variant="ghost" href={thisPageHref(request.url)} icon="refresh" label={t('notFound.refresh')} data-reload="" />
      </div>
      <nav className="status-page__links" aria-labelledby="quick-links">
        <h2 id="quick-links">{t('notFound.quickLinks')}</h2>
        <LinkList links={QUICK_LINKS} />
      </nav>
    </StatusPage>
  );
}

/** The path of a same-origin referring page other than this one, or undefined. */
export function previousPage(referer: string | undefined, here: URL): string | undefined {
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  if (from.origin !== here.origin || from.pathname + from.search === here.pathname + here.search) return undefined;
  return from.pathname + from.search + from.hash;
}
