import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePlugin } from './sitePlugin.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** Bundles `entry` (the bundle's own entry, as `bundleComponents` writes it) with the site plugin; esbuild's errors as text. */
async function bundle(root: string, entry: string): Promise<{ text?: string; errors: string[] }> {
  try {
    const result = await build({ stdin: { contents: entry, resolveDir: root, sourcefile: 'laguna-islands.js', loader: 'js' }, bundle: true, write: false, logLevel: 'silent', format: 'esm', plugins: [sitePlugin(root)] });
    return { text: result.outputFiles[0]!.text, errors: [] };
  } catch (error) {
    return { errors: (error as { errors: Array<{ text: string }> }).errors.map((e) => e.text) };
  }
}

describe('the site plugin', () => {
  it("lets laguna-docs' own modules outside the site import their chunks, wherever laguna-docs is installed", async () => {
    // As when laguna-docs runs from a checkout or a folder outside any node_modules: the island loader is a
    // file of laguna-docs' own whose relative imports are its chunks.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-site-plugin-'));
    folders.push(parent);
    const site = path.join(parent, 'site');
    const tool = path.join(parent, 'tool', 'dist', 'browser');
    write(parent, {
      'tool/dist/browser/islands.js': "import { chunk } from './chunk-ABC.js';\nexport const defineIslands = () => chunk;\n",
      'tool/dist/browser/chunk-ABC.js': "export const chunk = 'the loader chunk';\n",
      'site/src/components/Card.jsx': "export default 'card';\n",
    });
    const entry = `import { defineIslands } from ${JSON.stringify(path.join(tool, 'islands.js'))};\nimport Card from './src/components/Card.jsx';\nconsole.log(defineIslands(), Card);\n`;
    const result = await bundle(site, entry);
    expect(result.errors).toEqual([]);
    expect(result.text).toContain('the loader chunk');
  });

  it("still refuses a site file that is a symbolic link out of the site, imported by the entry or by the site's files", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-site-plugin-'));
    folders.push(parent);
    const site = path.join(parent, 'site');
    write(parent, { 'outside/evil.js': "export default 'evil';\n", 'site/src/components/Card.jsx': "import evil from './evil.js';\nexport default evil;\n" });
    fs.symlinkSync(path.join(parent, 'outside/evil.js'), path.join(site, 'src/components/evil.js'));
    fs.symlinkSync(path.join(parent, 'outside/evil.js'), path.join(site, 'src/components/Direct.js'));
    const real = fs.realpathSync(path.join(parent, 'outside/evil.js'));
    expect((await bundle(site, "import Card from './src/components/Card.jsx';\nconsole.log(Card);\n")).errors).toEqual([`"src/components/evil.js" leads through a symbolic link to "${real}", outside the site's folder; it is not read`]);
    expect((await bundle(site, "import Direct from '@site/src/components/Direct.js';\nconsole.log(Direct);\n")).errors).toEqual([`"src/components/Direct.js" leads through a symbolic link to "${real}", outside the site's folder; it is not read`]);
  });
});
