import type { LayoutProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { EditIcon } from './icons.js';

/**
 * Under a page's content: the "Edit this page" link to the file it was built from and the date (and
 * maybe the author) of that file's last change. The date comes formatted from the build, so the server's
 * markup and the browser's agree.
 */
export function PageMeta({ site, page }: LayoutProps) {
  const { editUrl, lastUpdated } = page;
  if (!editUrl && !lastUpdated) return null;
  let updated = null;
  if (lastUpdated) {
    // The `{date}` of the translated sentence becomes a `<time>` element.
    const [before = '', after = ''] = t(site, lastUpdated.author ? 'lastUpdated.byAuthor' : 'lastUpdated', { author: lastUpdated.author ?? '' }).split('{date}');
    updated = (
      <p className="page-updated">
        {before}
        <time dateTime={lastUpdated.datetime}>{lastUpdated.text}</time>
        {after}
      </p>
    );
  }
  return (
    <footer className="page-meta">
      {editUrl ? (
        <a className="page-edit" href={editUrl} rel="noopener">
          <EditIcon />
          {t(site, 'editPage')}
        </a>
      ) : null}
      {updated}
    </footer>
  );
}
