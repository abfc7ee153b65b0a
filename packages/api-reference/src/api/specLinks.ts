import { apiTextLine } from '@laguna-docs/openapi/model';
import { apiTagAnchor, assetSizeKey, closest, safeDecode, slugify, type ApiModel, type ApiText, type Diagnostic } from '@laguna-docs/shared';
import { schemaPageRoutes, type SchemaPagesSetting } from './schemaRoutes.js';

/** How links in a spec's descriptions are taken (the config's `openapi.linkBase` and `openapi.onBrokenLinks`). */
export interface SpecLinkSettings {
  /** `https://vendor.example`, no trailing slash. */
  linkBase?: string;
  onBrokenLinks: 'error' | 'warn';
  /**
   * The routes of the files this site publishes that are known before any page is rendered (its static
   * folder's: `/img/logo.svg`). With them, a root-relative link to a file of a kind the build does not
   * write itself is judged when the spec is loaded, with "did you mean"; without them, by the link check.
   */
  files?: readonly string[];
}

/** The settings from the config's `openapi` (its defaults when the site has no spec). */
export function specLinkSettings(reference: { linkBase?: string | undefined; onBrokenLinks?: 'error' | 'warn' } | undefined): SpecLinkSettings {
  return { onBrokenLinks: reference?.onBrokenLinks ?? 'error', ...(reference?.linkBase ? { linkBase: reference.linkBase } : {}) };
}

/** What becomes of one link target written in a spec text. */
export type SpecLinkTarget = { url: string } | { broken: true; message: string; hint: string };

export interface SpecLinkResolverOptions extends SpecLinkSettings {
  api: ApiModel;
  /** Route of the reference: `/api`. */
  route: string;
  /** Routes of the named schemas' pages, when the reference has them. */
  schemaRoutes?: Readonly<Record<string, string>>;
  /** Whether a route (`/docs/intro`, no base path or locale prefix) is a page of this site. */
  isPage: (route: string) => boolean;
}

/** What `siteSpecLinks` needs of the site's reference (a `SiteApi`). */
export interface SpecLinkReference {
  api?: ApiModel;
  route: string;
  schemaPages?: SchemaPagesSetting;
  links?: SpecLinkSettings;
  /**
   * On a versioned site, the reference's route when it is the latest (`/api`): a version's own texts link
   * to its own pages, so `/api/login` in the spec of the version at `/api/next` means `/api/next/login`.
   */
  homeRoute?: string;
}

/**
 * The spec link resolver of a site's reference, its pages being the markdown pages (`routesByPath`), the
 * home page, the category pages and the reference's own; none without a spec or its link settings (a
 * reference made without a config, whose links the link check alone judges).
 */
