import fs from 'node:fs';
import path from 'node:path';
import { throughLink } from './carryFiles.js';
import { routeOf } from './mapConfig.js';
import { fileOf, isRecord, lineOf, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

type Obj = { [key: string]: StaticValue };

/** An OpenAPI reference of the old site as laguna-docs's `openapi` config takes it. */
export interface CarriedOpenApi {
  /** `{ spec, route }` for the new config; undefined when the site has no OpenAPI plugin that could be read. */
  config?: { spec: string; route: string };
  /** Names of the presets, plugins and themes carried this way, left out of the "not carried" lines. */
  carried: Set<string>;
  /** The reference's routes in the old site → its route in the new one. */
  moved: Map<string, string>;
  /** Folders of the docs (relative to the docs folder) that a plugin generated from the spec: not carried as docs. */
  generatedDocs: string[];
}

interface Found {
  name: string;
  spec: StaticValue;
  route: string;
  at: StaticValue;
  generated?: string;
}

/**
 * The OpenAPI plugins of a Docusaurus site (`docusaurus-preset-openapi` and `docusaurus-plugin-openapi`,
 * `docusaurus-plugin-openapi-docs`, `redocusaurus`) as the new site's built-in reference: the first
 * description they name, copied with the files beside it, at the route they gave it when that is one
 * segment. Further descriptions, and ones given as URLs, are reported.
 */
export function carryOpenApi(options: { from: string; config: Obj; configFile: string; docsPath: string; docsRoute: string; files: MigratedFile[]; notes: MigrationNote[] }): CarriedOpenApi {
  const { from, config, configFile, notes } = options;
  const found: Found[] = [];
  const entries = [...(Array.isArray(config.presets) ? config.presets : []), ...(Array.isArray(config.plugins) ? config.plugins : []), ...(Array.isArray(config.themes) ? config.themes : [])];
  const carried = new Set<string>();
  for (const entry of entries) {
    const name = String(Array.isArray(entry) ? entry[0] : entry);
    const settings: Obj = Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
    if (/docusaurus-theme-openapi|docusaurus-theme-redoc/.test(name)) carried.add(name);
    if (/docusaurus-(preset|plugin)-openapi$/.test(name)) {
      carried.add(name);
      const api = /preset/.test(name) ? settings.api : settings;
      if (api === false) continue;
      const apiOptions = isRecord(api) ? api : {};
      found.push({ name, spec: apiOptions.path ?? 'openapi.json', route: routeOf(typeof apiOptions.routeBasePath === 'string' ? apiOptions.routeBasePath : 'api'), at: api ?? entry });
    } else if (/docusaurus-plugin-openapi-docs$/.test(name)) {
      carried.add(name);
      for (const spec of Object.values(isRecord(settings.config) ? settings.config : {})) {
        const outputDir = isRecord(spec) && typeof spec.outputDir === 'string' ? spec.outputDir.replace(/^\.\//, '').replace(/\/+$/, '') : undefined;
        const docsPrefix = `${options.docsPath.replace(/^\.\//, '')}/`;
        const generated = outputDir?.startsWith(docsPrefix) ? outputDir.slice(docsPrefix.length) : undefined;
        const route = generated ? `${options.docsRoute === '/' ? '' : options.docsRoute}/${generated}` : '/api';
        found.push({ name, spec: isRecord(spec) ? spec.specPath : undefined, route, at: spec, ...(generated ? { generated } : {}) });
      }
    } else if (/^redocusaurus$/.test(name)) {
      carried.add(name);
      for (const spec of Array.isArray(settings.specs) ? settings.specs : []) {
        found.push({ name, spec: isRecord(spec) ? (spec.spec ?? spec.specUrl) : undefined, route: routeOf(isRecord(spec) && typeof spec.route === 'string' ? spec.route : 'api'), at: spec });
      }
    }
  }
  const result: CarriedOpenApi = { carried, moved: new Map(), generatedDocs: found.flatMap((item) => (item.generated ? [item.generated] : [])) };
  const leave = (message: string, at: StaticValue) => {
    const line = lineOf(at);
    notes.push({ kind: 'not-carried', file: fileOf(at) ?? configFile, ...(line ? { line } : {}), message });
  };
  for (const item of found) {
    const spec = typeof item.spec !== 'string' ? undefined : /^[a-z]+:/i.test(item.spec) ? item.spec : path.posix.normalize(item.spec.replace(/^\.\//, ''));
    if (result.config) {
      leave(`${item.name}: a further OpenAPI description (${spec ?? 'unread'}); laguna-docs builds one reference`, item.at);
      continue;
    }
    if (!spec || /^[a-z]+:/i.test(spec) || spec.startsWith('..') || !fs.existsSync(path.join(from, spec)) || throughLink(from, spec)) {
      leave(`${item.name}: its OpenAPI description (${spec ?? 'a value that could not be read'}) is no file of the site; set openapi.spec to one`, item.at);
      continue;
    }
    const route = /^\/[a-z0-9-]+$/.test(item.route) ? item.route : '/api';
    copySpec(from, spec, options.files);
    result.config = { spec, route };
    if (item.route !== route || item.generated) result.moved.set(item.route, route);
    notes.push({ kind: 'converted', file: fileOf(item.at) ?? configFile, ...(lineOf(item.at) ? { line: lineOf(item.at) } : {}), target: 'laguna-docs.config.ts', message: `${item.name}: the reference of ${spec} at ${route}, in openapi${item.generated ? `; the pages it generated in ${options.docsPath}/${item.generated}/ are left to it` : ''}` });
  }
  return result;
}

/** The description and the files beside it (which its `$ref`s may name), unless `static/` carries them already. */
function copySpec(from: string, spec: string, files: MigratedFile[]): void {
  if (spec.startsWith('static/')) return;
  const dir = path.posix.dirname(spec);
  const names = dir === '.' ? [path.posix.basename(spec)] : fs.readdirSync(path.join(from, dir)).filter((name) => /\.(ya?ml|json)$/i.test(name));
  for (const name of names) {
    const rel = dir === '.' ? name : `${dir}/${name}`;
    // migrate follows no symbolic link (each is reported as not carried): a description reached through one stays behind.
    if (!throughLink(from, rel) && fs.statSync(path.join(from, rel)).isFile() && !files.some((file) => file.path === rel)) files.push({ path: rel, copyOf: path.join(from, rel) });
  }
}
