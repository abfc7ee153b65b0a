import { useState } from 'react';
import type { LayoutProps } from '@laguna-docs/shared';
import { ServerMarkupContext } from '../context.js';
import { useCopyButtons } from '../hooks/useCopyButtons.js';
import { useMobilePanel } from '../hooks/useMobilePanel.js';
import { useTabs } from '../hooks/useTabs.js';
import { t } from '../t.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { MainContent } from './MainContent.js';
import { Navbar } from './Navbar.js';
import { NavPanel } from './NavPanel.js';
import { OverridesContext, usePiece } from './overrides.js';

const PANEL_ID = 'nav-panel';

/**
 * The page shell, rendered on the server and hydrated in the browser from the same props: skip link,
 * announcement, navbar, sidebar (a panel on narrow screens), main content with table of contents, footer.
 * A pure function of its props plus local UI state; UI state that outlives a client-side navigation is
 * derived from `page.route` (see `useOpenCategories`, `useMobilePanel`).
 */
export function Layout({ site, page, serverMarkup, components }: LayoutProps) {
  return (
    <OverridesContext.Provider value={components}>
      <Shell site={site} page={page} serverMarkup={serverMarkup} />
    </OverridesContext.Provider>
  );
}

/** The shell inside the site's overrides, which each piece is looked up in (see `usePiece`). */
function Shell({ site, page, serverMarkup }: LayoutProps) {
  const Announcement = usePiece('AnnouncementBar', AnnouncementBar);
  const Bar = usePiece('Navbar', Navbar);
  const Panel = usePiece('NavPanel', NavPanel);
  const Main = usePiece('MainContent', MainContent);
  const Bottom = usePiece('Footer', Footer);
  const panel = useMobilePanel(page.route);
  const [status, setStatus] = useState('');
  useCopyButtons({ copy: t(site, 'code.copy'), copied: t(site, 'code.copied'), failed: t(site, 'code.copyFailed') }, setStatus);
  useTabs(page.route);
  const hasSidebar = Boolean(page.sidebarId && site.sidebars[page.sidebarId]);
  return (
    <ServerMarkupContext.Provider value={serverMarkup}>
      <div className={`layout layout-${page.kind}${hasSidebar ? ' has-sidebar' : ''}`}>
        <a className="skip-link" href="#main">{t(site, 'skipToContent')}</a>
        <Announcement site={site} />
        <Bar site={site} page={page} menuOpen={panel.open} onMenuOpen={panel.openPanel} menuButton={panel.menuButton} panelId={PANEL_ID} />
        <div className="page">
          <Panel site={site} page={page} id={PANEL_ID} open={panel.open} onClose={panel.close} panel={panel.panel} />
          <Main site={site} page={page} />
        </div>
        <Bottom site={site} />
        {/* The copy buttons' labels, for the plain controls (`controls/copy.ts`). */}
        <div className="sr-only" role="status" aria-live="polite" data-copy={t(site, 'code.copy')} data-copied={t(site, 'code.copied')} data-copy-failed={t(site, 'code.copyFailed')}>{status}</div>
      </div>
    </ServerMarkupContext.Provider>
  );
}
