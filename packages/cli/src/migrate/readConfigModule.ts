import fs from 'node:fs';
import { transformSync } from 'esbuild';
import { readModuleValue, type LineMap, type ModuleValue } from './staticValue.js';

/**
 * Reads what a JavaScript or TypeScript module (a Docusaurus config or sidebars file) exports, without
 * running it. TypeScript is first turned into JavaScript by esbuild, whose source map gives the lines of
 * the file the user wrote for the report. A file that does not parse throws esbuild's or acorn's error.
 */
export function readConfigModule(file: string): ModuleValue {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\.(c|m)?ts$/.test(file)) return readModuleValue(text);
  const result = transformSync(text, { loader: 'ts', format: 'esm', sourcemap: 'external', sourcefile: file, charset: 'utf8' });
  return readModuleValue(result.code, originalLines(result.map));
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
