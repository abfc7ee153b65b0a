import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { CategoryCard, HomeData, PageData, PageFeature, SiteData } from './model.js';
import type { UiStrings } from './uiStrings.js';
import type { ThemeComponents } from './themeComponents.js';

/** Props of the page shell: the same on the server and in the browser. */
export interface LayoutProps {
  site: SiteData;
  page: PageData;
  /** Given when the page is rendered at build time (never in the browser); see `ServerMarkup`. */
  serverMarkup?: ServerMarkup;
  /** The site's overrides of the theme's components (see `ThemeComponents`), the same on the server and in the browser. */
  components?: Partial<ThemeComponents>;
}

/**
 * Renders `element` to markup exactly as the page's own server render would write it in its place, once
 * per locale of a build for each `key`, and gives that markup back for every later page. A theme uses it
 * for a piece that recurs unchanged on many pages (a collapsed sidebar category), put into its element
 * with `dangerouslySetInnerHTML`: the browser renders the piece itself and hydrates the same markup.
 * `key` must name everything the markup depends on besides the locale.
 */
export interface ServerMarkup {
  (key: string, element: ReactElement, slots?: MarkupSlots): string;
  /**
   * An attribute value that makes the attribute a slot holding `value` (`aria-current={serverMarkup.slot(route)}`):
   * the piece is written once with its slots, and each page's copy has each slot's attribute written again
   * by the `MarkupSlots` given (or left out), so a piece that differs from page to page only there is still
   * written once. Without `MarkupSlots` the piece is given as written, slots and all.
   */
  slot(value: string): string;
}

/**
 * The value of a slot's attribute on the page being rendered, from the attribute's name and the value given to
 * `ServerMarkup.slot`; `undefined` leaves the attribute out.
 */
export type MarkupSlots = (attribute: string, slot: string) => string | undefined;

/**
 * A piece of markup that `ServerMarkup` writes once and hands out to many pages: the same object each time
 * it hands out the same piece.
 */
export interface MarkupPiece {
  /** The piece as written once, slots and all. */
  readonly markup: string;
  /** The names of the attributes that are slots in it (see `ServerMarkup.slot`), each once. */
  readonly slots: readonly string[];
}

/** A piece of markup as `ServerMarkup` handed it out for one page: `markup` is `piece.markup` with its slots written for that page. */
export interface PagePiece {
  readonly piece: MarkupPiece;
  readonly markup: string;
}

/** Props of the main content of a page that is not markdown. */
export interface ContentProps<T> {
  site: SiteData;
  page: PageData;
  data: T;
}

/** The colours of the social card images the build draws for each page (`#rrggbb`). */
export interface SocialCardColors {
  background: string;
  /** The title. */
  text: string;
  /** The section and the address. */
  muted: string;
  /** The site's name and the bar at the left edge. */
  accent: string;
}

/**
 * A markdown component's HTML written without React: given the element's properties as the component gets
 * them, its children as ready markup and the site and page of the content, byte for byte what React
 * writes of the component (text and attribute values escaped with `escape`, which escapes as React
 * does); `undefined` for properties it does not foresee, which the component then renders.
 */
export type MarkdownMarkup = (props: Readonly<Record<string, unknown>>, children: string, context: { site: SiteData; page: PageData; escape: (text: string) => string }) => string | undefined;

/**
 * What a theme gives the generator. The node side renders with all of it; the browser bundle imports
 * only `clientEntry`, whose `Layout` must be the same component as `Layout` here, so hydration matches.
 */
