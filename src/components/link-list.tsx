import { usePage } from './use-page';

/** A page of the site as a link: its route and the translation key of its name. */
export type SiteLink = readonly [route: string, labelKey: string];

/** A list of links to pages of the site, in this page's URL family. */
export function LinkList({ links }: { links: readonly SiteLink[] }) {
  const { href, t } = usePage();
  return (
    <ul>
      {links.map(([route, labelKey]) => (
        <li key={route}>
          <a href={href(route)}>{t(labelKey)}</a>
        </li>
      ))}
    </ul>
  );
}
