import path from 'node:path';
import { specLinkSettings, type SiteApi } from '@laguna-docs/api-reference';
import { localize, type ResolvedConfig } from '@laguna-docs/config';
import { loadApiBundle, readSpec } from '@laguna-docs/openapi';
import { isUserError, UserError, type ApiModel, type Diagnostic } from '@laguna-docs/shared';
import { specMarkdown } from './api/specMarkdown.js';
import { resultKey, type FingerprintedStore } from './steps/resultStore.js';
import { versionRoute } from './versions/docsLayout.js';

/** Which version's description `loadSiteApi` loads, on a versioned site. */
export interface ApiVersion {
  name: string;
  /** Its description; none when that version had no spec. */
  specFile?: string;
  /** Its route segment (`next`, `0.9`); none for the latest, at the reference's own route. */
  segment?: string;
}

/**
 * Loads the site's OpenAPI description, named relative to the site root in messages. A broken spec becomes
 * diagnostics. With `disk`, a model made from the same text by the same code in an earlier build is taken
 * from there: reading, validating and dereferencing a spec is the slowest step of a small build. With
 * `check`, the spec is checked by it (in a helper thread) while this thread builds the model.
 */
export async function loadSiteApi(resolved: ResolvedConfig, disk?: FingerprintedStore, check?: (text: string, displayName: string) => Promise<Diagnostic[]>, version?: ApiVersion): Promise<SiteApi> {
  const reference = resolved.config.openapi;
  const specFile = version ? version.specFile : resolved.specFile;
  const site: SiteApi = {
    route: versionRoute(reference?.route ?? '/api', version?.segment),
    ...(version ? { version: version.name, homeRoute: reference?.route ?? '/api', ...(version.segment !== undefined ? { sidebarId: `api@${version.name}` } : {}) } : {}),
    label: (locale) => (reference ? localize(reference.label, locale, resolved.config.locales.default) : 'API'),
    markdown: specMarkdown,
    diagnostics: [],
    schemaPages: reference?.schemaPages ?? 'auto',
    links: specLinkSettings(reference),
    math: reference?.math ?? false,
    html: reference?.html ?? 'error',
  };
  if (!specFile) return site;
  const displayName = path.relative(resolved.root, specFile).split(path.sep).join('/');
  site.files = [specFile];
  try {
    const bundled = await readSpec(specFile, displayName, { root: resolved.root, maxBytes: resolved.config.limits.specFileBytes });
    site.files = bundled.files.map((file) => file.path);
    if (bundled.diagnostics.length > 0) throw new UserError(bundled.diagnostics);
    // The texts of the spec file and of every file its $refs name are all a model is made from.
    const validation = reference?.validation ?? 'strict';
    const key = disk ? resultKey(['openapi', disk.fingerprint, validation, ...bundled.files.flatMap((file) => [file.displayName, file.text])]) : '';
    const stored = disk?.cache.get<ApiModel>(key);
    if (stored) {
      site.api = stored;
    } else {
      // The helper thread checks a spec's text; a spec of several files is checked here.
      const main = bundled.files[0]!;
      site.api = await loadApiBundle(bundled, displayName, { validation, ...(check && bundled.files.length === 1 ? { checked: check(main.text, displayName) } : {}) });
      disk?.cache.set(key, site.api);
    }
    site.diagnostics.push(...(site.api.warnings ?? []));
  } catch (error) {
    if (!isUserError(error)) throw error;
    site.diagnostics.push(...error.diagnostics);
  }
  return site;
}
