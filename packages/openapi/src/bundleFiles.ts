import fs from 'node:fs/promises';
import path from 'node:path';
import { excerpt, sizeText, withoutBom, type Diagnostic, type DiagnosticCode } from '@laguna-docs/shared';
import { parseSpecSource, type SpecSource } from './parseSource.js';
import { escapeSegment, parsePointer, toPointer, walkMembers } from './pointer.js';

/** One file of a description, as read. */
export interface SpecFile {
  /** Absolute path. */
  path: string;
  /** As messages name it: `openapi/paths/menu.yaml`. */
  displayName: string;
  text: string;
}

/** A description read from its files: one document with every `$ref` inside it, placed back in its files. */
export interface BundledSpec {
  /** The main file's document with the other files' parts put in at their first use. */
  source: SpecSource;
  /** Every file read, the main file first. */
  files: SpecFile[];
  diagnostics: Diagnostic[];
  /** Whether every file was read and parsed, so the document can be checked despite `diagnostics`. */
  complete: boolean;
}

/** Where a part of the bundled document is written: the file and the pointer inside it. */
export interface SpecPlace {
  file: string;
  pointer: string;
}

const URL_REF = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Reads a description and every file its `$ref`s name (`paths/menu.yaml`, `./schemas.json#/Pet`,
 * relative to the file they are written in; YAML or JSON), and bundles them into one document: the part
 * of another file a `$ref` names is put in where it is first used, and later `$ref`s to it (cycles across
 * files too) point there. The bundle's source places every pointer back in its file, with its line.
 * `$ref`s inside `x-` extensions are left as they are. A file that cannot be read or parsed is a problem
 * at the `$ref` that names it.
 */
export async function readSpecFiles(file: string, displayName: string, read: (file: string) => Promise<string> = async (name) => withoutBom(await fs.readFile(name, 'utf8')), limits: SpecFileLimits = {}): Promise<BundledSpec> {
  const root = path.dirname(file);
  const name = (absolute: string) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    return path.posix.join(path.posix.dirname(displayName), relative);
  };
  const files: SpecFile[] = [{ path: file, displayName, text: await read(file) }];
  const sources = [parseSpecSource(files[0]!.text, displayName)];
  const diagnostics: Diagnostic[] = [...sources[0]!.diagnostics];
  const index = new Map<string, number>([[file, 0]]);
  // Every file the refs reach, breadth first.
  for (let at = 0; at < files.length; at++) {
    const source = sources[at]!;
    if (source.document === undefined) continue;
    for (const { ref, pointer } of refsIn(source.document)) {
      const target = fileOf(ref, files[at]!.path);
      if (target === undefined || index.has(target)) continue;
      const where = () => {
        const position = source.locate(pointer);
        return { file: files[at]!.displayName, ...(position ? { line: position.line, column: position.column } : {}) };
      };
      const refused = await refusedRef(target, limits);
      if (refused) {
        index.set(target, -1);
        diagnostics.push({ severity: 'error', code: refused.code, message: `${pointer}: $ref "${excerpt(ref, 160)}" ${refused.message}`, hint: refused.hint, ...where() });
        continue;
      }
      const text = await read(target).catch((error: NodeJS.ErrnoException) => {
        const where = source.locate(pointer);
        diagnostics.push({
          severity: 'error',
          code: 'openapi/unreadable-ref',
          message: `${pointer}: $ref "${ref}" names a file that cannot be read (${error.code ?? error.message}): ${name(target)}`,
          hint: 'a $ref to another file is relative to the file it is written in',
          file: files[at]!.displayName,
          ...(where ? { line: where.line, column: where.column } : {}),
        });
        return undefined;
      });
      index.set(target, text === undefined ? -1 : files.length);
      if (text === undefined) continue;
      files.push({ path: target, displayName: name(target), text });
      const parsed = parseSpecSource(text, name(target));
      sources.push(parsed);
      diagnostics.push(...parsed.diagnostics);
    }
  }
  // `$ref`s inside extensions are not read here, but a bundler (`laguna-docs version`'s) would read them:
  // they too must stay inside the site.
  for (let at = 0; at < files.length; at++) {
    for (const { ref, pointer } of sources[at]!.document === undefined ? [] : refsIn(sources[at]!.document, true)) {
      const target = fileOf(ref, files[at]!.path);
      if (target === undefined || index.has(target)) continue;
      const refused = await refusedRef(target, { ...limits, maxBytes: undefined });
      if (!refused) continue;
      const position = sources[at]!.locate(pointer);
      diagnostics.push({ severity: 'error', code: refused.code, message: `${pointer}: $ref "${excerpt(ref, 160)}" ${refused.message}`, hint: refused.hint, file: files[at]!.displayName, ...(position ? { line: position.line, column: position.column } : {}) });
    }
  }
  if (files.length === 1 || diagnostics.length > 0) return { source: sources[0]!, files, diagnostics, complete: diagnostics.length === 0 };
  const bundled = bundle(files, sources, index);
  return { source: bundled, files, diagnostics: bundled.diagnostics, complete: true };
}

