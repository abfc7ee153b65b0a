import { isPerPageHead } from '@laguna-docs/shared';
import { localeLabel } from '../init/templates.js';
import type { DocInfo } from './docIndex.js';
import { hasProtocol, isUnder, missingRoute, type SiteRoutes } from './siteRoutes.js';
import { Code, fileOf, isRecord, lineOf, lineOfKey, Unread, type StaticValue } from './staticValue.js';
import type { MigrationNote } from './types.js';

type Obj = { [key: string]: StaticValue };

/** Texts of the navbar and footer translated in `i18n/<locale>/docusaurus-theme-classic/{navbar,footer}.json`. */
export type ThemeTranslations = Map<string, Record<string, string>>;

export interface MapConfigOptions {
  /** The exported config object. */
  config: Obj;
  /** Its file's name in the old site, for the report. */
  configFile: string;
  /** Docs of the default locale. */
  docs: readonly DocInfo[];
  /** The first doc of each sidebar of `sidebars.js`, by sidebar id. */
  sidebarFirstDocs: ReadonlyMap<string, string>;
  /** Files under `static/`, `/`-separated. */
  staticFiles: ReadonlySet<string>;
  /** Stylesheets copied into the new site, as paths from its config. */
  customCss: readonly string[];
  /** Per locale other than the default, `key → translation` of the theme's navbar and footer texts. */
  translations: ThemeTranslations;
  /** Docs sections carried from further instances of the docs plugin, by plugin id. */
  sections?: ReadonlyMap<string, CarriedSection>;
  /** What the new site's links may point at: its routes, and what it was not given. */
  site?: SiteRoutes;
  /** The pages whose text shows they use a remark plugin, by the plugin's name (as far as migrate can tell). */
  pagesUsing?: (plugin: string) => string[];
  /** Plugins and presets carried elsewhere (the OpenAPI ones), by name, not reported as left behind. */
  carriedPlugins?: ReadonlySet<string>;
  /** The blog was carried (see `carryBlog`): links to it stay. */
  blogCarried?: boolean;
}

/** A further docs plugin instance carried as a docs section. */
export interface CarriedSection {
  docs: readonly DocInfo[];
  sidebarFirstDocs: ReadonlyMap<string, string>;
  routeBase: string;
}

export interface MappedConfig {
  /** The new config as plain data (`Code` for expressions kept as they are). */
  config: Obj;
  /** Where docs live: `/docs` unless the preset says otherwise. */
  routeBase: string;
  /** Route of the blog, whose links are not carried; undefined without one. */
  blogRoute?: string;
  /** The docs folder, relative to the old site. */
  docsPath: string;
  notes: MigrationNote[];
}

const get = (value: StaticValue, key: string): StaticValue => (isRecord(value) ? value[key] : undefined);
const text = (value: StaticValue): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Where the classic preset's options are: `presets: [['classic', { docs, blog, theme }]]`, or those of
 * `docusaurus-preset-openapi`, which takes the same and more.
 */
export function presetOptions(config: Obj): Obj {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  for (const preset of presets) {
    if (Array.isArray(preset) && /classic|preset-openapi/.test(String(preset[0])) && isRecord(preset[1])) return preset[1];
  }
  return {};
}

