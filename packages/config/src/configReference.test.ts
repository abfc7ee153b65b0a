import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The config reference (the website's page website/content/en/docs/reference/config.md) is made from the
// schema's doc comments by scripts/config-reference.mjs; packages/cli/src/website.test.ts checks the page.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = pathToFileURL(path.join(repoRoot, 'scripts', 'config-reference.mjs')).href;

interface ConfigReferenceScript {
  configReference(): Promise<string>;
}

describe('the config reference', () => {
  it('lists every field with its type, default and doc comment, nested ones by their path', async () => {
    const { configReference } = (await import(script)) as ConfigReferenceScript;
    const lines = (await configReference()).split('\n');
    const row = (option: string) => lines.find((line) => line.startsWith(`| \`${option}\` |`));
    expect(row('basePath')).toBe('| `basePath` | `string` | `"/"` | Where the site is served below the origin; starts and ends with `/`. Example: `/laguna-docs/`. |');
    expect(row('title')).toContain('| `string` | required |');
    expect(row('openapi.route')).toContain('| `"/api"` |');
    expect(row('navbar[external].icon')).toContain('| `"github"` | – | An icon drawn beside or instead of the label. |');
    expect(row('locales.items[].code')).toContain('required');
    // No field without a description.
    expect(lines.filter((line) => line.startsWith('| `') && line.endsWith('|  |'))).toEqual([]);
  }, 60_000);
});