/** What a description's files may be: inside the site, and not larger than a limit. */
export interface SpecFileLimits {
  /** The site's folder: a `$ref` naming a file outside it (symbolic links resolved) is refused. */
  root?: string;
  /** The largest file read, in bytes; a larger one is refused before it is read. */
  maxBytes?: number;
}

/**
 * Why the file a `$ref` names is not read, or undefined when it may be: outside the site (as content is
 * read, symbolic links resolved), not a regular file (a device, a FIFO, `/proc`'s files), or too large.
 * Nothing of the file's content is quoted. A file that does not exist is left to the reader's message.
 */
async function refusedRef(target: string, limits: SpecFileLimits): Promise<{ code: DiagnosticCode; message: string; hint: string } | undefined> {
  let real: string;
  try {
    real = await fs.realpath(target);
  } catch {
    return undefined;
  }
  if (limits.root !== undefined) {
    const root = await fs.realpath(limits.root).catch(() => limits.root!);
    const relative = path.relative(root, real);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      return { code: 'openapi/ref-outside-site', message: 'names a file outside the site\'s folder; it is not read', hint: 'a description\'s files are read from inside the site, as its content is: copy the file into the site' };
    }
  }
  const stat = await fs.stat(real);
  if (!stat.isFile()) return { code: 'openapi/ref-not-a-file', message: 'names something that is not a regular file; it is not read', hint: 'a $ref to another file names a YAML or JSON file of the description' };
  if (limits.maxBytes !== undefined && stat.size > limits.maxBytes) return { code: 'openapi/too-large', ...tooLarge(stat.size, limits.maxBytes) };
  return undefined;
}

/** The message and hint for a description's file over the size limit. */
export function tooLarge(size: number, maxBytes: number): { message: string; hint: string } {
  return { message: `names a file of ${sizeText(size)}, larger than the ${sizeText(maxBytes)} a description's file may be; it is not read`, hint: 'raise limits.specFileBytes in the config if the file is meant to be this large' };
}

/** The absolute file a `$ref` names, or undefined for a ref inside its own file or to a URL. */
function fileOf(ref: string, from: string): string | undefined {
  const file = ref.split('#')[0]!;
  if (file === '' || URL_REF.test(file)) return undefined;
  return path.resolve(path.dirname(from), decodeURI(file));
}

/** The `$ref`s of a document outside `x-` extensions (or inside them too, with `extensions`), with their pointers. */
function refsIn(document: unknown, extensions = false): Array<{ ref: string; pointer: string }> {
  const found: Array<{ ref: string; pointer: string }> = [];
  walkMembers(
    document,
    (key, value, at) => {
      if (key !== '$ref' || typeof value !== 'string') return true;
      found.push({ ref: value, pointer: `${at}/$ref` });
      return false;
    },
    extensions,
  );
  return found;
}

