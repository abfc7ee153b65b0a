import { useEffect, useState } from 'react';
import { routeHref, STORAGE_KEYS, versionHome, type LayoutProps, type VersionInfo } from '@laguna-docs/shared';
import { storeVersionChoice, useReadingVersion } from '../hooks/useReadingVersion.js';
import { readStorage } from '../storage.js';
import { t } from '../t.js';
import { Dropdown, type DropdownItem } from './Dropdown.js';
import { usePageLinks, VERSION_SLOT } from './pageLinks.js';

/**
 * Whether the navbar has a version menu: on a site with docs that has versions, or whose config sets
 * `docsVersionLabel` (`site.versionMenu`); a site with one version and no label of its own shows none.
 */
export function showsVersionMenu(site: LayoutProps['site']): boolean {
  return Boolean(site.docsHome) && ((site.versions?.length ?? 0) > 0 || site.versionMenu === true);
}

/**
 * The docs version switcher. On a site with versions (`site.versions`) it lists them all and marks the one
 * being read; on a site with one version, that version (`site.docsVersionLabel`, e.g. "Next"). Choosing
 * an entry is remembered in localStorage (spec §4). A site without docs shows no switcher (see Navbar).
 */
export function VersionDropdown(props: LayoutProps) {
  return props.site.versions && props.site.versions.length > 0 ? <VersionsDropdown {...props} /> : <SingleVersionDropdown {...props} />;
}

/**
 * Each version's entry for a page: the same page in that version when it exists there, else where the
 * version starts (its API reference from an API page, its docs home elsewhere). The entry of the version
 * the page belongs to leads to the page itself.
 */
export function versionLinks({ site, page }: LayoutProps, reading: VersionInfo | undefined): Array<DropdownItem & { name: string }> {
  return (site.versions ?? []).map((version) => {
    const samePage = version.name === page.version ? page.route : page.version ? page.versionAlternates?.[version.name] : undefined;
    const route = samePage ?? versionHome(version, page.kind === 'api') ?? site.docsHome ?? '/';
    return {
      name: version.name,
      label: version.label,
      href: routeHref(site.basePath, site.locale.prefix, route),
      ...(version.name === reading?.name ? { current: true } : {}),
      onSelect: () => storeVersionChoice(version.name),
      versionChoice: version.name,
    };
  });
}

function VersionsDropdown(props: LayoutProps) {
  const { site } = props;
  const reading = useReadingVersion(site, props.page);
  const label = reading?.label ?? site.docsVersionLabel;
  return <Dropdown id="version-menu" className="version-dropdown" label={t(site, 'navbar.version', { version: label })} text={label} items={versionLinks(props, reading)} />;
}

/** The docs versions as a row of links in the narrow screens' menu panel, where the dropdown does not fit. */
export function PanelVersions(props: LayoutProps) {
  const { site } = props;
  const reading = useReadingVersion(site, props.page);
  return (
    <div className="panel-languages panel-versions" role="group" aria-label={t(site, 'navbar.versions')}>
      <span className="panel-group-label" aria-hidden="true">{t(site, 'navbar.versions')}</span>
      {versionLinks(props, reading).map((link) => (
        <a key={link.name} href={link.href} aria-current={link.current ? 'true' : undefined} data-version-choice={link.versionChoice} onClick={link.onSelect}>{link.label}</a>
      ))}
    </div>
  );
}

/**
 * A site with one version: its label is what is stored (as before versions existed; `findVersion` still
 * understands it once the site has versions). The entry leads to the current doc, or to the first doc.
 */
function SingleVersionDropdown({ site, page }: LayoutProps) {
  const [chosen, setChosen] = useState(site.docsVersionLabel);
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.docsVersion);
    if (stored === site.docsVersionLabel) setChosen(stored);
  }, [site.docsVersionLabel]);
  const route = page.sidebarId === 'docs' ? page.route : (site.docsHome ?? '/');
  const pageLink = usePageLinks();
  return (
    <Dropdown
      id="version-menu"
      className="version-dropdown"
      label={t(site, 'navbar.version', { version: chosen })}
      text={chosen}
      items={[{
        label: site.docsVersionLabel,
        href: pageLink(VERSION_SLOT, routeHref(site.basePath, site.locale.prefix, route)),
        ...(site.docsVersionLabel === chosen ? { current: true } : {}),
        versionChoice: site.docsVersionLabel,
        onSelect: () => {
          storeVersionChoice(site.docsVersionLabel);
          setChosen(site.docsVersionLabel);
        },
      }]}
    />
  );
}
