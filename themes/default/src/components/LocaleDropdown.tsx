import { routeHref, type LayoutProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { Dropdown, type DropdownItem } from './Dropdown.js';
import { LanguageIcon } from './icons.js';
import { localeSlot, usePageLinks } from './pageLinks.js';

/**
 * Each locale's version of the current page, from `page.alternates` (`x-default` skipped). A page without
 * alternates (the 404 page) links to each locale's home page instead.
 */
export function localeLinks({ site, page }: LayoutProps): DropdownItem[] {
  return site.locales.map((locale) => {
    const alternate = page.alternates.find((alt) => alt.locale === locale.code && alt.hreflang !== 'x-default');
    return {
      label: locale.label,
      href: alternate?.href ?? routeHref(site.basePath, locale.prefix, '/'),
      lang: locale.htmlLang,
      ...(locale.code === site.locale.code ? { current: true } : {}),
    };
  });
}

/** The navbar's language switcher. Switching loads the other locale's page in full (the runtime's rule). */
export function LocaleDropdown(props: LayoutProps) {
  const { site } = props;
  const pageLink = usePageLinks();
  return (
    <Dropdown
      id="locale-menu"
      className="locale-dropdown"
      label={t(site, 'navbar.language', { language: site.locale.label })}
      text={site.locale.label}
      icon={<LanguageIcon />}
      items={localeLinks(props).map((link, index) => ({ ...link, href: pageLink(localeSlot(index), link.href) }))}
    />
  );
}