/** The value at a pointer of a document, or undefined. */
function at(document: unknown, pointer: string): unknown {
  let current = document;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * One document from several: the main file as written, each other file's part copied in where it is
 * first used and referred to by a local `$ref` after that. A `$ref` to a part that does not exist stays
 * as written, rewritten to point where that file's parts go, so the check of references names it.
 */
function bundle(files: SpecFile[], sources: SpecSource[], index: Map<string, number>): SpecSource {
  // Where each part of another file was put: `<file index>#<pointer>` → pointer in the bundle.
  const placed = new Map<string, string>();
  // The bundle's regions written in other files by their prefix, longest prefix wins: a map, so placing
  // a pointer costs its depth, not the number of parts copied in.
  const regions = new Map<string, { file: number; pointer: string }>([['', { file: 0, pointer: '' }]]);
  const problems: Diagnostic[] = [];
  // `$ref`s pointed elsewhere than written: the `$ref` member's pointer in the bundle → the ref as written.
  const writtenRefs = new Map<string, { bundled: string; written: string }>();
  const rewritten = (bundledRef: string, written: string, bundled: string) => {
    if (bundledRef !== written) writtenRefs.set(`${bundled}/$ref`, { bundled: bundledRef, written });
    return bundledRef;
  };
  const regionOf = (pointer: string) => {
    for (let prefix = pointer; ; prefix = prefix.slice(0, prefix.lastIndexOf('/'))) {
      const region = regions.get(prefix);
      if (region) return { source: sources[region.file]!, file: files[region.file]!.displayName, pointer: region.pointer + pointer.slice(prefix.length) };
    }
  };
  const copy = (value: unknown, file: number, bundled: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item, i) => copy(item, file, `${bundled}/${i}`));
    const record = value as Record<string, unknown>;
    const copies = new Map<string, unknown>();
    // At the top, the components go first, so a part named there is put in under its component's name.
    const keys = Object.keys(record);
    for (const key of bundled === '' && file === 0 ? [...keys.filter((k) => k === 'components'), ...keys.filter((k) => k !== 'components')] : keys) {
      const child = record[key];
      if (key === '$ref' && typeof child === 'string') continue;
      copies.set(key, key.startsWith('x-') ? child : copy(child, file, `${bundled}/${escapeSegment(key)}`));
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) if (copies.has(key)) out[key] = copies.get(key);
    if (typeof record.$ref !== 'string') return out;
    const ref = record.$ref;
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (URL_REF.test(filePart)) return { $ref: ref, ...out };
    const target = filePart === '' ? file : (index.get(path.resolve(path.dirname(files[file]!.path), decodeURI(filePart))) ?? -1);
    let pointer: string;
    try {
      pointer = decodeURIComponent(fragment);
    } catch {
      pointer = fragment;
    }
    if (target === 0) return { $ref: rewritten(`#${fragment}`, ref, bundled), ...out };
    if (target === -1) return { $ref: ref, ...out };
    // A part used again is referred to where it was put only when that is a component (the name its
    // author gave it) or encloses this use (a part that contains itself). Anywhere else it is copied
    // again, so no `$ref` is made to point into an unrelated operation.
    const existing = placedAt(placed, target, pointer);
    if (existing !== undefined && (existing.startsWith('/components/') || bundled.startsWith(`${existing}/`))) return { $ref: rewritten(`#${existing}`, ref, bundled), ...out };
    const content = at(sources[target]!.document, pointer);
    if (content === undefined) {
      const where = regionOf(`${bundled}/$ref`);
      const position = where.source.locate(where.pointer);
      problems.push({
        severity: 'error',
        code: 'openapi/unresolved-ref',
        message: `${where.pointer}: $ref "${ref}" points at nothing in ${files[target]!.displayName}`,
        hint: 'define the target or correct the reference',
        file: where.file,
        ...(position ? { line: position.line, column: position.column } : {}),
      });
      // Reported here; an empty schema stands in for it, so the rest of the spec can still be checked.
      return out;
    }
    // While it is copied, the part is placed here, so a use inside it refers to this copy; a part put
    // in before stays placed where it was first put.
    const key = `${target}#${pointer}`;
    const first = placed.get(key);
    placed.set(key, bundled);
    regions.set(bundled, { file: target, pointer });
    const inlined = copy(content, target, bundled);
    if (first !== undefined) placed.set(key, first);
    // Siblings of the `$ref` (3.1) stay beside what it names.
    return inlined !== null && typeof inlined === 'object' && !Array.isArray(inlined) ? { ...inlined, ...out } : inlined;
  };
  const document = copy(sources[0]!.document, 0, '');
  return {
    document,
    locate: (pointer) => {
      const region = regionOf(pointer);
      return region.source.locate(region.pointer);
    },
    textLine: (pointer) => {
      const region = regionOf(pointer);
      return region.source.textLine(region.pointer);
    },
    textLines: (pointer) => {
      const region = regionOf(pointer);
      return region.source.textLines(region.pointer);
    },
    place: (pointer) => {
      const region = regionOf(pointer);
      return { file: region.file, pointer: region.pointer };
    },
    writtenRefs,
    diagnostics: problems,
  };
}

/** Where a part of a file is in the bundle: placed itself, or inside a part placed before. */
function placedAt(placed: Map<string, string>, file: number, pointer: string): string | undefined {
  const segments = parsePointer(pointer);
  for (let length = segments.length; length >= 0; length--) {
    const base = placed.get(`${file}#${toPointer(segments.slice(0, length))}`);
    if (base !== undefined) return base + toPointer(segments.slice(length));
  }
  return undefined;
}
