import { routeHref, type BlogPageData, type ContentProps, type PostSummary, type SiteData } from '@laguna-docs/shared';
import { AuthorSocials, PostHeaderMeta, PostTags } from '../components/blog/PostMeta.js';
import { t } from '../t.js';

/**
 * A page the blog makes: a list of posts (the blog's, a tag's or an author's) with their excerpts and
 * pages of older entries, the index of tags, or the archive by year.
 */
export function BlogContent({ site, data }: ContentProps<BlogPageData>) {
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  switch (data.type) {
    case 'tags':
      return (
        <ul className="blog-tag-index">
          {data.tags.map((tag) => (
            <li key={tag.route}>
              <a className="tag" href={href(tag.route)}>
                {tag.label} <span className="tag-count">{tag.count}</span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'archive':
      return (
        <div className="blog-archive">
          {data.years.map((year) => (
            <section key={year.year}>
              <h2 id={`year-${year.year}`}>{year.year}</h2>
              <ul>
                {year.posts.map((post) => (
                  <li key={post.route}>
                    <time dateTime={post.date}>{post.dateText}</time> <a href={href(post.route)}>{post.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
    case 'list':
      return (
        <>
          {data.tag ? (
            <div className="blog-list-head">
              {data.tag.description ? <p>{data.tag.description}</p> : null}
              <p>
                {t(site, 'blog.postCount', { count: data.pagination.total })} · <a href={href(data.tag.allTagsRoute)}>{t(site, 'blog.viewAllTags')}</a>
              </p>
            </div>
          ) : null}
          {data.author ? <AuthorHead site={site} author={data.author} /> : null}
          {data.posts.length === 0 ? <p className="blog-empty">{t(site, 'blog.noPosts')}</p> : null}
          <div className="blog-list">
            {data.posts.map((post) => (
              <PostEntry key={post.route} site={site} post={post} />
            ))}
          </div>
          <ListPagination site={site} pagination={data.pagination} />
        </>
      );
  }
}

function AuthorHead({ site, author }: { site: SiteData; author: NonNullable<Extract<BlogPageData, { type: 'list' }>['author']> }) {
  return (
    <div className="blog-list-head blog-author">
      {author.imageUrl ? <img className="post-author-image" src={author.imageUrl} alt="" width={64} height={64} /> : null}
      <p>
        {author.url ? (
          <a href={author.url} rel="noopener">
            {author.name}
          </a>
        ) : (
          author.name
        )}
        {author.title ? <span className="post-author-title">{author.title}</span> : null}
      </p>
      {author.socials ? <AuthorSocials socials={author.socials} /> : null}
      <span className="sr-only">{t(site, 'blog.postsBy', { author: author.name })}</span>
    </div>
  );
}

/** One post in a list: its title, meta, excerpt, "Read more" when it goes on, and its tags. */
function PostEntry({ site, post }: { site: SiteData; post: PostSummary }) {
  const href = routeHref(site.basePath, site.locale.prefix, post.route);
  return (
    <article className="blog-entry">
      <h2 className="blog-entry-title">
        <a href={href}>{post.title}</a>
      </h2>
      <PostHeaderMeta site={site} meta={post} />
      <div className="markdown blog-entry-excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className="blog-entry-footer">
        <PostTags site={site} meta={post} />
        {post.truncated ? (
          <a className="blog-read-more" href={href} aria-label={t(site, 'blog.readMoreAbout', { title: post.title })}>
            {t(site, 'blog.readMore')}
          </a>
        ) : null}
      </footer>
    </article>
  );
}

/** Newer and older pages of a list, and where the reader is. */
function ListPagination({ site, pagination }: { site: SiteData; pagination: Extract<BlogPageData, { type: 'list' }>['pagination'] }) {
  if (pagination.pages <= 1) return null;
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  return (
    <nav className="pagination blog-pagination" aria-label={t(site, 'blog.listPages')}>
      {pagination.newer ? (
        <a className="pagination-link pagination-prev" href={href(pagination.newer)} rel="prev">
          <span className="pagination-label">{t(site, 'blog.newerEntries')}</span>
        </a>
      ) : (
        <span />
      )}
      {pagination.older ? (
        <a className="pagination-link pagination-next" href={href(pagination.older)} rel="next">
          <span className="pagination-label">{t(site, 'blog.olderEntries')}</span>
        </a>
      ) : null}
      <p className="blog-page-of">{t(site, 'blog.pageOf', { page: pagination.page, pages: pagination.pages })}</p>
    </nav>
  );
}
