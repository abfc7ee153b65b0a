import { dereference } from '@readme/openapi-parser';
import { sizeText, UserError, type ApiModel, type Diagnostic } from '@laguna-docs/shared';
import { buildModel } from './buildModel.js';
import fs from 'node:fs/promises';
import { readSpecFiles, tooLarge, type BundledSpec, type SpecFileLimits } from './bundleFiles.js';
import { checkLinks } from './checkLinks.js';
import { checkRefs, withUsableExtensionRefs } from './checkRefs.js';
import { record, type ModelContext } from './modelContext.js';
import { parseSpecSource, type SpecSource } from './parseSource.js';
import { parsePointer, refPointer } from './pointer.js';
import { specDiagnostic, type SpecProblem } from './specDiagnostic.js';
import { convertSwagger2, type ConversionNote } from './swagger2.js';
import { mendTolerated, TOLERATED_CODES } from './tolerated.js';
import { validateShape, validateSpec } from './validateSpec.js';

export interface LoadApiOptions {
  /** Absolute path of the spec file. */
  file: string;
  /** The spec file as messages name it, relative to the site root: `openapi/laguna.yaml`. */
  displayName: string;
}

/**
 * Reads, validates and dereferences an OpenAPI 3.0 or 3.1 description (YAML or JSON, in one file or
 * several; Swagger 2.0 is converted first) into the plain model. An invalid spec throws one UserError
 * listing every problem with the file, JSON pointer and line.
 */
export async function loadApi(options: LoadApiOptions): Promise<ApiModel> {
  return loadApiBundle(await readSpec(options.file, options.displayName), options.displayName);
}

/**
 * Reads a spec file and the files its `$ref`s name (see `readSpecFiles`); a main file that cannot be read
 * is a UserError, problems with the others are the result's diagnostics.
 */
export async function readSpec(file: string, displayName: string, limits: SpecFileLimits = {}): Promise<BundledSpec> {
  // Checked before reading: a description of tens of megabytes takes gigabytes to parse.
  const size = await fs.stat(file).then((stat) => (stat.isFile() ? stat.size : undefined), () => 0);
  if (size === undefined) throw new UserError({ severity: 'error', code: 'openapi/unreadable', message: 'the spec is not a regular file', file: displayName });
  if (limits.maxBytes !== undefined && size > limits.maxBytes) {
    const { hint } = tooLarge(size, limits.maxBytes);
    throw new UserError({ severity: 'error', code: 'openapi/too-large', message: `the spec is ${sizeText(size)}, larger than the ${sizeText(limits.maxBytes)} a description's file may be; it is not read`, hint, file: displayName });
  }
  return readSpecFiles(file, displayName, undefined, limits).catch((error: NodeJS.ErrnoException) => {
    throw new UserError({ severity: 'error', code: 'openapi/unreadable', message: `cannot read the spec: ${error.code ?? error.message}`, file: displayName });
  });
}

/** `loadApiText` on a description read from its files (`readSpec`). */
export async function loadApiBundle(bundled: BundledSpec, displayName: string, options: LoadApiTextOptions = {}): Promise<ApiModel> {
  if (bundled.diagnostics.length > 0) {
    // A $ref to nothing in another file: the rest of the description is checked too, so all comes in one run.
    const more = bundled.complete ? await specProblems(asOpenApi3(bundled.source, displayName).source, displayName) : [];
    throw new UserError([...bundled.diagnostics, ...more].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0)));
  }
  return loadSource(bundled.source, displayName, options);
}

/** What `loadApiText` may be given besides the text. */
export interface LoadApiTextOptions {
  /**
   * Finds the problems of the parsed description (as `checkApiDocument` does) elsewhere, in another
   * thread, while this one dereferences it and builds the model; they are placed in the files here, where
   * the positions are. Should it fail, the spec is checked here.
   */
  check?: SpecCheck;
  /** `lenient` makes the problems inside schemas warnings (see `lenientProblems`); `strict` by default. */
  validation?: 'strict' | 'lenient';
}

/** `loadApi` on text already read; the unit of the tests. */
export async function loadApiText(text: string, displayName: string, options: LoadApiTextOptions = {}): Promise<ApiModel> {
  const source = parseSpecSource(text, displayName);
  if (source.diagnostics.length > 0) throw new UserError(source.diagnostics);
  return loadSource(source, displayName, options);
}

