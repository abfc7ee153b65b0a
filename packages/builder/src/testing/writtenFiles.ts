import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** Every file under `dir`, by its path in `dir`, with its bytes: what a build wrote there. */
export function writtenFiles(dir: string): Map<string, Buffer> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(entries.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name))]));
}

/** Expects two sets of written files to hold the same paths, each with the same bytes. */
export function expectSameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [file, contents] of a) expect(Buffer.compare(contents, b.get(file)!), file).toBe(0);
}
