import type { EditUrlFunction, SiteConfig } from '@laguna-docs/config';
import { excerpt, urlProblem, type Diagnostic } from '@laguna-docs/shared';
import type { CollectSourcesResult } from '../collectSources.js';
import type { PlannedSource } from '../plannedSources.js';
import type { LastUpdate } from './gitDates.js';

export interface AddPageMetaOptions {
  config: Pick<SiteConfig, 'editUrl' | 'lastUpdated'>;
  /** When each file was last changed, by its path from the site root (see `readLastUpdates`). */
  lastUpdates: ReadonlyMap<string, LastUpdate>;
  /** The config file as messages name it. */
  configFile: string;
}

/** The sources with their pages' meta, and what went wrong making it (which stops the build). */
export interface WithPageMeta {
  collected: CollectSourcesResult;
  /**
   * A config `editUrl` function that threw or gave no URL for a page: the first page of each such problem
   * (the same mistake on every page would otherwise be a line per page).
   */
  problems: Diagnostic[];
}

/**
 * Gives every markdown page its "Edit this page" URL and its last update, as plain data on its source, so
 * the threads that render pages need neither the config's functions nor git. Both come from the file the
 * page was built from: an untranslated page's are its original's.
 */
export function addPageMeta(collected: CollectSourcesResult, options: AddPageMetaOptions): WithPageMeta {
  const { editUrl, lastUpdated } = options.config;
  const withAuthor = typeof lastUpdated === 'object' && lastUpdated.author;
  const byFile = new Map<string, Pick<PlannedSource, 'editUrl' | 'lastUpdate'>>();
  const problems = new Map<string, Diagnostic>();
  const metaOf = (planned: PlannedSource) => {
    let meta = byFile.get(planned.source.file);
    if (!meta) {
      const made = pageEditUrl(editUrl, planned, options.configFile);
      const url = typeof made === 'object' ? undefined : made;
      if (typeof made === 'object' && !problems.has(made.code)) problems.set(made.code, made);
      const update = lastUpdated ? frontMatterUpdate(planned, options.lastUpdates.get(planned.source.file)) : undefined;
      meta = { ...(url ? { editUrl: url } : {}), ...(update ? { lastUpdate: withAuthor ? update : { date: update.date, author: '' } } : {}) };
      byFile.set(planned.source.file, meta);
    }
    return meta;
  };
  const locales = collected.locales.map((locale) => ({ ...locale, pages: locale.pages.map((planned) => ({ ...planned, ...metaOf(planned) })) }));
  return { collected: { ...collected, locales }, problems: [...problems.values()] };
}

/**
 * Front matter `last_update` (Docusaurus's key) over what git says: its `date`, its `author`, or both. A
 * date git does not give and the page does not either means no last update.
 */
function frontMatterUpdate(planned: PlannedSource, fromGit: LastUpdate | undefined): LastUpdate | undefined {
  const own = planned.frontMatter.last_update;
  if (!own) return fromGit;
  const date = own.date instanceof Date ? own.date.toISOString() : own.date !== undefined ? new Date(own.date).toISOString() : fromGit?.date;
  if (date === undefined) return undefined;
  return { date, author: own.author ?? fromGit?.author ?? '' };
}

/**
 * The page's own `custom_edit_url` (`null`: none), else what the config's `editUrl` makes of its file; the
 * problem, naming the page, when a function throws or gives what is not a URL a page may link to.
 */
export function pageEditUrl(editUrl: string | EditUrlFunction | undefined, planned: PlannedSource, configFile: string): string | undefined | Diagnostic {
  const custom = planned.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${planned.source.file}`;
  // A released version's page is in section `docs@1.0`: its path inside the locale folder is `docs/…`.
  const params = { locale: planned.source.locale, docPath: planned.key.replace(/^([^/@]+)@[^/]*\//, '$1/'), file: planned.source.file };
  let url: unknown;
  try {
    url = editUrl(params);
  } catch (error) {
    return { severity: 'error', code: 'config/edit-url-failed', message: `editUrl failed for "${planned.source.file}": ${error instanceof Error ? error.message : String(error)}`, file: configFile };
  }
  if (url === undefined) return undefined;
  const problem = typeof url === 'string' && URL.canParse(url) ? urlProblem(url, 'external') : 'not a URL';
  if (problem) {
    return { severity: 'error', code: 'config/edit-url-invalid', message: `editUrl returned ${excerpt(String(JSON.stringify(url)), 80)} for "${planned.source.file}"${problem === 'not a URL' ? ', which is not a URL' : `: ${problem}`}`, hint: 'return a full URL such as "https://github.com/org/repo/edit/main/docs/intro.md", or undefined for no link', file: configFile };
  }
  return url as string;
}
