import type { LayoutProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { PostHeaderMeta, PostTags } from './blog/PostMeta.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { PageMeta } from './PageMeta.js';
import { Pagination } from './Pagination.js';
import { Toc } from './Toc.js';
import { VersionBanner } from './VersionBanner.js';
import { usePiece } from './overrides.js';

/**
 * `<main>`: breadcrumbs, the version banner, untranslated or outdated notice, title, the pre-rendered content, edit link and last update, prev/next, and the table
 * of contents beside it. The home page's content brings its own hero and title, so it gets the full width.
 * The element with `data-content` holds exactly `page.contentHtml`: the client runtime reads the first
 * page's content back from it instead of shipping it twice.
 */
export function MainContent({ site, page }: LayoutProps) {
  // tabIndex -1 lets the skip link (and the runtime after a navigation) move focus here.
  if (page.kind === 'home') {
    return (
      <main id="main" tabIndex={-1} className="main main-home">
        <div className="home-content" data-content="" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </main>
    );
  }
  const Contents = usePiece('Toc', Toc);
  const Trail = usePiece('Breadcrumbs', Breadcrumbs);
  const Banner = usePiece('VersionBanner', VersionBanner);
  const Meta = usePiece('PageMeta', PageMeta);
  const Pages = usePiece('Pagination', Pagination);
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <main id="main" tabIndex={-1} className={showToc ? 'main has-toc' : 'main'}>
      {showToc ? <Contents site={site} entries={page.toc} /> : null}
      <article className="doc">
        {page.sidebarId ? <Trail site={site} page={page} /> : null}
        {page.version ? <Banner site={site} page={page} /> : null}
        {page.untranslated ? (
          <p className="notice" role="note">
            {t(site, 'untranslated')}
          </p>
        ) : null}
        {page.outdatedTranslation ? <OutdatedNotice site={site} page={page} /> : null}
        {/* A page that hides the title and writes its own first heading (a React page) has that one alone. */}
        {page.hideTitle && OWN_TITLE.test(page.contentHtml) ? null : <h1 className={page.hideTitle ? 'doc-title sr-only' : 'doc-title'}>{page.title}</h1>}
        {page.post ? <PostHeaderMeta site={site} meta={page.post} /> : null}
        <div className={`markdown content-${page.kind}`} data-content="" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
        {page.post ? <PostTags site={site} meta={page.post} /> : null}
        <Meta site={site} page={page} />
        <Pages site={site} page={page} />
      </article>
    </main>
  );
}

const OWN_TITLE = /<h1[\s>]/;

/** The notice on a translation whose original changed since it was translated, linking to the original. */
function OutdatedNotice({ site, page }: LayoutProps) {
  const original = page.alternates.find((alternate) => alternate.locale === site.defaultLocale && alternate.hreflang !== 'x-default');
  return (
    <p className="notice" role="note" data-outdated-translation="">
      {t(site, 'outdatedTranslation')}{' '}
      {original ? (
        <a href={original.href} hrefLang={original.hreflang}>
          {t(site, 'outdatedTranslation.link')}
        </a>
      ) : null}
    </p>
  );
}
