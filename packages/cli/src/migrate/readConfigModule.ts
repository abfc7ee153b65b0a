import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { readModuleValue, type LineMap, type ModuleValue, type ReadModuleOptions } from './staticValue.js';

/** The extensions a module named without one may have, in the order they are tried (as Node and Docusaurus do). */
const MODULE_EXTENSIONS = ['', '.js', '.ts', '.mjs', '.cjs', '.mts', '.cts', '.json'];

/**
 * The file a relative module name (`./sidebars`, `./i18n.js` of a TypeScript file) means inside `dir`,
 * tried with each extension and as a folder's index; undefined when none exists.
 */
export function findModuleFile(dir: string, name: string): string | undefined {
  const base = path.resolve(dir, name);
  const stems = [base, ...(/\.(c|m)?js$/.test(base) ? [base.replace(/js$/, 'ts')] : [])];
  const candidates = [...stems.flatMap((stem) => MODULE_EXTENSIONS.map((extension) => `${stem}${extension}`)), ...MODULE_EXTENSIONS.slice(1).map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/**
 * Reads what a JavaScript, TypeScript or JSON module (a Docusaurus config or sidebars file) exports,
 * without running it. TypeScript is first turned into JavaScript by esbuild, whose source map gives the
 * lines of the file the user wrote for the report. Relative modules it imports (JSON, constants, an i18n
 * config) are read the same way; `shown` names the file in the report, and names of imported modules are
 * made from it, and listed in `imported`. A file that does not parse throws esbuild's or acorn's error.
 */
export function readConfigModule(file: string, shown?: string, reading: ReadonlySet<string> = new Set(), imported: string[] = []): ModuleValue {
  const text = fs.readFileSync(file, 'utf8');
  const within = new Set([...reading, file]);
  const options: ReadModuleOptions = {
    ...(shown && reading.size > 0 ? { file: shown } : {}),
    importModule: (source) => {
      const target = findModuleFile(path.dirname(file), source);
      if (!target || within.has(target)) return undefined;
      const targetShown = shown ? path.posix.normalize(path.posix.join(path.posix.dirname(shown), path.relative(path.dirname(file), target).split(path.sep).join('/'))) : undefined;
      try {
        const module = readConfigModule(target, targetShown ?? path.basename(target), within, imported);
        imported.push(targetShown ?? path.basename(target));
        return module;
      } catch {
        return undefined;
      }
    },
  };
  // JSON is an expression of JavaScript; on the first line, so the lines stay the file's.
  if (file.endsWith('.json')) return readModuleValue(`module.exports = (${text}\n);`, undefined, options);
  if (!/\.(c|m)?ts$/.test(file)) return readModuleValue(text, undefined, options);
  const result = transformSync(text, { loader: 'ts', format: 'esm', sourcemap: 'external', sourcefile: file, charset: 'utf8' });
  return readModuleValue(result.code, originalLines(result.map), options);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * For each line of the generated code (1-based), the last original line its columns came from: the
 * first column of an indented line maps to the line before, its content to its own.
 */
export function originalLines(map: string): LineMap {
  const { mappings } = JSON.parse(map) as { mappings: string };
  const lines: number[] = [];
  let sourceLine = 0;
  for (const [generatedLine, segments] of mappings.split(';').entries()) {
    let last: number | undefined;
    for (const segment of segments.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      // Fields: generated column, source index, source line, source column (deltas), name.
      if (fields.length >= 4) {
        sourceLine += fields[2] ?? 0;
        last = Math.max(last ?? 0, sourceLine);
      }
    }
    if (last !== undefined) lines[generatedLine + 1] = last + 1;
  }
  return (line) => lines[line] ?? line;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
