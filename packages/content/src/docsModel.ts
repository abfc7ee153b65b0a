import path from 'node:path';
import { numberPrefix, stripNumberPrefix, UserError, type Diagnostic, type Breadcrumb, type CategoryCard, type PageLink, type SidebarItem } from '@laguna-docs/shared';
import type { SidebarItemInput, SidebarLabel } from '@laguna-docs/config';
import type { CategoryMeta } from './categoryMeta.js';
import { findFolder, manualTree } from './manualSidebar.js';
import { isIndexName } from './planRoute.js';
import type { CategoryNode, DocEntry, DocNode, LinkNode, TreeNode } from './docsTree.js';

export type { CategoryNode, DocEntry, DocNode, LinkNode, TreeNode } from './docsTree.js';

export interface DocsNavigation {
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
}

/** A generated category index page. */
export interface CategoryPage {
  route: string;
  dir: string;
  title: string;
  description?: string;
  cards: CategoryCard[];
}

export interface DocsModel {
  sidebar: SidebarItem[];
  /** Breadcrumbs and prev/next for every doc and category page, by route. */
  navigation: Record<string, DocsNavigation>;
  categoryPages: CategoryPage[];
}

export interface BuildDocsModelOptions {
  docs: readonly DocEntry[];
  /** Category metadata by folder, for this locale (already fallen back to the default locale). */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** Route prefix of generated category pages. */
  categoryRoute?: string;
  /** Route of the docs section, which absolute category slugs start from (`/docs`). */
  docsRoute?: string;
  /** Category metadata files by folder, for messages. */
  categoryFiles?: ReadonlyMap<string, string>;
  /** A manual sidebar (config `docs.sidebar`) instead of the folder-made one; checked by `checkManualSidebar`. */
  sidebar?: readonly SidebarItemInput[];
  /** The text of a manual sidebar's label in this locale; the default locale's or the first one by default. */
  localizeLabel?: (label: SidebarLabel) => string;
}


/**
 * Turns the docs of one locale into the sidebar, breadcrumbs, prev/next and generated category pages.
 * Order: `sidebar_position` or category `position`, else the numeric prefix, else the name; a folder's
 * `index.md` comes first. The input is not changed.
 */
export function buildDocsModel(options: BuildDocsModelOptions): DocsModel {
  const categoryRoute = options.categoryRoute ?? '/docs/category';
  const routes = { categoryRoute, docsRoute: options.docsRoute ?? '/docs' };
  const root = makeCategory('', options.categories.get(''), routes);
  const byDir = new Map<string, CategoryNode>([['', root]]);
  const ensure = (dir: string): CategoryNode => {
    const existing = byDir.get(dir);
    if (existing) return existing;
    const node = makeCategory(dir, options.categories.get(dir), routes);
    byDir.set(dir, node);
    ensure(parentDir(dir)).children.push(node);
    return node;
  };
  for (const doc of options.docs) {
    if (!doc.inSidebar) continue;
    const dir = parentDir(doc.relPath);
    const name = path.posix.basename(doc.relPath).replace(/\.mdx?$/, '');
    const isIndex = isIndexName(stripNumberPrefix(name));
    ensure(dir).children.push({
      kind: 'doc',
      name,
      sortKey: doc.position ?? numberPrefix(name) ?? (isIndex ? -Infinity : Infinity),
      doc,
    });
  }
  sortTree(root);
  linkCategoryDocs(byDir, options);
  if (options.sidebar) {
    root.children = manualTree(options.sidebar, {
      findDoc: (id) => findDoc(options.docs, id, ''),
      folder: (dirName) => {
        const dir = findFolder(byDir.keys(), dirName);
        return dir === undefined ? undefined : byDir.get(dir);
      },
      localize: options.localizeLabel ?? ((label) => (typeof label === 'string' ? label : (Object.values(label)[0] ?? ''))),
      category: (label, meta) => makeCategory(label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, ''), meta, routes),
    });
  }

  const sidebar = root.children.map(toSidebarItem);
  const order: PageLink[] = [];
  const navigation: Record<string, DocsNavigation> = {};
  const categoryPages: CategoryPage[] = [];
  const visit = (node: TreeNode, trail: Breadcrumb[]) => {
    if (node.kind === 'link') return;
    if (node.kind === 'doc') {
      order.push({ label: paginationLabel(node.doc), route: node.doc.route });
      navigation[node.doc.route] = { breadcrumbs: trail };
      return;
    }
    const crumb: Breadcrumb = node.route ? { label: node.label, route: node.route } : { label: node.label };
    if (node.linkedDoc) {
      order.push({ label: paginationLabel(node.linkedDoc), route: node.linkedDoc.route });
      navigation[node.linkedDoc.route] = { breadcrumbs: trail };
    } else if (node.route) {
      const link = node.meta?.link?.type === 'generated-index' ? node.meta.link : undefined;
      const description = link?.description ?? node.meta?.description;
      order.push({ label: node.label, route: node.route });
      navigation[node.route] = { breadcrumbs: trail };
      categoryPages.push({
        route: node.route,
        dir: node.dir,
        title: link?.title ?? node.label,
        ...(description ? { description } : {}),
        cards: node.children.flatMap(toCard),
      });
    }
    for (const child of node.children) visit(child, [...trail, crumb]);
  };
  for (const child of root.children) visit(child, []);
  order.forEach((link, index) => {
    const entry = navigation[link.route];
    if (!entry) return;
    const prev = order[index - 1];
    const next = order[index + 1];
    if (prev) entry.prev = prev;
    if (next) entry.next = next;
  });
  for (const doc of options.docs) navigation[doc.route] ??= { breadcrumbs: [] };
  overridePagination(options.docs, navigation);
  return { sidebar, navigation, categoryPages };
}