async function loadSource(written: SpecSource, displayName: string, options: LoadApiTextOptions): Promise<ApiModel> {
  const { source, warnings } = asOpenApi3(written, displayName);
  const withWarnings = (model: ApiModel): ApiModel => (warnings.length > 0 ? { ...model, warnings } : model);
  // Lenient validation: problems inside schemas become warnings of the model; the rest still fail it.
  const problemsOf = async (found: Promise<Diagnostic[]>) => {
    const all = await found;
    if (options.validation !== 'lenient') return all;
    const { errors, tolerated } = lenientProblems(all, source);
    warnings.push(...tolerated);
    return errors;
  };
  if (!options.check) {
    throwProblems(await problemsOf(specProblems(source, displayName)));
    return withWarnings(await modelOf(source, displayName));
  }
  // Handed over before the model is made, at once (a check that throws is one that failed).
  const check = options.check;
  const found = new Promise<SpecProblem[]>((resolve) => resolve(check(source.document))).then((problems) => placedProblems(problems, source, displayName));
  const checked = problemsOf(found.catch(async () => specProblems(source, displayName)));
  let model: ApiModel;
  try {
    model = await modelOf(source, displayName);
  } catch (error) {
    // An invalid spec may break the dereferencer or the model: its problems are the news.
    throwProblems(await checked);
    throw error;
  }
  throwProblems(await checked);
  return withWarnings(model);
}

/**
 * The description as OpenAPI 3: a Swagger 2.0 one converted (see `convertSwagger2`), with a warning that
 * lists what the conversion could not carry over; any other as it is.
 */
function asOpenApi3(source: SpecSource, displayName: string): { source: SpecSource; warnings: Diagnostic[] } {
  const document = source.document as { swagger?: unknown } | null | undefined;
  if (document === null || typeof document !== 'object' || document.swagger !== '2.0') return { source, warnings: [] };
  const converted = convertSwagger2(source, displayName);
  const warnings: Diagnostic[] = converted.notes.length === 0 ? [] : [{
    severity: 'warning',
    code: 'openapi/swagger2',
    message: `converted from Swagger 2.0 to OpenAPI 3.0; not carried over: ${summarisedNotes(converted.notes)}`,
    hint: 'convert the description to OpenAPI 3 yourself to say what these mean in it',
    file: displayName,
  }];
  return { source: converted.source, warnings };
}

/**
 * What the conversion could not carry over, each kind once with where it happened: up to three places
 * by their pointers, more as the first and a count, so a description with a thousand operations that
 * all say the same gets one short line.
 */
function summarisedNotes(notes: readonly ConversionNote[]): string {
  const byText = new Map<string, string[]>();
  for (const note of notes) byText.set(note.text, [...(byText.get(note.text) ?? []), note.pointer]);
  return [...byText]
    .map(([text, pointers]) => `${text} (${pointers.length <= 3 ? pointers.join(', ') : `${pointers[0]} and ${(pointers.length - 1).toLocaleString('en')} more places`})`)
    .join('; ');
}

/**
 * Finds the problems of a description's parsed document (in its OpenAPI 3 form) somewhere else than where
 * it was read, another thread say, which is handed the document alone; `[]` for a valid one.
 */
export type SpecCheck = (document: unknown) => Promise<SpecProblem[]>;

/**
 * Every problem of a description's parsed document (in its OpenAPI 3 form), by its JSON pointer; none for
 * a valid one. Needs nothing but the document, so another thread can run it on a copy (`SpecCheck`).
 */
export async function checkApiDocument(document: unknown, { owned = false }: { owned?: boolean } = {}): Promise<SpecProblem[]> {
  // Links are checked as written, before anything is mended.
  const links = checkLinks(document);
  // What renders well once mended is reported in words of its own, and the rest is checked without it: on a
  // copy, unless the caller's copy is its own to change (a helper thread's, made when it was sent there).
  const mended = owned ? document : structuredClone(document);
  const tolerable = mendTolerated(mended);
  const refProblems = checkRefs(mended);
  return [...tolerable, ...(refProblems.length > 0 ? [...refProblems, ...validateShape(mended)] : await validateSpec(mended)), ...links];
}

/** Every problem of a parsed spec, with the file, JSON pointer and line, top to bottom; none for a valid spec. */
async function specProblems(source: SpecSource, displayName: string): Promise<Diagnostic[]> {
  return placedProblems(await checkApiDocument(source.document), source, displayName);
}