export function siteSpecLinks(reference: SpecLinkReference, routesByPath: ReadonlyMap<string, string>): { resolve: (url: string) => SpecLinkTarget; settings: SpecLinkSettings } | undefined {
  const { api, links: settings } = reference;
  if (!api || !settings) return undefined;
  const schemaRoutes = schemaPageRoutes(api, reference.route, reference.schemaPages);
  const pages = new Set<string>(['/', reference.route, `${reference.route}/introduction`, ...api.operations.map((operation) => `${reference.route}/${operation.slug}`), ...Object.values(schemaRoutes ?? {})]);
  // Pages, and the files beside them (which a root-relative link may name as well).
  const sizes = assetSizeKey('');
  for (const [key, route] of routesByPath) if (!key.startsWith(sizes)) pages.add(route);
  // Category index pages are generated from folder metadata; any of them counts as a page here, and the
  // link check tells whether it exists.
  const isPage = (route: string) => pages.has(route) || /\/category\/[^/]+$/.test(route);
  const resolve = createSpecLinkResolver({ api, route: reference.route, ...(schemaRoutes ? { schemaRoutes } : {}), isPage, ...settings });
  const home = reference.homeRoute;
  if (home === undefined || home === reference.route) return { resolve, settings };
  const own = new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[/?#])`);
  return { resolve: (url) => resolve(url.replace(own, reference.route)), settings };
}

/** A link to a file (`/img/logo.svg`, `/spec.yaml`) rather than a page. */
const FILE = /\.(?!md$|html?$)[a-z0-9]+$/i;

/**
 * Files of the kinds the build writes beside the pages (the sitemap, feeds, `llms.txt`, the search index,
 * scripts and styles, a spec to download): whether a link to one is right is known only once the site is
 * written, so the link check alone judges it.
 */
const WRITTEN_BY_THE_BUILD = /\.(?:xml|txt|json|ya?ml|js|css|webmanifest)$/i;

/**
 * Rewrites a link target of a spec text before it resolves like a markdown link: Redoc's anchors
 * (`#operation/<operationId>`, `#tag/<tag>`, `#tag/<tag>/operation/<operationId>`, `#schema/<name>`,
 * `#section/<heading>`) become routes of this reference, and a root-relative link that matches no page of
 * this site goes to `linkBase`. Targets this reference cannot have are broken: an unknown operation, tag
 * or schema, and (without `linkBase`) a root-relative route that is no page.
 */
export function createSpecLinkResolver(options: SpecLinkResolverOptions): (url: string) => SpecLinkTarget {
  const { api, route } = options;
  const operations = new Map(api.operations.map((operation) => [operation.operationId, operation.slug]));
  // Redoc writes a tag's anchor with its spaces as dashes (`#tag/Domain-Records` for "Domain Records").
  const tags = new Map<string, string>();
  for (const tag of api.tags) tags.set(tag.name.replace(/\s+/g, '-'), tag.name);
  for (const tag of api.tags) tags.set(tag.name, tag.name);
  const files = options.files ? new Set(options.files) : undefined;
  return (url) => {
    if (url.startsWith('#')) return redocAnchor(url);
    if (!url.startsWith('/') || url.startsWith('//')) return { url };
    const end = url.search(/[?#]/);
    const path = safeDecode(end === -1 ? url : url.slice(0, end));
    const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (options.isPage(normal)) return { url };
    // With linkBase, every other root-relative link is the vendor's, files (`/pkg/api/types.go#L12`) too;
    // without it, a file is left to the link check, which knows the site's own files.
    if (options.linkBase) return { url: `${options.linkBase}${url}` };
    if (FILE.test(normal)) return fileLink(url, normal);
    return {
      broken: true,
      message: `link to "${url}": no page at ${normal} on this site`,
      hint: `set openapi.linkBase to the site such links point to (for example "https://vendor.example"), or link to a page of this site`,
    };
  };

  /** A link to a file: one of the static files, or one the build may write, or broken. */
  function fileLink(url: string, normal: string): SpecLinkTarget {
    if (!files || files.has(normal) || WRITTEN_BY_THE_BUILD.test(normal)) return { url };
    const suggestion = closest(normal, options.files!);
    return {
      broken: true,
      message: `link to "${url}": no file at ${normal} on this site`,
      hint: `${suggestion ? `did you mean "${suggestion}"? ` : ''}set openapi.linkBase to the site such links point to (for example "https://vendor.example"), or put the file in the static folder`,
    };
  }

  function redocAnchor(url: string): SpecLinkTarget {
    const parts = safeDecode(url.slice(1)).split('/');
    // `#tag/<tag>/operation/<id>` names the operation; the tag only groups it.
    const kind = parts.length >= 4 && parts[0] === 'tag' ? parts[2] : parts[0];
    const name = parts.length >= 4 && parts[0] === 'tag' ? parts.slice(3).join('/') : parts.slice(1).join('/');
    if (parts.length < 2 || name === '') return { url };
    switch (kind) {
      case 'operation': {
        const slug = operations.get(name);
        if (slug !== undefined) return { url: `${route}/${slug}` };
        return missing(url, `no operation has the operationId "${name}"`, closest(name, [...operations.keys()]));
      }
      case 'tag': {
        const tag = tags.get(name);
        if (tag !== undefined) return { url: `${route}/introduction#${apiTagAnchor(tag)}` };
        return missing(url, `the spec has no tag "${name}"`, closest(name, [...tags.keys()]));
      }
      case 'schema': {
        const page = options.schemaRoutes?.[name];
        if (page !== undefined) return { url: page };
        if (api.schemas[name] !== undefined) return { broken: true, message: `link to "${url}": schema "${name}" has no page of its own`, hint: 'set openapi.schemaPages to true to give every schema a page' };
        return missing(url, `the spec has no schema "${name}"`, closest(name, Object.keys(api.schemas)));
      }
      case 'section':
        // Redoc's sections are the headings of the API's description, shown on the introduction.
        return { url: `${route}/introduction#${slugify(name.replace(/-/g, ' ').toLowerCase())}` };
      default:
        return { url };
    }
  }
}

function missing(url: string, reason: string, suggestion: string | undefined): SpecLinkTarget {
  return { broken: true, message: `link to "${url}": ${reason}`, hint: suggestion ? `did you mean "${suggestion}"?` : 'link to an operation, tag or schema of this spec' };
}


/** The code of a broken link found in a spec text, before rendering or while rendering. */
export const SPEC_LINK_CODE = 'openapi/broken-link';

/** A broken spec link as a diagnostic; the build and the renderer make the same one, so it is reported once. */
export function specLinkDiagnostic(broken: { message: string; hint: string }, text: Pick<ApiText, 'pointer' | 'source'>, file: string, line: number | undefined, settings: SpecLinkSettings): Diagnostic {
  const place = text.source ?? { file, pointer: text.pointer };
  return { severity: settings.onBrokenLinks === 'warn' ? 'warning' : 'error', code: SPEC_LINK_CODE, message: `${place.pointer}: ${broken.message}`, hint: broken.hint, file: place.file, ...(line !== undefined ? { line } : {}) };
}

// Link targets as markdown writes them: inline links and images, link definitions, and raw HTML.
const TARGETS = [/\]\(\s*<([^>\n]*)>/g, /\]\(\s*([^\s)<][^\s)]*)/g, /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)/gm, /\b(?:href|src)\s*=\s*["']([^"']*)["']/gi];

