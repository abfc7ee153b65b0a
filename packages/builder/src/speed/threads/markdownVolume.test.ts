import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFiles } from '../../testing/siteFiles.js';
import { markdownBytesBelow, markdownFilesAtLeast } from './markdownVolume.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A content folder holding `files`. */
function content(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-volume-'));
  roots.push(root);
  writeFiles(root, files);
  return root;
}

describe('markdownBytesBelow', () => {
  it('adds up the markdown and MDX files of every folder, files too large to count left out', () => {
    const dir = content({ 'en/docs/a.md': 'a'.repeat(40), 'en/docs/deep/b.mdx': 'b'.repeat(40), 'sl/docs/c.md': 'c'.repeat(19), 'en/docs/big.md': 'x'.repeat(500), 'en/docs/logo.svg': 'y'.repeat(500) });
    expect(markdownBytesBelow(dir, 100, 500)).toBe(true);
    expect(markdownBytesBelow(dir, 99, 500)).toBe(false);
    expect(markdownBytesBelow(dir, 100, 501)).toBe(false);
  });

  it('counts a missing folder as empty and a symbolic link as more than any limit', () => {
    expect(markdownBytesBelow(path.join(content({}), 'missing'), 1, 10)).toBe(true);
    const dir = content({ 'en/docs/a.md': 'a' });
    fs.symlinkSync(path.join(dir, 'en/docs'), path.join(dir, 'en/linked'));
    expect(markdownBytesBelow(dir, 1_000, 10)).toBe(false);
  });
});

describe('markdownFilesAtLeast', () => {
  it('counts the markdown and MDX files of every folder but partials, and stops at the count', () => {
    const dir = content({ 'en/docs/a.md': 'a', 'en/docs/deep/b.mdx': 'b', 'sl/docs/a.md': 'a', 'en/docs/_partial.md': 'p', 'en/docs/logo.svg': 'y' });
    expect(markdownFilesAtLeast(dir, 3)).toBe(true);
    expect(markdownFilesAtLeast(dir, 4)).toBe(false);
  });

  it('counts a missing folder and a symbolic link as fewer than any count', () => {
    expect(markdownFilesAtLeast(path.join(content({}), 'missing'), 1)).toBe(false);
    const dir = content({ 'en/docs/a.md': 'a' });
    fs.symlinkSync(path.join(dir, 'en/docs'), path.join(dir, 'en/linked'));
    expect(markdownFilesAtLeast(dir, 2)).toBe(false);
  });
});