/** The route a Docusaurus `routeBasePath` (`docs`, `/`, `sdk/`) means. */
export function routeOf(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/**
 * Maps what a Docusaurus config says onto a laguna-docs config: title, tagline, url, base path, favicon,
 * locales, docs route, edit links, link policy, custom CSS, navbar and footer (with their translations).
 * Each thing it cannot carry (a plugin, a theme option of Docusaurus's theme, a value only running the
 * config would tell) is a report line naming the config file and line.
 */
export function mapConfig(options: MapConfigOptions): MappedConfig {
  const { config, configFile } = options;
  const notes: MigrationNote[] = [];
  const leave = (message: string, at?: StaticValue) => {
    const line = lineOf(at);
    notes.push({ kind: 'not-carried', file: fileOf(at) ?? configFile, ...(line ? { line } : {}), message });
  };
  const preset = presetOptions(config);
  const docsOptions = get(preset, 'docs');
  const routeBase = routeOf(text(get(docsOptions, 'routeBasePath')) ?? 'docs');
  const docsPath = text(get(docsOptions, 'path')) ?? 'docs';
  const blog = get(preset, 'blog');
  const blogRoute = blog === false || options.blogCarried ? undefined : routeOf(text(get(blog, 'routeBasePath')) ?? 'blog');
  const locales = readLocales(config, leave);
  const translate = (value: string, key: string, file: 'navbar' | 'footer'): StaticValue => {
    const labels: Obj = {};
    for (const [code, strings] of options.translations) {
      const translated = strings[`${file}\u0000${key}`];
      if (translated && translated !== value) labels[code] = translated;
    }
    return Object.keys(labels).length > 0 ? { [locales.default]: value, ...labels } : value;
  };

  const out: Obj = {};
  out.title = text(config.title) ?? 'Docs';
  if (typeof config.tagline === 'string' && config.tagline) out.tagline = config.tagline;
  const url = text(config.url);
  if (!url) leave(`url could not be read (${describe(config.url)}); set it in laguna-docs.config.ts`, config.url);
  out.url = url?.replace(/\/+$/, '') ?? 'https://example.org';
  const baseUrl = text(config.baseUrl) ?? '/';
  out.basePath = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const favicon = text(config.favicon);
  if (favicon && options.staticFiles.has(favicon.replace(/^\//, ''))) out.favicon = favicon.replace(/^\//, '');
  if (locales.items.length > 1 || locales.default !== 'en') out.locales = { default: locales.default, items: locales.items };
  if (routeBase !== '/docs') out.docs = { routeBasePath: routeBase };

  const editUrl = get(docsOptions, 'editUrl');
  if (typeof editUrl === 'string') out.editUrl = editUrl.replace(/\/+$/, '');
  else if (editUrl !== undefined) leave('presets docs.editUrl is a function; give laguna-docs a URL or a function of { locale, docPath, file }', editUrl);
  const lastUpdate = get(docsOptions, 'showLastUpdateTime');
  if (lastUpdate === true) out.lastUpdated = get(docsOptions, 'showLastUpdateAuthor') === true ? { author: true } : true;
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins'] as const) {
    const plugins = get(docsOptions, key);
    for (const plugin of Array.isArray(plugins) ? plugins : []) {
      const name = pluginName(plugin);
      if (CARRIED_REMARK_PLUGINS.test(name)) {
        const line = lineOf(plugin);
        notes.push({ kind: 'converted', file: fileOf(plugin) ?? configFile, ...(line ? { line } : {}), target: 'laguna-docs.config.ts', message: `presets docs.${key}: ${name}: ${/math|katex/.test(name) ? 'math is built in' : 'its code blocks became code groups in the pages'}` });
        continue;
      }
      const pages = options.pagesUsing?.(name) ?? [];
      leave(`presets docs.${key}: ${name} is not carried${pages.length > 0 ? ` (used by ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? `, and ${pages.length - 5} more` : ''})` : ''}; add it to markdown.${key === 'rehypePlugins' ? 'rehypePlugins' : 'remarkPlugins'} if the pages still need it`, lineOf(plugin) ? plugin : plugins);
    }
  }

  // Docusaurus's defaults, written out where laguna-docs's differ: a broken link fails the build (as in
  // both), a broken markdown link or anchor only warns.
  const policy = (value: StaticValue, fallback: 'error' | 'warn') => (typeof value !== 'string' ? fallback : value === 'throw' ? 'error' : 'warn');
  if (policy(config.onBrokenLinks, 'error') === 'warn') out.onBrokenLinks = 'warn';
  out.onBrokenAnchors = policy(config.onBrokenAnchors, 'warn');
  out.onBrokenMarkdownLinks = policy(config.onBrokenMarkdownLinks ?? get(get(get(config, 'markdown'), 'hooks'), 'onBrokenMarkdownLinks'), 'warn');
  if (config.trailingSlash === true) {
    const line = lineOfKey(config, 'trailingSlash');
    notes.push({ kind: 'not-carried', file: configFile, ...(line ? { line } : {}), message: 'trailingSlash: true: laguna-docs writes routes without a trailing slash; a link with one still leads to its page, and serve redirects such a URL' });
  }
  if (options.customCss.length > 0) out.customCss = [...options.customCss];

  const themeConfig = isRecord(config.themeConfig) ? config.themeConfig : {};
  const navbar = get(themeConfig, 'navbar');
  const logo = text(get(get(navbar, 'logo'), 'src'));
  if (logo && options.staticFiles.has(logo.replace(/^\//, ''))) out.logo = logo.replace(/^\//, '');
  const labelled = (value: string) => translate(value, `item.label.${value}`, 'navbar');
  const items: Obj[] = [];
  const navbarItems = get(navbar, 'items');
  for (const item of Array.isArray(navbarItems) ? navbarItems : []) {
    const mapped = navbarItem(item);
    if (mapped) items.push(mapped);
  }
  if (locales.items.length > 1 && !items.some((item) => item.type === 'locales')) items.push({ type: 'locales', position: 'right' });
  if (get(get(themeConfig, 'colorMode'), 'disableSwitch') !== true) items.push({ type: 'colorMode', position: 'right' });
  out.navbar = items;

  function navbarItem(item: StaticValue): Obj | undefined {
    if (!isRecord(item)) {
      leave(`a navbar item could not be read (${describe(item)})`, item);
      return undefined;
    }
    const type = text(item.type) ?? 'default';
    const position = item.position === 'right' ? { position: 'right' } : {};
    const label = text(item.label);
    if (type === 'localeDropdown') return { type: 'locales', ...position };
    if (type === 'search') return undefined;
    if (type === 'dropdown') return dropdown(item, label, position);
    const link = linkOf(item, type, label, `navbar item${label ? ` "${label}"` : ''}`);
    if (link === 'blog') return undefined;
    if (link && 'to' in link) return { type: 'link', label: link.label, to: link.to, ...position };
    if (link) return { type: 'external', label: link.label, href: link.href, ...(link.github ? { icon: 'github' } : {}), ...position };
    leave(`navbar item ${label ? `"${label}" ` : ''}of type ${type}: laguna-docs's navbar has links, external links, dropdowns of links, the language menu and the colour mode switch`, item);
    return undefined;
  }

  /** A dropdown with the items a laguna-docs dropdown holds (links to pages and to other sites); the rest, each with its line. */
  function dropdown(item: Obj, label: string | undefined, position: Obj): Obj | undefined {
    const name = `navbar dropdown${label ? ` "${label}"` : ''}`;
    const items: Obj[] = [];
    for (const entry of Array.isArray(item.items) ? item.items : []) {
      if (!isRecord(entry)) {
        leave(`${name}: an item could not be read (${describe(entry)})`, lineOf(entry) ? entry : item);
        continue;
      }
      const type = text(entry.type) ?? 'default';
      const entryLabel = text(entry.label);
      const link = linkOf(entry, type, entryLabel, `${name} item${entryLabel ? ` "${entryLabel}"` : ''}`);
      if (link === 'blog') continue;
      if (link) items.push('to' in link ? { label: link.label, to: link.to } : { label: link.label, href: link.href });
      else leave(`${name} item ${entryLabel ? `"${entryLabel}" ` : ''}of type ${type}: a dropdown holds links to pages and to other sites`, lineOf(entry) ? entry : item);
    }
    if (!label || items.length === 0) {
      leave(`${name}: left out, ${!label ? 'it has no label' : 'none of its items could be carried'}`, item);
      return undefined;
    }
    return { type: 'dropdown', label: labelled(label), items, ...position };
  }

  /**
   * A link of the navbar (a doc, a sidebar's first doc, a route, a URL) with its label translated; `blog`
   * (after a note) for a link to the blog, which is not carried; undefined for an item that is no link.
   */
  function linkOf(item: Obj, type: string, label: string | undefined, name: string): { label: StaticValue; to: string } | { label: StaticValue; href: string; github: boolean } | 'blog' | undefined {
    if (type === 'docSidebar' || type === 'doc') {
      const pluginId = text(item.docsPluginId);
      const section = pluginId ? options.sections?.get(pluginId) : undefined;
      const docs = section?.docs ?? options.docs;
      const id = text(type === 'doc' ? item.docId : item.sidebarId) ?? '';
      const firstDoc = type === 'doc' ? id : (section?.sidebarFirstDocs ?? options.sidebarFirstDocs).get(id);
      const to = (firstDoc && docs.find((doc) => doc.id === firstDoc)?.route) ?? section?.routeBase ?? routeBase;
      const title = label ?? docs.find((doc) => doc.id === firstDoc)?.title ?? 'Docs';
      return { label: labelled(title), to };
    }
    const internal = typeof item.href === 'string' && !hasProtocol(item.href) ? item.href : undefined;
    const to = typeof item.to === 'string' ? item.to : internal;
    if (type === 'default' && to !== undefined && label) {
      const route = carriedRoute(to, name, item);
      if (route === undefined) return 'blog';
      return { label: labelled(label), to: route };
    }
    if (type === 'default' && typeof item.href === 'string') {
      const github = /github/i.test(`${text(item.className) ?? ''} ${text(item['aria-label']) ?? ''}`) && !label;
      return { label: labelled(label ?? (github ? 'GitHub' : item.href)), href: item.href, github };
    }
    return undefined;
  }

  /**
   * The route a `to` of the navbar or footer leads to in the new site, resolved as Docusaurus does: a
   * path without a leading `/` is relative to the base URL, and one that starts with the base URL is
   * already under it. Undefined (after a report line) when it leads to nothing the new site has.
   */
  function carriedRoute(to: string, name: string, at: StaticValue): string | undefined {
    const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
    const base = out.basePath as string;
    let route = pathPart.startsWith(base) ? `/${pathPart.slice(base.length)}` : pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
    route = route.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    for (const [from, moved] of options.site?.moved ?? []) if (isUnder(route, from)) route = moved;
    const why = options.site ? missingRoute(options.site, route, blogRoute) : blogRoute && isUnder(route, blogRoute) ? `the blog (${route}), which is not carried` : undefined;
    if (why) {
      leave(`${name} links to ${why}: left out`, at);
      return undefined;
    }
    if (route !== pathPart) notes.push({ kind: 'converted', file: fileOf(at) ?? configFile, ...(lineOf(at) ? { line: lineOf(at) } : {}), target: 'laguna-docs.config.ts', message: `${name}: the link "${to}" is the route ${route}${rest}` });
    return `${route}${rest}`;
  }

  const footer = get(themeConfig, 'footer');
  const columns: Obj[] = [];
  const links = get(footer, 'links');
  const columnList = Array.isArray(links) ? (links.every((link) => isRecord(link) && Array.isArray(link.items)) ? links : [{ title: 'Links', items: links }]) : [];
  for (const column of columnList) {
    const title = text(get(column, 'title')) ?? 'Links';
    const columnItems: Obj[] = [];
    const list = get(column, 'items');
    for (const link of Array.isArray(list) ? list : []) {
      const label = text(get(link, 'label'));
      const to = text(get(link, 'to'));
      const href = text(get(link, 'href'));
      if (!label || (!to && !href)) {
        leave(`footer link ${label ? `"${label}" ` : ''}in "${title}": only links with a label and to or href are carried (${describe(link)})`, link);
        continue;
      }
      const internal = to ?? (href && !hasProtocol(href) ? href : undefined);
      const route = internal === undefined ? undefined : carriedRoute(internal, `footer link "${label}"`, link);
      if (internal !== undefined && route === undefined) continue;
      const translatedLabel = translate(label, `link.item.label.${label}`, 'footer');
      columnItems.push(route ? { label: translatedLabel, to: route } : { label: translatedLabel, href: href ?? '' });
    }
    if (columnItems.length > 0) columns.push({ title: translate(title, `link.title.${title}`, 'footer'), items: columnItems });
  }
  const copyright = get(footer, 'copyright');
  if (columns.length > 0 || copyright !== undefined) {
    out.footer = { columns, ...(typeof copyright === 'string' ? { copyright: translate(copyright, 'copyright', 'footer') } : copyright instanceof Code ? { copyright } : {}) };
    if (copyright instanceof Unread) leave(`footer.copyright could not be read (${copyright.source})`, copyright);
  }

  const bar = get(themeConfig, 'announcementBar');
  if (isRecord(bar) && typeof bar.content === 'string') {
    out.announcement = { id: (text(bar.id) ?? 'announcement').replace(/[^\w-]/g, '-'), text: bar.content.replace(/<[^>]+>/g, '') };
    if (/<a\s/i.test(bar.content)) leave('announcementBar.content: its link was dropped; give announcement.link a label and a route', bar);
  }
  for (const key of ['algolia', 'prism', 'docs', 'metadata', 'image', 'mermaid', 'tableOfContents'] as const) {
    if (themeConfig[key] === undefined) continue;
    const why: Record<string, string> = {
      algolia: 'laguna-docs has its own search',
      prism: 'code is highlighted by highlight.js in the theme\'s colours',
      docs: 'the sidebar options of Docusaurus\'s theme have no counterpart',
      metadata: 'give pages description, keywords or image in front matter',
      image: 'social cards: set socialCards: true, or front matter image per page',
      mermaid: 'diagrams follow the theme\'s light and dark colours',
      tableOfContents: 'set toc.minLevel and toc.maxLevel',
    };
    if (key === 'tableOfContents') {
      const min = get(themeConfig.tableOfContents, 'minHeadingLevel');
      const max = get(themeConfig.tableOfContents, 'maxHeadingLevel');
      if (typeof min === 'number' && typeof max === 'number') {
        out.toc = { minLevel: min, maxLevel: max };
        continue;
      }
    }
    leave(`themeConfig.${key}: ${why[key]}`, themeConfig[key]);
  }

  for (const [group, list] of [['plugins', config.plugins], ['themes', config.themes]] as const) {
    for (const entry of Array.isArray(list) ? list : []) {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      // A plugin written in the config itself (`() => ({ name: 'custom', postBuild() {…} })`) is named by its name.
      const ownName = text(get(plugin, 'name'));
      const name = text(plugin) ?? (ownName ? `the plugin "${ownName}" written in the config` : describe(plugin));
      if (/theme-mermaid/.test(name) || options.carriedPlugins?.has(name)) continue;
      // Further docs plugin instances are carried as docs sections.
      const pluginOptions = Array.isArray(entry) ? entry[1] : undefined;
      if (/plugin-content-docs/.test(name) && typeof get(pluginOptions, 'id') === 'string' && options.sections?.has(get(pluginOptions, 'id') as string)) continue;
      leave(`${group}: ${name} is not carried${/plugin-content-docs/.test(name) ? ' (a second docs section)' : ''}`, lineOf(entry) ? entry : list);
    }
  }
  const head = headElements(config, leave);
  if (head.length > 0) {
    out.head = head;
    notes.push({ kind: 'converted', file: configFile, target: 'laguna-docs.config.ts', message: `headTags, scripts and stylesheets: ${head.length} element${head.length > 1 ? 's' : ''} of every page's <head>, in head` });
  }
  if (Array.isArray(config.clientModules) && config.clientModules.length > 0) leave("clientModules: pages run no modules of the site's own; a script for every page goes in head, a component that runs in the browser is an island", config.clientModules);
  return { config: out, routeBase, ...(blogRoute ? { blogRoute } : {}), docsPath, notes };
}

const HEAD_TAGS = new Set(['script', 'meta', 'link', 'style', 'noscript']);

/**
 * Docusaurus's `scripts`, `stylesheets` and `headTags` as elements of the config's `head`: a script or
 * stylesheet given as a URL or as an object of attributes, a head tag with its `tagName`, `attributes`
 * and `innerHTML`. One laguna-docs makes per page itself (a description, a canonical link) or that could
 * not be read is left out, with its line.
 */
function headElements(config: Obj, leave: (message: string, at?: StaticValue) => void): Obj[] {
  const list = (key: string): StaticValue[] => (Array.isArray(config[key]) ? (config[key] as StaticValue[]) : []);
  const attributesOf = (value: StaticValue): Record<string, string | boolean> | undefined => {
    if (!isRecord(value)) return undefined;
    const attributes: Record<string, string | boolean> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'boolean') attributes[name] = item;
      else if (typeof item === 'number') attributes[name] = String(item);
      else return undefined;
    }
    return attributes;
  };
  const head: Obj[] = [];
  const add = (key: string, at: StaticValue, tag: string | undefined, attributes: Record<string, string | boolean> | undefined, content?: StaticValue) => {
    const named = attributes ? Object.entries(attributes).find(([name]) => ['name', 'property', 'rel', 'src', 'href'].includes(name)) : undefined;
    const shown = tag ? `${key}: <${tag}${named ? ` ${named[0]}="${String(named[1])}"` : ''}>` : `${key}: ${describe(at)}`;
    if (!tag || !attributes || (content !== undefined && typeof content !== 'string')) return leave(`${shown} could not be read; add it to head yourself`, at);
    if (!HEAD_TAGS.has(tag)) return leave(`${shown}: a <${tag}> in <head> has no counterpart (head takes script, meta, link, style and noscript)`, at);
    const strings = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.toLowerCase(), String(value)]));
    if (isPerPageHead(tag, strings)) return leave(`${shown}: every page makes this element itself; set it in front matter or a page's <head> block`, at);
    head.push({ tag, attributes, ...(typeof content === 'string' && content ? { content } : {}) });
  };
  for (const script of list('scripts')) add('scripts', script, 'script', typeof script === 'string' ? { src: script } : attributesOf(script));
  for (const sheet of list('stylesheets')) add('stylesheets', sheet, 'link', typeof sheet === 'string' ? { rel: 'stylesheet', href: sheet } : (() => { const attributes = attributesOf(sheet); return attributes ? { rel: 'stylesheet', ...attributes } : undefined; })());
  for (const tag of list('headTags')) add('headTags', tag, text(get(tag, 'tagName')), get(tag, 'attributes') === undefined ? {} : attributesOf(get(tag, 'attributes')), get(tag, 'innerHTML'));
  return head;
}