export interface Theme {
  name: string;
  /** The page shell: announcement, navbar, sidebar, table of contents, `page.contentHtml`, footer. */
  Layout: ComponentType<LayoutProps>;
  /**
   * Components for markdown elements, by tag name, handed to rehype-react. Must cover the custom
   * elements `admonition` and `code-block` (see `@laguna-docs/markdown`); may override `a`, `table`, …
   * Every other element is written as HTML without React, the bytes React would write; in a component's
   * `children`, each run of such content comes as one piece of ready markup, so render them as given.
   */
  // Components receive the element's hast properties, whose shapes differ per tag.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  markdownComponents: Record<string, ComponentType<any>>;
  /**
   * For some of `markdownComponents`, by tag name, the same HTML written without React, which a page of
   * thousands of such elements (code blocks) renders much faster (see `MarkdownMarkup`).
   */
  markdownMarkup?: Record<string, MarkdownMarkup>;
  /** Main content of the home page (`layout: home`). */
  HomeContent: ComponentType<ContentProps<HomeData>>;
  /** Main content of a generated category index. */
  CategoryContent: ComponentType<ContentProps<{ description?: string; cards: CategoryCard[] }>>;
  /** Main content of the 404 page. */
  NotFoundContent: ComponentType<ContentProps<null>>;
  /**
   * Extra content renderers by name, for page kinds that generator packages add (e.g. `apiOperation`,
   * `apiIntro`). The data shape is fixed by the package that produces it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  contentRenderers: Record<string, ComponentType<ContentProps<any>>>;
  /**
   * Wraps the main content of every page when it is rendered, so components that only get their own
   * props (markdown elements) can still read the site and page, e.g. to translate a "Copy" label.
   */
  ContentProvider?: ComponentType<LayoutProps & { children?: ReactNode }>;
  /** Module specifier of the theme's built stylesheet, resolved like a package import (`@laguna-docs/theme-default/theme.css`). */
  stylesheet: string;
  /**
   * Stylesheets that only pages with a feature link, by feature, as module specifiers like `stylesheet`
   * (`{ tabs: '@laguna-docs/theme-default/tabs.css' }`): what most pages never show costs them nothing.
   * `api` is the API reference's: API pages link it joined to `stylesheet` in one file, instead of
   * `stylesheet` (one file compresses better than two, so their first load stays as small as before).
   */
  featureStylesheets?: Partial<Record<PageFeature, string>>;
  /** UI strings per locale; missing keys fall back to the default locale's with a build warning. */
  strings: Record<string, UiStrings>;
  /** Colours of the social cards (`socialCards` in the config); a neutral dark card without them. */
  socialCard?: SocialCardColors;
  /**
   * Module specifier of the browser entry, which exports `Layout` (e.g. `@laguna-docs/theme-default/client`),
   * and `components` when the theme has overridable ones.
   */
  clientEntry: string;
  /**
   * Module specifier of the theme's plain controls script, which exports `controls` (`PlainControls`): what
   * makes the theme's buttons, menus, tabs and copy buttons act on the server's markup without React. A
   * theme that has one gets pages that load no React but for their islands; one without (or a site that
   * overrides a theme component) has the whole page hydrated by React, from `clientEntry`.
   */
  controlsEntry?: string;
  /**
   * The theme's own overridable components (the browser entry exports the same as `components`). A site's
   * `src/theme/<Name>.tsx` replaces one through `LayoutProps.components`; `@theme-original/<Name>` is this one.
   */
  components?: ThemeComponents;
}

/** The page shown, as the plain controls see it (`PlainControls`). */
export interface ControlsContext {
  /** The data the page embeds: the UI strings and a large sidebar's entries may be left to the locale's files. */
  site: SiteData;
  page: PageData;
  /** The site data with what the page left to the locale's files put back (its UI strings, its share of a large sidebar). */
  complete(): Promise<SiteData>;
  /** The site data with every entry of its sidebars, from the locale's sidebars file when the page left some out. */
  fullSidebars(): Promise<SiteData>;
}

/**
 * A theme's controls without React (`Theme.controlsEntry` exports them as `controls`): `install` runs once,
 * as soon as the page's script runs, and listens on the document (event delegation on the server's
 * markup); `show` runs for each page shown (the first, and each one client navigation or a live update
 * brings), to apply what the reader chose before (colour mode, tab groups, versions) to the new markup.
 * `current` is the page shown at the time of each event.
 */
export interface PlainControls {
  install(current: () => ControlsContext): void;
  show(context: ControlsContext, first: boolean): void;
  /**
   * For a page whose content alone changed (the live update of `serve --watch`), shown with its new content
   * HTML already in place: makes what else the shell shows of it (the table of contents) from the page's
   * data. False when it cannot; the page is then loaded and swapped in whole.
   */
  showContent(context: ControlsContext): boolean;
}
