import { routeHref, type PostMeta as PostMetaData, type SiteData } from '@laguna-docs/shared';
import { t } from '../../t.js';

/** A post's date and reading time, then its authors: under its title on the post and in lists. */
export function PostHeaderMeta({ site, meta }: { site: SiteData; meta: PostMetaData }) {
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={meta.date}>{meta.dateText}</time>
        {meta.readingMinutes !== undefined ? (
          <>
            {' · '}
            <span className="post-reading-time">{t(site, 'blog.readingTime', { count: meta.readingMinutes })}</span>
          </>
        ) : null}
      </p>
      {meta.authors.length > 0 ? (
        <ul className="post-authors">
          {meta.authors.map((author, index) => (
            <li key={`${author.name}-${index}`} className="post-author">
              {author.imageUrl ? <img className="post-author-image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
              <span className="post-author-text">
                {author.route ? <a className="post-author-name" href={href(author.route)}>{author.name}</a> : author.url ? <a className="post-author-name" href={author.url} rel="noopener">{author.name}</a> : <span className="post-author-name">{author.name}</span>}
                {author.title ? <span className="post-author-title">{author.title}</span> : null}
                {author.socials ? <AuthorSocials socials={author.socials} /> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A post's tags, each a link to its tag's page. */
export function PostTags({ site, meta }: { site: SiteData; meta: PostMetaData }) {
  if (meta.tags.length === 0) return null;
  return (
    <p className="post-tags">
      <span className="post-tags-label">{t(site, 'blog.tagsLabel')}</span>{' '}
      {meta.tags.map((tag) => (
        <a key={tag.route} className="tag" href={routeHref(site.basePath, site.locale.prefix, tag.route)}>
          {tag.label}
        </a>
      ))}
    </p>
  );
}

/** An author's links elsewhere, each named by its network. */
export function AuthorSocials({ socials }: { socials: Record<string, string> }) {
  return (
    <span className="post-author-socials">
      {Object.entries(socials).map(([network, url]) => (
        <a key={network} href={url} rel="noopener">
          {network}
        </a>
      ))}
    </span>
  );
}
