import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SiteFile } from '@laguna-docs/shared';

/** One file ready to send: its bytes in memory, or a way to stream it from disk. */
export interface ServedFile {
  /** Length in bytes, for `Content-Length`. */
  size: number;
  /** A strong or weak validator, quoted, for `ETag` and `If-None-Match`. */
  etag: string;
  /** The bytes, for a file held in memory. */
  body?: Buffer;
  /** Opens the file's bytes as a stream, for a file on disk: only when a body is sent, never for HEAD or 304. */
  open?(): Readable;
}

/**
 * Where the server reads the site from, as files ready to send: the written output folder, or a build
 * kept in memory. (The link check's `SiteFiles` lists a site's files and reads their contents; serving
 * needs validators and streams instead, and never a list.)
 */
export interface ServedFiles {
  /** The file at an output path (`docs/intro.html`), or undefined when there is none (or it is a folder). */
  read(file: string): Promise<ServedFile | undefined>;
}

/**
 * A build held in memory (`buildSite({ write: false })`). `transformHtml` lets the dev server add its
 * reload script to every page as it is served, never to the build itself.
 */
export function servedFromMemory(files: readonly SiteFile[], transformHtml?: (html: string) => string): ServedFiles {
  const sources = new Map(files.map((file) => [file.path, file.contents]));
  const ready = new Map<string, ServedFile>();
  return {
    async read(file) {
      const cached = ready.get(file);
      if (cached) return cached;
      const contents = sources.get(file);
      if (contents === undefined) return undefined;
      const text = transformHtml && file.endsWith('.html') ? transformHtml(String(contents)) : contents;
      const body = typeof text === 'string' ? Buffer.from(text) : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
      const served = { body, size: body.length, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
      ready.set(file, served);
      return served;
    },
  };
}

/**
 * The written output folder. Each read checks that the real path (symlinks followed) is still inside
 * the folder: the request router already refuses `..` and encoded separators, this is the second lock.
 * A file is streamed from disk as it is sent, never read whole, so slow readers of a large file cost
 * the server a buffer each, not the file.
 */
export function servedFromDirectory(dir: string): ServedFiles {
  return {
    async read(file) {
      try {
        const root = await fs.realpath(dir);
        const real = await fs.realpath(path.join(root, ...file.split('/')));
        if (real !== root && !real.startsWith(root + path.sep)) return undefined;
        const stat = await fs.stat(real);
        if (!stat.isFile()) return undefined;
        // As many bytes as `Content-Length` promised, even if the file grows meanwhile.
        const size = stat.size;
        return { size, etag: `W/"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`, open: () => createReadStream(real, { start: 0, end: size - 1 }) };
      } catch {
        return undefined;
      }
    },
  };
}
