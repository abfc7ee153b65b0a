import { useEffect, useState } from 'react';
import { routeHref, STORAGE_KEYS, type LayoutProps } from '@laguna-docs/shared';
import { readStorage, writeStorage } from '../storage.js';
import { t } from '../t.js';
import { Dropdown } from './Dropdown.js';

/**
 * The docs version switcher. The site has one version (`site.docsVersionLabel`, e.g. "Next"); choosing it
 * is remembered in localStorage (spec §4) and the button shows the remembered choice when it still exists.
 * The entry leads to the current doc, or to the first doc when the reader is elsewhere; a site without docs
 * shows no version switcher (see Navbar).
 */
export function VersionDropdown({ site, page }: LayoutProps) {
  const versions = [site.docsVersionLabel];
  const [chosen, setChosen] = useState(site.docsVersionLabel);
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.docsVersion);
    if (stored === site.docsVersionLabel) setChosen(stored);
  }, [site.docsVersionLabel]);
  const route = page.sidebarId === 'docs' ? page.route : (site.docsHome ?? '/');
  return (
    <Dropdown
      id="version-menu"
      className="version-dropdown"
      label={t(site, 'navbar.version', { version: chosen })}
      text={chosen}
      items={versions.map((version) => ({
        label: version,
        href: routeHref(site.basePath, site.locale.prefix, route),
        ...(version === chosen ? { current: true } : {}),
        onSelect: () => {
          writeStorage(STORAGE_KEYS.docsVersion, version);
          setChosen(version);
        },
      }))}
    />
  );
}
