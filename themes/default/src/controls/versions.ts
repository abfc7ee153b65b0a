import { readingVersion, routeForVersion, routeHref, STORAGE_KEYS, type ControlsContext } from '@laguna-docs/shared';
import { readStorage } from '../storage.js';
import { CHOICE_EVENT } from '../versionChoice.js';

/**
 * The version menu and the menu panel's versions (`VersionDropdown`, `PanelVersions`) on a site with
 * versions: the server marks the page's own version, or the latest on a page of no version; the reader's
 * stored choice (`readingVersion`) takes over here, and again when they choose another. The navbar's links
 * into the docs and the API reference (`data-route`) lead to the version being read, as `NavLink` does.
 */
export function installVersions(current: () => ControlsContext): void {
  window.addEventListener(CHOICE_EVENT, () => showVersions(current()));
}

export function showVersions({ site, page }: ControlsContext): void {
  const versions = site.versions;
  if (!versions) return;
  const reading = readingVersion(versions, page.version, readStorage(STORAGE_KEYS.docsVersion));
  if (!reading) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-route]')) {
    const route = routeForVersion(link.dataset.route ?? '', versions, reading);
    link.setAttribute('href', routeHref(site.basePath, site.locale.prefix, route));
    if (route === page.route) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.version-dropdown a[data-version-choice], .panel-versions a[data-version-choice]')) {
    if (link.dataset.versionChoice === reading.name) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  const button = document.querySelector<HTMLElement>('.version-dropdown > button');
  const text = button?.querySelector('span');
  if (!button || !text || text.textContent === reading.label) return;
  // The button's name holds its text ("Version: 2.0"): the one shown is swapped for the one read.
  const name = button.getAttribute('aria-label');
  if (name && text.textContent) button.setAttribute('aria-label', name.replace(text.textContent, reading.label));
  text.textContent = reading.label;
}
