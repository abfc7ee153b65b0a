import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { cutVersion } from '@laguna-docs/content';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-cut-version-'));
  folders.push(root);
  for (const [file, text] of Object.entries({ 'laguna-docs.config.mjs': "export default { title: 'T', url: 'https://example.org' };\n", 'content/en/docs/intro.md': '# Intro\n' })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const listed = (root: string) => JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
const snapshots = (root: string) => fs.readdirSync(path.join(root, 'versioned')).sort();

describe('cutting versions', () => {
  it('keeps every version in versions.json when the config was loaded before another cut finished', async () => {
    const root = site();
    const before = await loadConfig({ cwd: root });
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    await cutVersion(before, '1.1');
    expect(listed(root)).toEqual(['1.1', '1.0']);
    expect(snapshots(root)).toEqual(['1.0', '1.1']);
  });

  it('refuses a second cut while one runs, leaving the list and the snapshots whole', async () => {
    const root = site();
    const config = await loadConfig({ cwd: root });
    const results = await Promise.allSettled([cutVersion(config, '1.0'), cutVersion(config, '1.1')]);
    const made = results.flatMap((result, index) => (result.status === 'fulfilled' ? [['1.0', '1.1'][index]!] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' && isUserError(result.reason) ? result.reason.diagnostics.map((d) => `[${d.code}] ${d.message.replace(/\(process \d+\) /, '')}`) : []));
    expect(made).toHaveLength(1);
    expect(refused).toEqual(['[version/locked] another "laguna-docs version" is cutting a version of this site']);
    expect(listed(root)).toEqual(made);
    expect(snapshots(root)).toEqual(made);
    // The lock is gone once the cut is done.
    expect(fs.existsSync(path.join(root, '.versions.json.lock'))).toBe(false);
  });

  it('takes over the lock of a cut that was killed', async () => {
    const root = site();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(path.join(root, '.versions.json.lock'), `${JSON.stringify({ pid: gone })}\n`);
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    expect(listed(root)).toEqual(['1.0']);
    expect(fs.existsSync(path.join(root, '.versions.json.lock'))).toBe(false);
  });

  it("makes the snapshot's relative imports that lead out of the docs @site/ ones, so the snapshot builds as the docs did", async () => {
    const root = site();
    const files: Record<string, string> = {
      'src/components/Card.tsx': 'export default function Card() {\n  return <p>card</p>;\n}\n',
      'src/text/_shared.mdx': 'Shared text.\n',
      'content/en/docs/guides/_local.mdx': 'Local text.\n',
      'content/en/docs/guides/page.mdx': "import Card from '../../../../src/components/Card.tsx';\nimport Shared from \"../../../../src/text/_shared.mdx\";\nimport Local from './_local.mdx';\nimport Same from '@site/src/components/Card';\n\n# Page\n\n<Card />\n\n<Shared />\n\n<Local />\n\n<Same />\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const result = await cutVersion(await loadConfig({ cwd: root }), '1.0');
    expect(result.siteImports).toBe(2);
    expect(fs.readFileSync(path.join(root, 'versioned/1.0/content/en/docs/guides/page.mdx'), 'utf8').split('\n').slice(0, 4)).toEqual([
      "import Card from '@site/src/components/Card.tsx';",
      'import Shared from "@site/src/text/_shared.mdx";',
      "import Local from './_local.mdx';",
      "import Same from '@site/src/components/Card';",
    ]);
    // The current docs are as they were.
    expect(fs.readFileSync(path.join(root, 'content/en/docs/guides/page.mdx'), 'utf8')).toBe(files['content/en/docs/guides/page.mdx']);
    const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false, linkCheck: 'off' });
    const html = String(built.files.find((file) => file.path === 'docs/guides/page.html')?.contents);
    expect(html).toContain('<p>card</p>');
    expect(html).toContain('Shared text.');
    expect(html).toContain('Local text.');
  });
});
