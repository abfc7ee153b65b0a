import { routeHref, type LayoutProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { HomeIcon } from './icons.js';

/**
 * Home › categories › current page. Steps without an index page are plain text. The separators are the
 * style sheet's (`.breadcrumbs li + li::before`), as on every page they were three inline drawings.
 */
export function Breadcrumbs({ site, page }: LayoutProps) {
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  return (
    <nav className="breadcrumbs" aria-label={t(site, 'breadcrumbs.label')}>
      <ol>
        <li>
          <a href={href('/')} aria-label={t(site, 'breadcrumbs.home')}>
            <HomeIcon />
          </a>
        </li>
        {page.breadcrumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.route ? <a href={href(crumb.route)}>{crumb.label}</a> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </nav>
  );
}
