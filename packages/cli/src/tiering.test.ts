import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '@laguna-docs/builder';
import { loadConfig } from '@laguna-docs/config';
import { main } from './program.js';
import { siteFolder } from './testing/siteFolder.js';

// V8's flags are the program's to set, not the build's: the CLI puts optimization off for a one-off
// build, and a program that calls `buildSite` itself (the dev server, a test) keeps V8's defaults.

function makeSite(): string {
  return siteFolder('tiering', {
    'laguna-docs.config.mjs': "export default { title: 'Fixture', url: 'https://example.org', navbar: [] };\n",
    'content/en/docs/intro.md': '# Intro\n\nStart here.\n',
  }).root;
}

const tiering = (calls: unknown[][]) => calls.map(([flags]) => String(flags)).filter((flags) => /interrupt-budget|invocation-count/.test(flags));
const heapGrowth = (calls: unknown[][]) => calls.map(([flags]) => String(flags)).filter((flags) => flags.startsWith('--heap-growing-percent'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("V8's tiering and heap growth flags", () => {
  it('are left alone by a build run through the API', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const config = await loadConfig({ cwd: makeSite() });
    await buildSite({ config, write: false, linkCheck: 'off' });
    expect(tiering(set.mock.calls)).toEqual([]);
    expect(heapGrowth(set.mock.calls)).toEqual([]);
  });

  it('are set by laguna-docs build', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const out: string[] = [];
    const code = await main(['node', 'laguna-docs', 'build'], { cwd: makeSite(), output: { out: (text) => out.push(text), err: (text) => out.push(text) } });
    expect(code).toBe(0);
    expect(tiering(set.mock.calls).length).toBeGreaterThan(0);
    expect(heapGrowth(set.mock.calls)).toEqual(['--heap-growing-percent=100']);
  });
});
