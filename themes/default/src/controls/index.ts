import type { ControlsContext, PlainControls } from '@laguna-docs/shared';
import { installAnnouncement, showAnnouncement } from './announcement.js';
import { installColorMode, nameToggles } from './colorMode.js';
import { installCopyButtons } from './copy.js';
import { installDropdowns } from './dropdowns.js';
import { installMenu, resetMenu } from './menu.js';
import { installSidebar, showSidebar } from './sidebar.js';
import { installTabs, readyTabs } from './tabs.js';
import { installToc, showToc, writeToc } from './toc.js';
import { installVersions, showVersions } from './versions.js';

/**
 * The default theme's controls without React (`Theme.controlsEntry`): small listeners on the document
 * that act on the server's markup from the moment the page's script runs, sharing the reader's choices
 * with the hydrated components through the same `localStorage` keys.
 */
export const controls: PlainControls = {
  install(current: () => ControlsContext) {
    installColorMode();
    installDropdowns();
    installMenu();
    installSidebar(current);
    installTabs();
    installCopyButtons();
    installToc();
    installAnnouncement(current);
    installVersions(current);
  },
  show(context: ControlsContext, first: boolean) {
    nameToggles();
    if (!first) resetMenu();
    showAnnouncement(context);
    showVersions(context);
    readyTabs();
    showSidebar(context, first);
    showToc();
  },
  showContent(context: ControlsContext) {
    return writeToc(context.site, context.page.hideToc ? [] : context.page.toc);
  },
};
