import type { ComponentType, RefObject } from 'react';
import type { PageData, SiteData, TocEntry } from './model.js';

/*
 * The theme components a site may override, as Docusaurus sites "swizzle" them: a file
 * `src/theme/<Name>.tsx` (or `src/theme/<Name>/index.tsx`) replaces the theme's `<Name>` on every page,
 * on the server and in the browser alike; `import Original from '@theme-original/<Name>'` gives the
 * theme's own, for wrapping. Each component's props are the contract an override receives.
 */

/** The folder of a site's theme overrides (`src/theme/Footer.tsx`), relative to the site. */
export const THEME_FOLDER = 'src/theme';

/** Extensions of a site's component files (site components, overrides, React pages), in the order an import without one tries them. */
export const COMPONENT_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'] as const;

/** Props of a piece of the page shell that shows the site and the page. */
export interface PagePieceProps {
  site: SiteData;
  page: PageData;
}

/** Props of `Footer`, `AnnouncementBar`, `SearchButton` and `ColorModeToggle`: the site alone. */
export interface SitePieceProps {
  site: SiteData;
}

/** Props of `Navbar`. */
export interface NavbarProps extends PagePieceProps {
  /** Whether the menu panel (narrow screens) is open. */
  menuOpen: boolean;
  /** Opens the menu panel; give it to the menu button's `onClick`. */
  onMenuOpen: () => void;
  /** The menu button, which gets the focus back when the panel closes. */
  menuButton: RefObject<HTMLButtonElement>;
  /** Id of the panel the menu button opens (its `aria-controls`). */
  panelId: string;
}

/** Props of `NavPanel`: the sidebar, and on narrow screens the menu panel. */
export interface NavPanelProps extends PagePieceProps {
  id: string;
  open: boolean;
  onClose: () => void;
  panel: RefObject<HTMLElement>;
}

/** Props of `Toc`, the table of contents beside the content. */
export interface TocProps {
  site: SiteData;
  entries: TocEntry[];
}

/** The overridable components by name, with their props. */
export interface ThemeComponentProps {
  AnnouncementBar: SitePieceProps;
  Navbar: NavbarProps;
  NavPanel: NavPanelProps;
  MainContent: PagePieceProps;
  Breadcrumbs: PagePieceProps;
  VersionBanner: PagePieceProps;
  PageMeta: PagePieceProps;
  Pagination: PagePieceProps;
  Toc: TocProps;
  Footer: SitePieceProps;
  SearchButton: SitePieceProps;
  ColorModeToggle: SitePieceProps;
}

/** The name of an overridable component. */
export type ThemeComponentName = keyof ThemeComponentProps;

/** A theme's overridable components, or a site's overrides of some of them. */
export type ThemeComponents = { [Name in ThemeComponentName]: ComponentType<ThemeComponentProps[Name]> };

/**
 * How safe overriding each component is, and the name of its props' type (exported by `laguna-docs`). `safe`: its markup is the site's to change (wrap it or eject
 * it). `wrap`: wrapping is safe, but an ejected copy must keep what the rest of the page relies on (named
 * below), so theme updates may need it copied again.
 */
export const THEME_COMPONENTS: Readonly<Record<ThemeComponentName, { safety: 'safe' | 'wrap'; props: string; about: string }>> = {
  AnnouncementBar: { safety: 'safe', props: 'SitePieceProps', about: 'the dismissible bar above the navbar (config `announcementBar`)' },
  Navbar: { safety: 'wrap', props: 'NavbarProps', about: 'the top bar; keep the menu button (`menuButton`, `onMenuOpen`, `panelId`) for narrow screens' },
  NavPanel: { safety: 'wrap', props: 'NavPanelProps', about: 'the sidebar, and the menu panel on narrow screens; the client opens and closes it' },
  MainContent: { safety: 'wrap', props: 'PagePieceProps', about: '`<main>`; keep one element with `data-content` holding `page.contentHtml` exactly' },
  Breadcrumbs: { safety: 'safe', props: 'PagePieceProps', about: 'the trail above a docs page' },
  VersionBanner: { safety: 'safe', props: 'PagePieceProps', about: 'the notice on pages of a version other than the latest' },
  PageMeta: { safety: 'safe', props: 'PagePieceProps', about: 'the edit link and the last update under the content' },
  Pagination: { safety: 'safe', props: 'PagePieceProps', about: 'the previous and next links' },
  Toc: { safety: 'wrap', props: 'TocProps', about: 'the table of contents; the client marks the heading being read' },
  Footer: { safety: 'safe', props: 'SitePieceProps', about: 'the link columns, copyright and version at the bottom' },
  SearchButton: { safety: 'wrap', props: 'SitePieceProps', about: 'opens the search dialog; keep `data-laguna-search` on the button' },
  ColorModeToggle: { safety: 'safe', props: 'SitePieceProps', about: 'the light and dark switch' },
};

/** The overridable components' names, in the order the website's theme overrides guide lists them. */
export const THEME_COMPONENT_NAMES = Object.keys(THEME_COMPONENTS) as ThemeComponentName[];

/** Whether `name` is an overridable component's name. */
export function isThemeComponentName(name: string): name is ThemeComponentName {
  return Object.prototype.hasOwnProperty.call(THEME_COMPONENTS, name);
}
