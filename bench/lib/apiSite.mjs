import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes a one-locale site whose only content is an API reference at `/api` made from `specText`, in a new
 * temporary folder, and returns the folder. `openapi` adds to the config's `openapi` (`validation`).
 */
export function writeApiSite(prefix, specText, openapi = {}) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(site, 'content/en/pages'), { recursive: true });
  fs.mkdirSync(path.join(site, 'content/en/docs'), { recursive: true });
  fs.mkdirSync(path.join(site, 'openapi'));
  fs.writeFileSync(path.join(site, 'content/en/pages/index.md'), '# Reference\n\nSee the [API](/api).\n');
  fs.writeFileSync(path.join(site, 'content/en/docs/index.md'), '# Docs\n\nThe API reference is at [/api](/api).\n');
  fs.writeFileSync(path.join(site, 'openapi/spec.json'), specText);
  const config = { title: 'Reference', url: 'https://example.org', basePath: '/', openapi: { spec: 'openapi/spec.json', route: '/api', ...openapi } };
  fs.writeFileSync(path.join(site, 'laguna-docs.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  return site;
}
