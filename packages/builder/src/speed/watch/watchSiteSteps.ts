import { isDeepStrictEqual } from 'node:util';
import { inputsUnchanged } from '@laguna-docs/config';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { isAssetKey, type Diagnostic, type SiteData, type Theme } from '@laguna-docs/shared';
import type { ApiPagesOptions, SiteApi } from '@laguna-docs/api-reference';
import { cached, keyOf, type KeyOf } from '../cached.js';
import type { SitePage } from '../../assemblePages.js';
import { syncMarkdownCache } from './markdownCache.js';
import { fileStamp } from './state.js';
import type { SiteSteps } from '../../steps/buildSteps.js';
import { isMdxPage } from '../../parseInput.js';
import { siteFileReader } from '../../siteComponents/siteFiles.js';
import { mdxDependencies } from '../../siteComponents/findComponents.js';
import { clientInputs, sessionState, type WatchSession } from './watchSession.js';

// Watch mode's memos around the site steps (see watchSourceSteps.ts).

/** A reference's pages in a locale, all made at once, and the problems of its texts. */
interface ApiPagesMade {
  pages: SitePage[];
  diagnostics: Diagnostic[];
}

/** The site steps, reusing a session's client bundle, API model, parses, API pages, HTML, search entries and cards. */
export function watchSiteSteps(steps: SiteSteps, session: WatchSession): SiteSteps {
  const kept = sessionState(session);
  const { markdown, state } = kept;
  const { identities } = state;
  const stampOf = async (files: readonly string[]) => (await Promise.all(files.map(async (file) => `${file}@${await fileStamp(file)}`))).join('\n');
  const siteFingerprints = new WeakMap<SiteData, string>();
  const pageFingerprints = new WeakMap<SitePage, string>();
  // A page's own inputs: its page data and its content. A parsed tree or API page data is never changed
  // once made, so it counts by identity; the small page data around it by value. Computed once per page.
  const pageFingerprint = (entry: SitePage): string => {
    let key = pageFingerprints.get(entry);
    if (key === undefined) {
      const content = entry.content;
      if (content.type === 'markdown') identities.of(content.hast);
      if (content.type === 'custom' && content.data !== null && typeof content.data === 'object') identities.of(content.data);
      key = identities.fingerprint([entry.page, content]);
      pageFingerprints.set(entry, key);
    }
    return key;
  };
  const fingerprint = (value: unknown) => identities.fingerprint(value);
  const identity = (value: object | undefined) => (value ? String(identities.of(value)) : '');
  const ignored = () => '';
  // What of a reference its pages are made from: the model (by identity: a loaded model is never changed) and its settings.
  const referenceKey: KeyOf<SiteApi> = {
    api: identity,
    route: fingerprint,
    schemaPages: fingerprint,
    links: fingerprint,
    math: fingerprint,
    html: fingerprint,
    sidebarId: fingerprint,
    version: fingerprint,
    homeRoute: fingerprint,
    // Its label shows in the sidebars, which are in the site data; its files are in the model's (see `loadApi`).
    label: ignored,
    files: ignored,
    // Each build's own: the problems found loading it.
    diagnostics: ignored,
    // The other versions' references make their own pages.
    versions: ignored,
    // The markdown reader of the spec's texts is code (the same module in every build), not data.
    markdown: ignored,
  };
  const allApiPages = cached(
    (options: ApiPagesOptions): ApiPagesMade => {
      const diagnostics: Diagnostic[] = [];
      return { pages: [...steps.apiPages(options)({ start: 0, end: Infinity }, diagnostics)], diagnostics };
    },
    {
      reference: (reference) => keyOf(reference, referenceKey),
      theme: identity,
      site: fingerprint,
      locale: fingerprint,
      locales: fingerprint,
      defaultLocale: fingerprint,
      basePath: fingerprint,
      routesByPath: (routes) => fingerprint([...routes].filter(([path]) => !isAssetKey(path))),
      // Every page is made; the step's caller takes its range of them.
      range: ignored,
      // The spec's texts parsed so far: what they are made from is in the reference and the routes.
      texts: ignored,
    },
    state.apiPages,
  );
  return {
    ...steps,
    // esbuild takes about 40 ms on the Laguna site, more than everything else a markdown edit needs.
    async bundleClient(theme: Theme, root: string, overrides) {
      // A runtime with the site's overrides is checked against every file it was made from (see `bundleClient`).
      if (overrides && overrides.length > 0) {
        state.redone.clientBundled = true;
        return steps.bundleClient(theme, root, overrides);
      }
      const stamp = await stampOf(clientInputs(theme, root));
      const previous = state.client;
      if (previous && previous.theme === theme && previous.root === root && previous.stamp === stamp) return previous.assets;
      const assets = await steps.bundleClient(theme, root);
      state.client = { theme, root, stamp, assets };
      state.redone.clientBundled = true;
      return assets;
    },
    // The same bundle while the same components are imported and their files are unchanged, so the
    // pages that use them keep their parses (their keys hold the components' fingerprints).
    async bundleComponents(root, files, overrides) {
      const previous = state.components;
      const named = [...files, ...(overrides ?? []).map((override) => `${override.name}=${override.file}`)].join('\0');
      if (previous && previous.root === root && previous.files === named && inputsUnchanged(previous.bundle.inputs)) return previous.bundle;
      const bundle = await steps.bundleComponents(root, files, overrides);
      state.components = { root, files: named, bundle };
      return bundle;
    },
    // Kept while the config object and the spec's files are unchanged; each build gets a reference object
    // of its own, and so a fresh cache of the spec's texts (see `referenceTexts`): their problems are reported by every build.
    // Each version's reference is kept apart (by its name), so an edit of one version's spec loads only that one.
    async loadApi(resolved, version) {
      const previous = version ? state.versionApis.get(version.name) : state.api;
      if (previous && previous.resolved === resolved && previous.stamp === (await stampOf(previous.site.files ?? []))) return { ...previous.site };
      const site = await steps.loadApi(resolved, version);
      const kept = { resolved, stamp: await stampOf(site.files ?? []), site };
      if (version) state.versionApis.set(version.name, kept);
      else state.api = kept;
      state.redone.apiLoaded = true;
      return site;
    },
    // Keyed by everything a parse depends on but the routes of linked files (see `syncMarkdownCache`).
    // The pages shown ahead of their build (`WatchSession.renderEdit`) are parsed section by section, each
    // unchanged section of the edited page taken from the previous save's parse. The build parses them whole
    // as always, so what it serves never depends on the sections; when the whole parse is the same, the build
    // takes the shown page's parse, whose HTML is then reused too.
    pageParser(given) {
      // The routes as the parses see them: each lookup is noted, so a parse is dropped when a route it looked up changes.
      const settings = { ...given, routesByPath: syncMarkdownCache(kept, given) };
      const parse = steps.pageParser(settings);
      const preview = steps.pageParser({ ...settings, sections: kept.sections });
      const readFile = settings.root !== undefined ? siteFileReader(settings.root) : () => undefined;
      return (planned) => {
        const mdx = isMdxPage(planned.source.file);
        // An `.mdx` page also depends on the partials it imports and the components it uses: they are in its key.
        const imports = mdx ? `\0${mdxDependencies({ file: planned.source.file, text: planned.body }, readFile, settings.components?.fingerprints)}` : '';
        const key = `${settings.localePrefix}\0${planned.key}\0${planned.route}\0${settings.footnotes?.label}\0${settings.footnotes?.backLabel}\0${planned.source.text}${imports}`;
        // An `.mdx` page is parsed whole in any case, so its parse is kept for the build as usual.
        if (kept.previewing && !mdx) {
          const shown = preview(planned);
          kept.previewed.set(key, shown);
          return shown;
        }
        let parsed: ParsedMarkdown | undefined = markdown.get(key);
        if (!parsed) {
          parsed = parse(planned);
          const shown = kept.previewed.get(key);
          if (shown && isDeepStrictEqual(shown, parsed)) parsed = shown;
          markdown.set(key, parsed);
        }
        return parsed;
      };
    },
    // Made again only when what they are made from changed (every field of the step's input has its part in
    // the key, see `cached`): the model, the theme, the locale's site data and the routes spec links resolve
    // to (those of pages: a spec text cannot link to a file beside the markdown).
    apiPages(options) {
      if (!options.reference.api) return steps.apiPages(options);
      let made: ApiPagesMade | undefined;
      // The problems go with the range that starts the reference, as they would with the pages made anew.
      return ({ start, end }, diagnostics) => {
        made ??= allApiPages(options);
        if (start <= 0 && end > 0) diagnostics.push(...made.diagnostics);
        return made.pages.slice(Math.max(0, start), Math.max(0, end));
      };
    },
    // Only the pages an edit reaches are rendered again: the edited one, and those whose sidebar,
    // pagination or site data shows something that changed (a new title shows in every sidebar).
    renderPage(theme, site, entry) {
      let siteKey = siteFingerprints.get(site);
      if (siteKey === undefined) {
        siteKey = identities.fingerprint(site);
        siteFingerprints.set(site, siteKey);
      }
      return state.renders.use(`${identities.of(theme)}|${siteKey}|${pageFingerprint(entry)}`, () => steps.renderPage(theme, site, entry));
    },
    // Each locale's plan is kept for `WatchSession.renderEdit`; they become the session's once the build succeeds.
    renderLocales(input) {
      const planned = input.each?.planned;
      return steps.renderLocales({
        ...input,
        each: {
          ...input.each,
          planned(locale, plan) {
            kept.plans.building.set(locale, plan);
            planned?.(locale, plan);
          },
        },
      });
    },
    // Extracting the text of every page is a third of a warm rebuild otherwise.
    searchDocument: (entry) => state.search.use(pageFingerprint(entry), () => steps.searchDocument(entry)),
  };
}