/**
 * Every link in the model's spec texts that `resolve` finds broken, with its line in the spec file, found
 * without rendering: a description with broken links fails in the time it takes to read it, not after
 * every page is made. The renderer finds the same ones (and any this quick reading missed) again.
 */
export function specLinkProblems(api: ApiModel, resolve: (url: string) => SpecLinkTarget, settings: SpecLinkSettings): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const text of apiTexts(api)) {
    const { markdown } = text;
    if (!markdown.includes('](') && !markdown.includes(']:') && !/href|src/i.test(markdown)) continue;
    const found = new Map<number, string>();
    const prose = withoutCode(markdown);
    for (const pattern of TARGETS) for (const match of prose.matchAll(pattern)) if (!found.has(match.index)) found.set(match.index, match[1]!);
    for (const [index, url] of [...found].sort((a, b) => a[0] - b[0])) {
      const target = resolve(url);
      if (!('broken' in target)) continue;
      problems.push(specLinkDiagnostic(target, text, api.file, apiTextLine(text, index), settings));
    }
  }
  return problems;
}

/** The text with its code (fenced blocks, code spans) blanked out, each character kept in its place. */
export function withoutCode(markdown: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank).replace(/(`+)[^`][\s\S]*?\1/g, blank);
}

/** Every spec text of the model, each pointer once: the values shaped like an `ApiText`. */
export function apiTexts(api: ApiModel): ApiText[] {
  const texts = new Map<string, ApiText>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.markdown === 'string' && typeof record.pointer === 'string') {
      if (!texts.has(record.pointer)) texts.set(record.pointer, record as unknown as ApiText);
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(api);
  return [...texts.values()];
}
