import type { CategoryMeta } from './categoryMeta.js';

/**
 * The docs tree: the docs and categories of one docs section as the docs model and a manual sidebar
 * arrange them. Apart from the model's functions, which read manual sidebars, so both can use it.
 */

/** One parsed doc as the docs model needs it. */
export interface DocEntry {
  /** Posix path inside `docs/`. */
  relPath: string;
  route: string;
  title: string;
  sidebarLabel?: string;
  /** Front matter `sidebar_position`. */
  position?: number;
  /** `false` when front matter says `sidebar: false`. */
  inSidebar: boolean;
  /** Kept out of search engines (its `<head>` says `noindex`): in the sidebar, but no card of a generated index page. */
  noindex?: boolean;
  description?: string;
  /** Front matter `sidebar_class_name`: class of the page's sidebar item. */
  className?: string;
  /** Front matter `sidebar_custom_props`. */
  customProps?: Record<string, unknown>;
  /** Front matter `pagination_label`: the page's label in other pages' prev/next links. */
  paginationLabel?: string;
  /** Front matter `pagination_prev`/`pagination_next`: a doc id, route or file of the page to link; `null` for none. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  /** The Docusaurus doc id (`guides/setup`: folders and name without number prefixes, or the front matter `id`). */
  docId?: string;
  /** Source file, for messages. */
  file?: string;
  /** Lines of the front matter keys above in `file`, for messages. */
  lines?: Partial<Record<'pagination_prev' | 'pagination_next', number>>;
}

interface Node {
  kind: 'doc' | 'category' | 'link';
  name: string;
  sortKey: number;
}

export interface DocNode extends Node {
  kind: 'doc';
  doc: DocEntry;
}

export interface CategoryNode extends Node {
  kind: 'category';
  dir: string;
  label: string;
  meta: CategoryMeta | undefined;
  route?: string;
  /** The doc a `link: {type: 'doc'}` opens (its route is `route`). */
  linkedDoc?: DocEntry;
  children: TreeNode[];
}

/** A manual sidebar's link to a route of the site or to another site: in the sidebar, not in prev/next. */
export interface LinkNode extends Node {
  kind: 'link';
  label: string;
  href: string;
  className?: string;
}

export type TreeNode = DocNode | CategoryNode | LinkNode;
