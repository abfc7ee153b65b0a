import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { isUserError, type Diagnostic } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFile } from './testing/siteFiles.js';

const vendorSpec = fs.readFileSync(new URL('../../openapi/test/fixtures/vendor-links.yaml', import.meta.url), 'utf8');

/** A one-page site around the vendor spec, with `openapi` settings added to the config. */
async function site(openapi: Record<string, unknown>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-links-'));
  const write = (file: string, text: string) => writeFile(root, file, text);
  write('laguna-docs.config.mjs', `export default ${JSON.stringify({ title: 'Vendor', url: 'https://example.org', openapi: { spec: 'openapi/vendor.yaml', ...openapi } })};\n`);
  write('openapi/vendor.yaml', vendorSpec);
  write('content/en/pages/index.md', '# Home\n\nSee the [docs](/docs/intro).\n');
  write('content/en/docs/intro.md', '# Intro\n\nHello.\n');
  return loadConfig({ cwd: root });
}

/** `config` with a markdown plugin that notes each page parsed: a page is parsed when it is rendered, and not before. */
function countingParses(config: ResolvedConfig): { config: ResolvedConfig; parsed: () => number } {
  let parsed = 0;
  const count = () => () => {
    parsed++;
  };
  return { config: { ...config, config: { ...config.config, markdown: { ...config.config.markdown, remarkPlugins: [...config.config.markdown.remarkPlugins, count] } } }, parsed: () => parsed };
}

async function failure(run: Promise<unknown>): Promise<Diagnostic[]> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  if (!isUserError(error)) throw new Error(`expected a user error, got ${String(error)}`);
  return error.diagnostics;
}

describe('broken links in the spec', () => {
  it('fail the build before any page is rendered, each at its line', async () => {
    const counted = countingParses(await site({}));
    const diagnostics = await failure(buildSite({ config: counted.config, write: false, parallel: false }));
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'openapi/vendor.yaml:7 /info/description: link to "/docs/rate-limits#burst": no page at /docs/rate-limits on this site',
      'openapi/vendor.yaml:25 /paths/~1menus/get/description: link to "#schema/Menu": schema "Menu" has no page of its own',
      'openapi/vendor.yaml:26 /paths/~1menus/get/description: link to "/changelog": no page at /changelog on this site',
      'openapi/vendor.yaml:31 /paths/~1menus/get/responses/200/description: link to "#operation/listMenu": no operation has the operationId "listMenu"',
      'openapi/vendor.yaml:43 /components/schemas/Menu/properties/name/description: link to "/docs/naming": no page at /docs/naming on this site',
    ]);
    // The spec's problems alone, and no page parsed: the build stopped with the spec, before the render.
    expect(new Set(diagnostics.map((d) => d.code))).toEqual(new Set(['openapi/broken-link']));
    expect(counted.parsed()).toBe(0);
    // The same site with those links only warned of goes on to render its pages, each parsed.
    const mended = countingParses(await site({ onBrokenLinks: 'warn' }));
    await buildSite({ config: mended.config, write: false, parallel: false });
    expect(mended.parsed()).toBeGreaterThan(0);
  });

  it('only warn with onBrokenLinks: warn, each once, and linkBase takes the vendor links to its site', async () => {
    const warnings: string[] = [];
    const built = await buildSite({ config: await site({ linkBase: 'https://vendor.example/', onBrokenLinks: 'warn', schemaPages: true }), write: false, parallel: false, logger: { info() {}, warn: (message) => warnings.push(message) } });
    expect(built.diagnostics.filter((d) => d.code === 'openapi/broken-link').map((d) => `${d.severity} ${d.line} ${d.message}`)).toEqual([
      'warning 31 /paths/~1menus/get/responses/200/description: link to "#operation/listMenu": no operation has the operationId "listMenu"',
    ]);
    expect(warnings.filter((line) => line.includes('listMenu"'))).toHaveLength(1);
    const page = built.files.find((file) => file.path === 'api/list-menus.html')!;
    expect(String(page.contents)).toContain('href="https://vendor.example/changelog"');
    expect(String(page.contents)).toContain('href="/api/schemas/menu"');
  });

  it('to files are judged against the static folder before any page is rendered, with did you mean', async () => {
    const config = await site({ onBrokenLinks: 'warn', schemaPages: true });
    writeFile(config.root, 'static/pkg/api/types.go', 'package api\n');
    writeFile(config.root, 'static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(config.specFile!, vendorSpec.replace("Read the [guide](/docs/intro) first, then the vendor's", 'See [types](/pkg/api/types.go#ObjectMeta), [the kind](/pkg/api/type.go#Kind), [logo](/img/logo.svg), [sitemap](/sitemap.xml) and the vendor\'s'));
    const log: string[] = [];
    const built = await buildSite({ config, write: false, parallel: false, logger: { info() {}, warn: (message) => log.push(message) } });
    const broken = built.diagnostics.filter((d) => d.code === 'openapi/broken-link' && d.message.includes('.go'));
    expect(broken.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message} (${d.hint})`)).toEqual([
      'warning openapi/vendor.yaml:6 /info/description: link to "/pkg/api/type.go#Kind": no file at /pkg/api/type.go on this site (did you mean "/pkg/api/types.go"? set openapi.linkBase to the site such links point to (for example "https://vendor.example"), or put the file in the static folder)',
    ]);
    // Warned of once, when the spec is loaded (the link check of the pages does not warn of it again).
    expect(log.filter((line) => line.includes('type.go'))).toHaveLength(1);
    expect(built.diagnostics.filter((d) => d.message.includes('types.go') || d.message.includes('logo.svg') || d.message.includes('sitemap'))).toEqual([]);
  });

  it('that the link check finds after rendering are warnings with onBrokenLinks: warn', async () => {
    const config = await site({ linkBase: 'https://vendor.example', onBrokenLinks: 'warn', schemaPages: true });
    // An anchor no heading of the introduction has: only the check of the rendered pages can tell.
    fs.writeFileSync(config.specFile!, vendorSpec.replace('#section/Errors', '#section/Failures'));
    const built = await buildSite({ config, write: false, parallel: false });
    expect(built.diagnostics.filter((d) => d.code === 'link/missing-anchor').map((d) => `${d.severity} ${d.file}:${d.line}`)).toEqual(['warning openapi/vendor.yaml:24']);
  });

  it('an invalid spec stops the build before any page is rendered', async () => {
    const counted = countingParses(await site({}));
    fs.writeFileSync(counted.config.specFile!, vendorSpec.replace("$ref: '#/components/schemas/Menu'", "$ref: '#/components/schemas/Menus'"));
    const diagnostics = await failure(buildSite({ config: counted.config, write: false, parallel: false }));
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['openapi/vendor.yaml:35 openapi/unresolved-ref']);
    expect(counted.parsed()).toBe(0);
  });
});
