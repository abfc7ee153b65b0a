import { routeHref, type LayoutProps, type PageLink } from '@laguna-docs/shared';
import { t } from '../t.js';

/** Previous/next page in sidebar order, as two cards. */
export function Pagination({ site, page }: LayoutProps) {
  if (!page.prev && !page.next) return null;
  // A post's neighbours are the newer and the older post.
  const post = page.kind === 'post';
  const card = (link: PageLink, direction: 'prev' | 'next') => (
    <a className={`pagination-link pagination-${direction}`} href={routeHref(site.basePath, site.locale.prefix, link.route)} rel={direction}>
      <span className="pagination-sublabel">{t(site, direction === 'prev' ? (post ? 'blog.newer' : 'pagination.previous') : post ? 'blog.older' : 'pagination.next')}</span>{' '}
      <span className="pagination-label">{link.label}</span>
    </a>
  );
  return (
    <nav className="pagination" aria-label={t(site, post ? 'blog.postPages' : 'pagination.label')}>
      {page.prev ? card(page.prev, 'prev') : <span />}
      {page.next ? card(page.next, 'next') : null}
    </nav>
  );
}
