import { routeHref, type LayoutProps } from '@laguna-docs/shared';
import { t } from '../t.js';

/** The page shell. A first cut: the theme issue replaces it with the full layout. */
export function Layout({ site, page }: LayoutProps) {
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  return (
    <>
      <a className="skip-link" href="#main">{t(site, 'skipToContent')}</a>
      <header className="navbar">
        <a href={href('/')}>{site.title}</a>
      </header>
      <main id="main">
        {page.untranslated ? <p className="untranslated">{t(site, 'untranslated')}</p> : null}
        <h1>{page.title}</h1>
        <div className="markdown" data-content="" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </main>
    </>
  );
}