function paginationLabel(doc: DocEntry): string {
  return doc.paginationLabel ?? doc.sidebarLabel ?? doc.title;
}

/**
 * Applies front matter `pagination_prev`/`pagination_next`: `null` removes the link, a doc id (`guides/setup`),
 * route (`/docs/guides/setup`) or file (`guides/02-setup.md`, also relative to the page's folder) replaces
 * it. Every value that names no doc is reported, all at once.
 */
function overridePagination(docs: readonly DocEntry[], navigation: Record<string, DocsNavigation>): void {
  const problems: Diagnostic[] = [];
  const find = (doc: DocEntry, value: string) => findDoc(docs, value, parentDir(doc.relPath));
  for (const doc of docs) {
    const entry = navigation[doc.route];
    if (!entry) continue;
    for (const [key, side] of [['pagination_prev', 'prev'], ['pagination_next', 'next']] as const) {
      const value = side === 'prev' ? doc.paginationPrev : doc.paginationNext;
      if (value === undefined) continue;
      if (value === null) {
        delete entry[side];
        continue;
      }
      const target = find(doc, value);
      if (target) entry[side] = { label: paginationLabel(target), route: target.route };
      else {
        problems.push({
          severity: 'error',
          code: 'front-matter/unknown-doc',
          message: `${key} "${value}" names no doc`,
          hint: 'use a doc id such as "guides/setup", a route such as "/docs/guides/setup", a file such as "./setup.md", or null for no link',
          ...(doc.file ? { file: doc.file } : {}),
          ...(doc.lines?.[key] ? { line: doc.lines[key] } : {}),
        });
      }
    }
  }
  if (problems.length > 0) throw new UserError(problems);
}

function makeCategory(dir: string, meta: CategoryMeta | undefined, routes: { categoryRoute: string; docsRoute: string }): CategoryNode {
  const name = path.posix.basename(dir);
  const label = meta?.label ?? titleCase(stripNumberPrefix(name));
  const link = meta?.link?.type === 'generated-index' ? meta.link : undefined;
  const slug = link?.slug ?? stripNumberPrefix(name).toLowerCase();
  // As in Docusaurus, an absolute slug starts at the docs route; a bare one below the category route.
  const route = slug.startsWith('/') ? `${routes.docsRoute}${slug}`.replace(/\/$/, '') : `${routes.categoryRoute}/${slug}`;
  return {
    kind: 'category',
    name,
    dir,
    label,
    meta,
    sortKey: meta?.position ?? numberPrefix(name) ?? Infinity,
    ...(link ? { route } : {}),
    children: [],
  };
}

