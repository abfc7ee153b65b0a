import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from './loadConfig.js';
import { failureMessages as messages } from './testing/failureMessages.js';

const minimal = { title: 'Site', url: 'https://example.org' };

/** A site folder with `versions.json` holding `list` (as text when a string) and the snapshot folders `folders`. */
function site(list: unknown, folders: readonly string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-versions-'));
  fs.writeFileSync(path.join(root, 'versions.json'), typeof list === 'string' ? list : JSON.stringify(list));
  for (const name of folders) fs.mkdirSync(path.join(root, 'versioned', name, 'content'), { recursive: true });
  return root;
}

describe('versions', () => {
  it('reads the released versions from versions.json, and has none without it', () => {
    expect(resolveConfig(minimal, site(['1.1', '1.0'], ['1.1', '1.0']), 'c.ts').versions).toEqual(['1.1', '1.0']);
    expect(resolveConfig(minimal, fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-versions-')), 'c.ts').versions).toBeUndefined();
    expect(resolveConfig(minimal, site([]), 'c.ts').versions).toBeUndefined();
  });

  it('applies the defaults of the versions field', () => {
    expect(resolveConfig(minimal, site([]), 'c.ts').config.versions).toEqual({ current: { path: 'next', noindex: false }, noindex: false, released: {} });
  });

  it('refuses a versions.json that is not a JSON array of valid names with snapshots, naming the file', () => {
    expect(messages(() => resolveConfig(minimal, site('["1.0",'), 'c.ts'))[0]).toMatch(/^versions\.json not valid JSON: /);
    expect(messages(() => resolveConfig(minimal, site({ latest: '1.0' }), 'c.ts'))).toMatchInlineSnapshot(`
      [
        "versions.json must be a JSON array of version names, newest first, such as ["1.1", "1.0"]",
      ]
    `);
    expect(messages(() => resolveConfig(minimal, site(['1.0', 'a/b', 'next', 'current', '1.0', '0.9'], ['1.0']), 'c.ts'))).toMatchInlineSnapshot(`
      [
        "versions.json "a/b" is not a valid version name (a version name is letters, digits, ".", "_" and "-", up to 32 characters, such as "1.0")",
        "versions.json "next" names the unreleased version, not a released one",
        "versions.json "current" names the unreleased version, not a released one",
        "versions.json "1.0" is listed twice",
        "versions.json "0.9" has no snapshot: versioned/0.9/ is missing (restore versioned/0.9/ (from version control), or remove "0.9" from versions.json; then "laguna-docs version 0.9" can cut it again from the current docs)",
      ]
    `);
  });

  it('refuses version names in the config that versions.json does not list, at the key', () => {
    const root = site(['1.1', '1.0'], ['1.1', '1.0']);
    const config = { ...minimal, versions: { latest: '2.0', build: ['1.0', 'current', 'next'], released: { '0.9': { label: 'Old' } } } };
    expect(messages(() => resolveConfig(config, root, 'laguna-docs.config.ts'))).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.ts versions.latest: "2.0" is not a released version (versions.json lists "1.1", "1.0")",
        "laguna-docs.config.ts versions.build[2]: "next" is neither a released version nor "current" (versions.json lists "1.1", "1.0")",
        "laguna-docs.config.ts versions.released.0.9: "0.9" is not a released version (versions.json lists "1.1", "1.0")",
      ]
    `);
    expect(messages(() => resolveConfig({ ...minimal, versions: { latest: '1.0' } }, fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-versions-')), 'c.ts'))).toEqual([
      'c.ts versions.latest: "1.0" is not a released version (there is no versions.json)',
    ]);
  });

  it('refuses two versions on one route segment, and a path that is not one segment', () => {
    const root = site(['1.1', '1.0'], ['1.1', '1.0']);
    expect(messages(() => resolveConfig({ ...minimal, versions: { released: { '1.0': { path: '1.1' } } } }, root, 'c.ts'))).toEqual([
      'c.ts versions.released.1.0.path: "1.1" is already the route segment of versions.json "1.1" (give each version a path of its own)',
    ]);
    expect(messages(() => resolveConfig({ ...minimal, versions: { current: { path: '1.0' } } }, root, 'c.ts'))).toEqual(['versions.json "1.0" names the unreleased version, not a released one']);
    expect(messages(() => resolveConfig({ ...minimal, versions: { current: { path: 'next/x' } } }, root, 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts versions.current.path: must be one route segment such as "next" or "1.0"; got "next/x"",
      ]
    `);
  });
});
