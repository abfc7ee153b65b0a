import { describe, expect, it } from 'vitest';
import type { Theme } from '@laguna-docs/shared';
import type { ClientAssets } from '../bundleClient.js';
import { fakeSiteSteps, inlineConfig, NO_FOLDER } from '../testing/stageFixtures.js';
import { bundleAssets } from './bundleAssets.js';

const client: ClientAssets = {
  files: [{ path: 'assets/app.1.js', contents: '' }],
  js: 'assets/app.1.js',
  css: 'assets/app.1.css',
  search: 'assets/search.1.js',
  diagrams: 'assets/diagrams.1.js',
  samples: 'assets/samples.1.js',
  featureCss: { tabs: 'assets/tabs.1.css' },
};
const theme = { name: 'inline', strings: {} } as unknown as Theme; // The stage hands the theme to the bundle step only.

describe('the bundle client stage', () => {
  it("gives every page's asset addresses under the base path, from the bundle the step made", async () => {
    const asked: unknown[] = [];
    const steps = fakeSiteSteps({
      bundleClient: async (given, root) => {
        asked.push([given === theme, root]);
        return client;
      },
    });
    const bundled = await bundleAssets({ resolved: inlineConfig({ basePath: '/docs-site/', search: true }), theme }, steps);
    expect(asked).toEqual([[true, NO_FOLDER]]);
    expect(bundled.assets).toMatchObject({ css: '/docs-site/assets/app.1.css', js: '/docs-site/assets/app.1.js', search: '/docs-site/assets/search.1.js' });
    expect(bundled.pageAssets.stylesheets).toEqual({ tabs: '/docs-site/assets/tabs.1.css' });
    expect(bundled.pageAssets.diagrams.script).toBe('/docs-site/assets/diagrams.1.js');
    expect(bundled.pageAssets.components).toBeUndefined();
    expect(bundled.diagnostics).toEqual([]);
  });

  it('bundles no components when no .mdx page imports one', async () => {
    const steps = fakeSiteSteps({ bundleClient: async () => client });
    const bundled = await bundleAssets({ resolved: inlineConfig(), theme, mdxPages: [{ file: 'content/en/docs/plain.mdx', text: '# Plain\n' }] }, steps);
    expect(bundled.pageAssets.components).toBeUndefined();
  });
});