/**
 * Gives each category with `link: {type: 'doc', id}` the route of that doc, and takes the doc out of the
 * category's items so it is not listed twice. Every id that names no doc is reported, all at once.
 */
function linkCategoryDocs(byDir: ReadonlyMap<string, CategoryNode>, options: BuildDocsModelOptions): void {
  const problems: Diagnostic[] = [];
  for (const node of byDir.values()) {
    const link = node.meta?.link;
    if (link?.type !== 'doc') continue;
    const doc = findDoc(options.docs, link.id, node.dir);
    if (!doc) {
      const file = options.categoryFiles?.get(node.dir);
      problems.push({
        severity: 'error',
        code: 'category/unknown-doc',
        message: `category link id "${link.id}" names no doc`,
        hint: 'use a doc id such as "guides/intro", a route such as "/docs/guides/intro", or a file such as "./intro.md"',
        ...(file ? { file } : {}),
      });
      continue;
    }
    node.route = doc.route;
    node.linkedDoc = doc;
    node.children = node.children.filter((child) => child.kind !== 'doc' || child.doc !== doc);
  }
  if (problems.length > 0) throw new UserError(problems);
}

/** The doc a front matter or category value names: a doc id, route or file (also relative to `dir`). */
function findDoc(docs: readonly DocEntry[], value: string, dir: string): DocEntry | undefined {
  const wanted = [value, value.replace(/^\.\//, dir ? `${dir}/` : '')].flatMap((candidate) => [candidate, candidate.replace(/\.mdx?$/, '')]);
  return docs.find((other) => wanted.some((name) => name === other.docId || name === other.route || name === other.relPath || name === other.relPath.replace(/\.mdx?$/, '')));
}

function sortTree(node: CategoryNode): void {
  node.children.sort((a, b) => a.sortKey - b.sortKey || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const child of node.children) if (child.kind === 'category') sortTree(child);
}

function toSidebarItem(node: TreeNode): SidebarItem {
  if (node.kind === 'link') {
    return { type: 'link', label: node.label, route: node.href, ...(/^https?:/.test(node.href) ? { external: true as const } : {}), ...(node.className ? { className: node.className } : {}) };
  }
  if (node.kind === 'doc') {
    const { doc } = node;
    return { type: 'link', label: doc.sidebarLabel ?? doc.title, route: doc.route, ...(doc.className ? { className: doc.className } : {}), ...(doc.customProps ? { customProps: doc.customProps } : {}) };
  }
  const collapsible = node.meta?.collapsible !== false;
  return {
    type: 'category',
    label: node.label,
    ...(node.route ? { route: node.route } : {}),
    collapsed: collapsible && (node.meta?.collapsed ?? true),
    ...(collapsible ? {} : { collapsible: false as const }),
    ...(node.meta?.className ? { className: node.meta.className } : {}),
    ...(node.meta?.customProps ? { customProps: node.meta.customProps } : {}),
    items: node.children.map(toSidebarItem),
  };
}

function toCard(node: TreeNode): CategoryCard[] {
  if (node.kind === 'link') return [];
  if (node.kind === 'doc') {
    // A generated index is searched and in llms-full.txt: it names no page kept out of them.
    if (node.doc.noindex) return [];
    return [{ label: node.doc.title, route: node.doc.route, ...(node.doc.description ? { description: node.doc.description } : {}) }];
  }
  const description = (node.meta?.link?.type === 'generated-index' ? node.meta.link.description : undefined) ?? node.meta?.description;
  return [
    {
      label: node.label,
      route: node.route ?? firstRoute(node) ?? '',
      ...(description ? { description } : {}),
      count: node.children.length,
    },
  ];
}

function firstRoute(node: CategoryNode): string | undefined {
  for (const child of node.children) {
    if (child.kind === 'link') continue;
    if (child.kind === 'doc') return child.doc.route;
    const route = child.route ?? firstRoute(child);
    if (route) return route;
  }
  return undefined;
}

function parentDir(relPath: string): string {
  const dir = path.posix.dirname(relPath);
  return dir === '.' ? '' : dir;
}

function titleCase(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
