import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.js';

// `build --shard k/n` and `merge` from the command line, on a small site.

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-cli-shards-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('laguna-docs.config.mjs', `export default ${JSON.stringify({ title: 'Shards', url: 'https://example.org' })};\n`);
  write('content/en/pages/index.md', '# Home\n');
  for (let index = 1; index <= 4; index++) write(`content/en/docs/page-${index}.md`, `# Page ${index}\n\n${'Text. '.repeat(100)}\n\n[Next](./page-${(index % 4) + 1}.md)\n`);
  return root;
}

const read = (dir: string) => new Map(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')]));

describe('laguna-docs build --shard and merge', () => {
  it('writes each shard beside build/ and merges them into what build writes', async () => {
    const root = site();
    for (const shard of ['1/2', '2/2']) {
      const built = await runCli(root, ['build', '--shard', shard]);
      expect(built.code, built.err).toBe(0);
      expect(built.out).toMatch(new RegExp(`Built \\d+ pages of shard ${shard} into .*build-shard-${shard.replace('/', '-of-')} in \\d+ ms`));
    }
    const merged = await runCli(root, ['merge', 'build-shard-1-of-2', 'build-shard-2-of-2', '--out', 'merged']);
    expect(merged.code, merged.err).toBe(0);
    expect(merged.out).toMatch(/Merged 2 shards: 7 pages into .*merged in \d+ ms/);
    const whole = await runCli(root, ['build']);
    expect(whole.code, whole.err).toBe(0);
    expect(read(path.join(root, 'merged'))).toEqual(read(path.join(root, 'build')));
  });

  it('refuses a shard number out of range, and a merge with a shard missing, naming it', async () => {
    const root = site();
    const bad = await runCli(root, ['build', '--shard', '3/2']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--shard takes <k>/<n>, a shard number from 1 to n of n shards');
    expect((await runCli(root, ['build', '--shard', '1/2'])).code).toBe(0);
    const missing = await runCli(root, ['merge', 'build-shard-1-of-2']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('shard 2 of 2 is missing');
  });
});
