import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PARALLEL_MIN_PAGES, parallelThreads } from './threads/helpers.js';
import { helpersWillParse } from './startSpeed.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A content folder of `count` one-line pages. */
function pages(count: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-helpers-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'en', 'docs'), { recursive: true });
  for (let index = 0; index < count; index++) fs.writeFileSync(path.join(root, 'en', 'docs', `page-${index}.md`), `# Page ${index}\n`);
  return root;
}

describe('helpersWillParse', () => {
  it('holds for a content folder of as many pages as start the helper threads, where the parse helper is not started', () => {
    const options = { staged: true, cached: false };
    // Where the machine or the build runs in one thread, no helpers start and the parse helper is wanted.
    const threads = parallelThreads({ pages: PARALLEL_MIN_PAGES, ...options }) > 1;
    expect(helpersWillParse(pages(PARALLEL_MIN_PAGES), options)).toBe(threads);
    expect(helpersWillParse(pages(PARALLEL_MIN_PAGES - 1), options)).toBe(false);
    expect(helpersWillParse(pages(PARALLEL_MIN_PAGES), { ...options, requested: false })).toBe(false);
    expect(helpersWillParse(pages(PARALLEL_MIN_PAGES), { ...options, cached: true })).toBe(false);
  });
});
