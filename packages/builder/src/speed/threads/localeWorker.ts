import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { StringPool, type ScannedPage } from '@laguna-docs/link-check';
import { isUserError } from '@laguna-docs/shared';
import { DiskCache } from '../cache/diskCache.js';
import { type SiteApi, specLinkSettings } from '@laguna-docs/api-reference';
import { specMarkdown } from '../../api/specMarkdown.js';
import { loadTheme } from '../../loadTheme.js';
import { fileSink, folderOutput } from '../../siteOutput.js';
import type { SiteSteps } from '../../steps/buildSteps.js';
import { siteSteps } from '../../steps/siteSteps.js';
import { parsePage } from '../../parsePages.js';
import { keptParse } from '../keptParse.js';
import { versionPageSteps, type VersionPageCounts } from '../versionPageCache.js';
import { renderShare } from './buildLocales.js';
import { systemErrorFields, type ApiReferenceData, type LocaleWorkerInput, type LocaleWorkerMessage, type LocaleWorkerPrelude, type LocaleWorkerRequest, type ShareResult, type UnitResult } from './messages.js';
import { docsLayout } from '../../versions/docsLayout.js';

// A helper thread of a staged build (see `renderShares`): loads its code and the theme as soon as it starts,
// waits for its share of every locale's pages, builds them into the build's staging folder and sends back
// what the link check and the report need.
const { resolved, v8Flags } = workerData as LocaleWorkerPrelude;
for (const flag of v8Flags) v8.setFlagsFromString(flag);
const send = (message: LocaleWorkerMessage) => parentPort!.postMessage(message);

try {
  const loading = loadTheme(resolved.config.theme, resolved.root);
  // A theme that fails to load is reported once the work arrives, as the build in this thread reports it.
  loading.catch(() => undefined);
  const input = await new Promise<LocaleWorkerInput>((resolve) => {
    const listener = (request: LocaleWorkerRequest) => {
      if (request.type === 'work') {
        // Nothing comes after the work: a port still listened to would keep the thread from ending.
        parentPort!.off('message', listener);
        resolve(request.input);
      } else {
        // A failure to check is the build's to report: it checks the spec itself then. The OpenAPI loader is
        // loaded by the thread asked to check a spec, not by every thread of a site without one.
        import('@laguna-docs/openapi')
          .then(({ checkApiDocument }) => checkApiDocument(request.document, { owned: true }))
          .then((problems) => send({ type: 'spec-checked', problems }), () => send({ type: 'spec-check-failed' }));
      }
    };
    parentPort!.on('message', listener);
  });
  const theme = { ...(await loading), strings: input.themeStrings };
  const markdown = input.diskCache ? { cache: new DiskCache(input.diskCache.dir), fingerprint: input.diskCache.fingerprint } : undefined;
  const reference = (data: ApiReferenceData): SiteApi => ({ ...data, label: (locale) => input.apiLabels[locale] ?? 'API', markdown: specMarkdown, diagnostics: [], links: specLinkSettings(resolved.config.openapi), math: resolved.config.openapi?.math ?? false, html: resolved.config.openapi?.html ?? 'error' });
  const siteApi: SiteApi = {
    ...reference({ ...(input.api ? { api: input.api } : {}), route: input.apiRoute, ...(input.apiSchemaPages !== undefined ? { schemaPages: input.apiSchemaPages } : {}), ...input.apiVersion }),
    ...(input.apiVersions ? { versions: input.apiVersions.map(reference) } : {}),
  };
  const output = folderOutput(input.folder);
  const scan = input.scan ? { pages: new Map<string, ScannedPage>(), strings: new StringPool() } : undefined;
  const versionPages = input.versionPages ? { cache: new DiskCache(input.versionPages.dir), fingerprint: input.versionPages.fingerprint, ...(input.versionPages.every ? { every: true } : {}), ...(input.versionPages.documents ? { documents: input.versionPages.documents } : {}) } : undefined;
  const versionCounts: VersionPageCounts = { rendered: 0, reused: 0, whole: 0 };
  const plain = siteSteps(markdown ? { markdown, parse: keptParse(parsePage, { disk: markdown }) } : {}, () => steps);
  const kept = versionPages ? versionPageSteps(plain, versionPages, versionCounts) : { steps: plain, each: {} };
  const steps: SiteSteps = kept.steps;
  const logger = { info: (message: string) => send({ type: 'log', level: 'info', message }), warn: (message: string) => send({ type: 'log', level: 'warn', message }) };
  const results: ShareResult[] = [];
  for (const [index, locale] of input.locales.entries()) {
    const sources = input.sources[locale.code]!;
    const own = { config: resolved.config, root: resolved.root, locale, locales: input.locales, theme, layout: docsLayout(resolved), sources, routesByPath: input.routesByPath, siteApi, assets: input.assets, pageAssets: input.pageAssets, output: fileSink(output), ...(scan ? { scan } : {}), logger };
    // Each unit goes to the build's thread as soon as it is done, with its pages' scans; the message is
    // a copy, so this thread forgets them at once.
    const handOver = (unit: UnitResult) => {
      send({ type: 'unit', locale: index, unit, ...(scan ? { scanned: scan.pages } : {}) });
      scan?.pages.clear();
    };
    results.push(await renderShare(own, steps, input.shard, handOver, input.within, kept.each));
  }
  await Promise.all([output.commit(), markdown?.cache.flush(), versionPages?.cache.flush()]);
  send({ type: 'done', results, paths: output.paths(), ...(markdown ? { cacheKeys: [...markdown.cache.used] } : {}), ...(versionPages ? { versionPages: { keys: [...versionPages.cache.used], counts: versionCounts } } : {}) });
} catch (error) {
  const system = systemErrorFields(error);
  send(isUserError(error) ? { type: 'failed', diagnostics: error.diagnostics, message: error.message } : { type: 'failed', message: (error as Error).message, ...((error as Error).stack ? { stack: (error as Error).stack } : {}), ...(system ? { system } : {}) });
}