/** A spec's problems placed in its files by their pointers, once each, top to bottom. */
function placedProblems(problems: readonly SpecProblem[], source: SpecSource, displayName: string): Diagnostic[] {
  // One place of the file may stand for several of the checked document (a 2.0 body for each media type).
  const seen = new Set<string>();
  const diagnostics = problems.map((problem) => specDiagnostic(problem, source, displayName)).filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
  // A description of several files: the main file first, then the others by name.
  const fileOrder = (file: string | undefined) => (file === displayName ? '' : (file ?? ''));
  return diagnostics.sort((a, b) => fileOrder(a.file).localeCompare(fileOrder(b.file)) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * Splits a spec's problems for lenient validation: a break of the OpenAPI schema inside a Schema Object
 * (an unknown keyword, a 3.0 tuple `items` array) is tolerated as a warning; every other problem stays
 * an error. The problems' pointers are found again by their messages' leading pointer.
 */
function lenientProblems(problems: Diagnostic[], source: SpecSource): { errors: Diagnostic[]; tolerated: Diagnostic[] } {
  const errors: Diagnostic[] = [];
  const tolerated: Diagnostic[] = [];
  for (const problem of problems) {
    const pointer = /^(\/[^:]*):/.exec(problem.message)?.[1] ?? '';
    const segments = parsePointer(pointer);
    const inSchema = segments.includes('schema') || (segments[0] === 'components' && segments[1] === 'schemas') || segments[0] === 'definitions';
    if ((TOLERATED_CODES.has(problem.code) || (problem.code === 'openapi/invalid' && inSchema)) && source.document !== undefined) {
      tolerated.push({ ...problem, severity: 'warning', hint: `${problem.hint ? `${problem.hint}; ` : ''}let through by openapi.validation: 'lenient' and shown as well as it can be` });
    } else errors.push(problem);
  }
  return { errors, tolerated };
}

function throwProblems(diagnostics: Diagnostic[]): void {
  if (diagnostics.length > 0) throw new UserError(diagnostics);
}

/** The model of a valid spec: dereferenced (on a copy) and converted. */
async function modelOf(source: SpecSource, displayName: string): Promise<ApiModel> {
  // The dereferencer rewrites the object it is given, so it gets a copy; the parsed document stays as read.
  const pointers = new Map<object, string>();
  const copy = structuredClone(source.document);
  mendTolerated(copy);
  withTuplesAsPrefixItems(withUsableExtensionRefs(copy));
  const document = (await dereference(copy as Parameters<typeof dereference>[0], {
    // References into other files are refused above (`checkRefs`); this skips the parser's search for them.
    resolve: { external: false },
    dereference: {
      circular: true,
      onDereference(path, value) {
        const pointer = refPointer(path);
        if (pointer !== undefined && value !== null && typeof value === 'object' && !pointers.has(value)) pointers.set(value, pointer);
      },
    },
  })) as unknown as Record<string, unknown>;

  const written = record(record(record(source.document).components).schemas);
  const dereferenced = record(record(document.components).schemas);
  const context: ModelContext = { names: new Map(), pointers, schemas: new Map(), queue: [], requested: new Set(), rawSchemas: new Map(), source, file: displayName };
  for (const [name, schema] of Object.entries(dereferenced)) {
    // A component that only refers to another one is the other one under a second name: keep the first.
    if (typeof record(written[name]).$ref === 'string' || schema === null || typeof schema !== 'object' || context.names.has(schema)) continue;
    context.names.set(schema, name);
    context.rawSchemas.set(name, schema);
  }
  return buildModel(document, context, displayName);
}

/**
 * A 3.0 tuple (`items` as an array, which only lenient validation lets through) in the form the model
 * knows from 3.1: `prefixItems`, with `additionalItems` as `items`. Changes the copy it is given.
 */
function withTuplesAsPrefixItems(copy: unknown): unknown {
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const schema = value as Record<string, unknown>;
    if (Array.isArray(schema.items) && !Array.isArray(value)) {
      schema.prefixItems = schema.items;
      delete schema.items;
      if (schema.additionalItems !== undefined && typeof schema.additionalItems === 'object') schema.items = schema.additionalItems;
      delete schema.additionalItems;
    }
    // Values written in the spec (examples, defaults, extensions) are data, not schemas.
    for (const [key, child] of Object.entries(schema)) if (!VALUE_KEYS.has(key) && !key.startsWith('x-')) visit(child);
  };
  visit(copy);
  return copy;
}

const VALUE_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
