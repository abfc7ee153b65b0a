import path from 'node:path';
import { specLinkSettings, type SiteApi } from '@laguna-docs/api-reference';
import { localize, type ResolvedConfig } from '@laguna-docs/config';
import type { BundledSpec, SpecCheck } from '@laguna-docs/openapi';
import { isUserError, UserError, type ApiModel } from '@laguna-docs/shared';
import { specMarkdown } from './api/specMarkdown.js';
import { versionRoute } from './versions/docsLayout.js';

/** Which version's description `loadSiteApi` loads, on a versioned site. */
export interface ApiVersion {
  name: string;
  /** Its description; none when that version had no spec. */
  specFile?: string;
  /** Its route segment (`next`, `0.9`); none for the latest, at the reference's own route. */
  segment?: string;
}

/** What an API model is made from: the texts of the spec file and of every file its `$ref`s name, read, and how strictly it is checked. */
export interface ApiModelInput {
  spec: BundledSpec;
  /** The spec file as messages name it. */
  displayName: string;
  validation: 'strict' | 'lenient';
  /** Finds the spec's problems elsewhere (a helper thread) while the model is made; see `LoadApiTextOptions.check`. */
  check?: SpecCheck;
}

/** Makes the model of a spec read whole; a broken spec throws its problems. Reading, validating and dereferencing a spec is the slowest step of a small build. */
export type ApiModelStep = (input: ApiModelInput) => Promise<ApiModel>;

/** `ApiModelStep` done plainly. */
export const apiModel: ApiModelStep = async ({ spec, displayName, validation, check }) =>
  (await loadOpenapi()).loadApiBundle(spec, displayName, { validation, ...(check ? { check } : {}) });

/**
 * The OpenAPI loader, imported by the first build that has a description to read: its parser, validators
 * and YAML reader are a fifth of the generator's code (about 35 ms of CPU to load), which a site without
 * one never needs.
 */
const loadOpenapi = () => import('@laguna-docs/openapi');

/**
 * Loads the site's OpenAPI description (or, given `version`, that version's), named relative to the site
 * root in messages; its model is made by `model` (`apiModel`, or the speed layer's form of it). A broken
 * spec becomes diagnostics.
 */
export async function loadSiteApi(resolved: ResolvedConfig, version?: ApiVersion, model: ApiModelStep = apiModel): Promise<SiteApi> {
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
    const bundled = await (await loadOpenapi()).readSpec(specFile, displayName, { root: resolved.root, maxBytes: resolved.config.limits.specFileBytes });
    site.files = bundled.files.map((file) => file.path);
    if (bundled.diagnostics.length > 0) throw new UserError(bundled.diagnostics);
    site.api = await model({ spec: bundled, displayName, validation: reference?.validation ?? 'strict' });
    site.diagnostics.push(...(site.api.warnings ?? []));
  } catch (error) {
    if (!isUserError(error)) throw error;
    site.diagnostics.push(...error.diagnostics);
  }
  return site;
}
