import { useEffect, useState } from 'react';
import { STORAGE_KEYS, type SiteData } from '@laguna-docs/shared';
import { readStorage, writeStorage } from '../storage.js';
import { t } from '../t.js';
import { CloseIcon } from './icons.js';

/**
 * The announcement from the config, with a close button. Closing stores the announcement's id, so a new
 * announcement (new id) shows again. For readers who closed it before, the head script marks `<html>`
 * before paint and CSS keeps the bar hidden until this component's effect removes it for good.
 */
export function AnnouncementBar({ site }: { site: SiteData }) {
  const announcement = site.announcement;
  const [dismissed, setDismissed] = useState(false);
  const id = announcement?.id;
  useEffect(() => {
    if (id && readStorage(STORAGE_KEYS.announcementDismissed) === id) setDismissed(true);
  }, [id]);
  if (!announcement || dismissed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, announcement.id);
    document.documentElement.dataset.announcementDismissed = '';
    setDismissed(true);
    // The button disappears with the bar; keep keyboard users at the top of the page, not on <body>.
    document.querySelector<HTMLElement>('.brand')?.focus();
  };
  return (
    <div className="announcement" role="region" aria-label={t(site, 'announcement.label')}>
      {/* Text, never HTML: the data comes from the page, so it is shown, not run. */}
      <p>
        {announcement.text}
        {announcement.link && isSiteHref(announcement.link.href) ? (
          <>
            {' '}
            <a href={announcement.link.href}>{announcement.link.label}</a>
          </>
        ) : null}
      </p>
      <button type="button" className="icon-button announcement-close" aria-label={t(site, 'announcement.close')} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The build makes the link an absolute path of the site; anything else (a `javascript:` URL) is not one. */
function isSiteHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
