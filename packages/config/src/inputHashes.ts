import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The files something esbuild made was made from, each with the hash of its contents: what a cache
 * keeps beside the result, which holds while every file still has the contents it had.
 */
export type InputHashes = Array<[string, string]>;

/** The hashes of `files` (esbuild's metafile inputs, relative to the working folder), each once; unreadable ones (stdin) left out. */
export function inputHashes(files: Iterable<string>): InputHashes {
  return [...new Set([...files].map((file) => path.resolve(file)))].flatMap((file): InputHashes => {
    const hash = fileHash(file);
    return hash === undefined ? [] : [[file, hash]];
  });
}

/** Whether every file still has the contents it had. */
export function inputsUnchanged(inputs: InputHashes): boolean {
  return inputs.every(([file, hash]) => fileHash(file) === hash);
}

/** The hash of a file's contents, or `undefined` when it cannot be read. */
function fileHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
}

/** esbuild's version, read from its package.json (loading esbuild itself is what a cache spares). */
export function esbuildVersion(): string {
  try {
    const manifest = createRequire(import.meta.url).resolve('esbuild/package.json');
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
