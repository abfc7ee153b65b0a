import { describe, expect, it } from 'vitest';
import { sitePolicy, StringPool, scanHtml } from '@laguna-docs/link-check';
import { memoryOutput } from '../siteOutput.js';
import { silentLogger } from '../logger.js';
import { inlineConfig } from '../testing/stageFixtures.js';
import { checkLinks } from './checkLinks.js';

const resolved = inlineConfig();
const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

async function siteOf(pages: Record<string, string>) {
  const output = memoryOutput();
  const strings = new StringPool();
  for (const [path, body] of Object.entries(pages)) await output.add({ path, contents: html(body) });
  const scanned = new Map(Object.entries(pages).map(([path, body]) => [path, scanHtml(html(body), strings)]));
  const built = Object.keys(pages).map((file) => ({ locale: 'en', route: `/${file.replace(/\.html$/, '')}`, file, headingIds: [], links: [] }));
  return { files: await output.site(), scanned, pages: built };
}

describe('the check links stage', () => {
  it('gives a link to a page the site does not have back under the policy, and stops nothing itself', async () => {
    const site = await siteOf({ 'docs/intro.html': '<a href="/docs/setup">Setup</a><a href="/docs/missing">Missing</a>', 'docs/setup.html': '<h1 id="top">Setup</h1>' });
    const found = await checkLinks({ resolved, ...site, policy: sitePolicy(resolved.config, []), checkExternal: false, logger: silentLogger });
    expect(found.diagnostics.map((d) => [d.severity, d.message.includes('/docs/missing')])).toEqual([['error', true]]);
    expect(found.links).toEqual({ checked: 2, broken: 1 });
  });

  it('finds nothing in a site whose links all hold', async () => {
    const site = await siteOf({ 'docs/intro.html': '<a href="/docs/setup#top">Setup</a>', 'docs/setup.html': '<h1 id="top">Setup</h1>' });
    expect(await checkLinks({ resolved, ...site, policy: sitePolicy(resolved.config, []), checkExternal: false, logger: silentLogger })).toEqual({ diagnostics: [], links: { checked: 1, broken: 0 } });
  });
});
