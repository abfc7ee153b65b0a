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
      {/* The text is HTML the build escaped from the config (plain text plus one optional link). */}
      <p dangerouslySetInnerHTML={{ __html: announcement.html }} />
      <button type="button" className="icon-button announcement-close" aria-label={t(site, 'announcement.close')} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}
