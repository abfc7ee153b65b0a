import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The CLI's entry of the build package (`@laguna-docs/builder/buildSite`) reads the sources and sends the
// markdown to the parse helper before it loads the code that renders pages, so the helper starts early
// (see buildSite.ts). This holds only while nothing that entry imports statically pulls that code in: the
// test follows the static imports of the compiled entry (`node scripts/build-packages.mjs`), as Node would.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The packages `entry` loads: through static imports alone (`before`), and with its dynamic imports too (`all`). */
async function loadedPackages(entry: string): Promise<{ before: string[]; all: string[] }> {
  const { metafile } = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const reach = (withDynamic: boolean) => {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!inputs[file]) throw new Error(`esbuild did not list ${file} among its inputs: ${Object.keys(inputs).join(', ')}`);
      for (const imported of inputs[file].imports) {
        if (imported.kind === 'dynamic-import' && !withDynamic) continue;
        if (imported.external) packages.add(imported.path);
        else visit(imported.path);
      }
    };
    visit(path.relative(process.cwd(), entry).split(path.sep).join('/'));
    return [...packages].filter((name) => name.startsWith('@laguna-docs/')).sort();
  };
  return { before: reach(false), all: reach(true) };
}

describe('the buildSite entry', () => {
  it('loads only the config, content and shared packages until the build has sent its markdown', async () => {
    const loaded = await loadedPackages(path.join(dist, 'buildSite.js'));
    expect(loaded.before).toEqual(['@laguna-docs/config', '@laguna-docs/content', '@laguna-docs/shared']);
    // The rest comes with the stages (stages/renderingCode.ts), imported once the pages are sent.
    expect(loaded.all).toEqual(expect.arrayContaining(['@laguna-docs/link-check', '@laguna-docs/markdown', '@laguna-docs/openapi', '@laguna-docs/render']));
  });
});
