import { usePage } from '../use-page';

/** Visible trail matching the BreadcrumbList JSON-LD: Home › … › current page (not a link). */
export function Breadcrumbs({ trail, label }: { trail: [name: string, route: string][]; label: string }) {
  const { t, href } = usePage();
  const items: [string, string][] = [[t('nav.home'), '/'], ...trail];
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map(([name, route], i) =>
          i === items.length - 1 ? (
            <li key={route} aria-current="page">
              {name}
            </li>
          ) : (
            <li key={route}>
              <a href={href(route)}>{name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