interface Locales {
  default: string;
  items: Obj[];
}

function readLocales(config: Obj, leave: (message: string, at?: StaticValue) => void): Locales {
  const i18n = config.i18n;
  const defaultLocale = text(get(i18n, 'defaultLocale')) ?? 'en';
  const codes = get(i18n, 'locales');
  const list = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [defaultLocale];
  if (codes instanceof Unread) leave(`i18n.locales could not be read (${codes.source})`, codes);
  const ordered = [defaultLocale, ...list.filter((code) => code !== defaultLocale)];
  const items = ordered.map((code): Obj => {
    const settings = get(get(i18n, 'localeConfigs'), code);
    const item: Obj = { code, label: text(get(settings, 'label')) ?? localeLabel(code) };
    if (get(settings, 'direction') === 'rtl') item.direction = 'rtl';
    const htmlLang = text(get(settings, 'htmlLang'));
    if (htmlLang && htmlLang !== code) item.htmlLang = htmlLang;
    return item;
  });
  return { default: defaultLocale, items };
}

/** Remark plugins whose syntax migrate converts (code tabs) or laguna-docs has built in (math), never reported. */
const CARRIED_REMARK_PLUGINS = /npm2yarn|tab-blocks|remark-math|rehype-katex/;

/** The package a plugin of the config names: `require('remark-x')`, `[plugin, options]`, or an import's name. */
export function pluginName(plugin: StaticValue): string {
  const entry = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof entry === 'string') return entry;
  const source = entry instanceof Unread ? entry.source : describe(entry);
  return /['"]([^'"]+)['"]/.exec(source)?.[1] ?? source;
}

function describe(value: StaticValue): string {
  if (value instanceof Unread) return value.source;
  if (value === undefined) return 'missing';
  return JSON.stringify(value)?.slice(0, 60) ?? String(value);
}
