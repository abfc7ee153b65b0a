import { routeHref, type ContentProps } from '@laguna-docs/shared';
import { t } from '../t.js';

/** The 404 text: nothing here, and please tell the owners of the page that linked here. */
export function NotFoundContent({ site }: ContentProps<null>) {
  return (
    <div className="not-found">
      <p>{t(site, 'notFound.text')}</p>
      <p>{t(site, 'notFound.tellOwner')}</p>
      <p>
        <a className="button button-primary" href={routeHref(site.basePath, site.locale.prefix, '/')}>{t(site, 'notFound.home')}</a>
      </p>
    </div>
  );
}
