/*
 * Where a field of the config is written, found in the config file's text without running it, so that a
 * problem with `navbar[2].to` names its line. The text is read as tokens (strings, template literals and
 * comments skipped whole); from the object the file exports, each step of the path is a key of the object
 * at hand (`key:`, `'key':`, `"key":`) or an element of the array at hand. Where the config is made by code
 * (a spread, a value from a variable, a function), the field is not found and the problem has no line:
 * a wrong line would be worse than none.
 */

import fs from 'node:fs';

/** The line and column of a config field, as far as the config file's text shows them; empty where it does not. */
export type FieldLocator = (field: readonly PropertyKey[]) => { line?: number; column?: number };

/** A `FieldLocator` over the text `source` (none: every field without a line). */
export function fieldLocator(source: string | undefined): FieldLocator {
  return (field) => {
    const found = source === undefined ? undefined : locateField(source, field);
    return found ? { line: found.line, column: found.column } : {};
  };
}

/** A `FieldLocator` over the config file `file`, read when a field is first asked for (problems are rare). */
export function configFieldLocator(file: string): FieldLocator {
  let locate: FieldLocator | undefined;
  return (field) => {
    if (!locate) {
      let source: string | undefined;
      try {
        source = fs.readFileSync(file, 'utf8');
      } catch {
        source = undefined;
      }
      locate = fieldLocator(source);
    }
    return locate(field);
  };
}

/** A line and column, both from 1. */
export interface FieldLocation {
  line: number;
  column: number;
}

interface Token {
  /** `{`, `}`, `[`, `]`, `(`, `)`, `,`, `:`, `...`, a word (identifier, number, keyword), or a string. */
  kind: 'punct' | 'word' | 'string';
  text: string;
  offset: number;
}

/** Where the field at `path` (keys and array indexes, as a schema issue names it) is written in `source`. */
export function locateField(source: string, path: readonly PropertyKey[]): FieldLocation | undefined {
  const tokens = tokenize(source);
  if (!tokens) return undefined;
  const root = exportedObject(tokens);
  if (root === undefined) return undefined;
  let at: number = root;
  let location: number | undefined;
  for (const step of path) {
    if (typeof step === 'symbol') return undefined;
    const found: { at: number; value: number } | undefined = typeof step === 'number' ? element(tokens, at, step) : member(tokens, at, String(step));
    if (!found) return undefined;
    location = found.at;
    at = found.value;
  }
  return location === undefined ? undefined : position(source, tokens[location]!.offset);
}

/** The token that opens the exported object: `export default {`, `export default defineConfig({`, `module.exports = {`, or a constant exported by name. */
function exportedObject(tokens: Token[]): number | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    let start: number | undefined;
    if (token.text === 'export' && tokens[index + 1]?.text === 'default') start = index + 2;
    else if (token.text === 'module' && tokens[index + 1]?.text === '.' && tokens[index + 2]?.text === 'exports' && tokens[index + 3]?.text === '=') start = index + 4;
    if (start === undefined) continue;
    const opened = objectAt(tokens, start);
    if (opened !== undefined) return opened;
    // `export default config;`: the constant's object.
    const name = tokens[start];
    if (name?.kind !== 'word') return undefined;
    for (let at = 0; at < tokens.length - 2; at += 1) {
      if (/^(const|let|var)$/.test(tokens[at]!.text) && tokens[at + 1]!.text === name.text) {
        let value = at + 2;
        // A type annotation: `const config: SiteConfig = {`.
        if (tokens[value]?.text === ':') while (value < tokens.length && tokens[value]!.text !== '=') value += 1;
        if (tokens[value]?.text === '=') return objectAt(tokens, value + 1);
      }
    }
    return undefined;
  }
  return undefined;
}

/** `{` at `index`, or inside one call at `index` (`defineConfig({`). */
function objectAt(tokens: Token[], index: number): number | undefined {
  if (tokens[index]?.text === '{') return index;
  if (tokens[index]?.kind === 'word' && tokens[index + 1]?.text === '(' && tokens[index + 2]?.text === '{') return index + 2;
  return undefined;
}

/** The direct members of the object or array opened at `open`: the index of each one's first token. */
function members(tokens: Token[], open: number): number[] | undefined {
  const close = open < tokens.length && tokens[open]!.text === '{' ? '}' : ']';
  const starts: number[] = [];
  let depth = 0;
  let expectStart = true;
  for (let index = open + 1; index < tokens.length; index += 1) {
    const text = tokens[index]!.text;
    if (depth === 0 && text === close) return starts;
    if (depth === 0 && expectStart && text !== ',') {
      starts.push(index);
      expectStart = false;
    }
    if (text === '{' || text === '[' || text === '(') depth += 1;
    else if (text === '}' || text === ']' || text === ')') depth -= 1;
    else if (depth === 0 && text === ',') expectStart = true;
    if (depth < 0) return undefined;
  }
  return undefined;
}

/** The key `name` of the object opened at `open`: the key's token and the token its value starts at. */
function member(tokens: Token[], open: number, name: string): { at: number; value: number } | undefined {
  if (tokens[open]?.text !== '{') return undefined;
  const starts = members(tokens, open);
  if (!starts) return undefined;
  let found: { at: number; value: number } | undefined;
  for (const start of starts) {
    const key = tokens[start]!;
    // A spread may hold the key as well (or instead): the place is not sure.
    if (key.text === '...') return undefined;
    const keyName = key.kind === 'string' ? key.text.slice(1, -1) : key.text;
    if (keyName !== name) continue;
    if (tokens[start + 1]?.text === ':') found = { at: start, value: start + 2 };
    else found = { at: start, value: start };
  }
  return found;
}

/** The `index`th element of the array opened at `open`: its first token. */
function element(tokens: Token[], open: number, index: number): { at: number; value: number } | undefined {
  if (tokens[open]?.text !== '[') return undefined;
  const starts = members(tokens, open);
  if (!starts || starts.slice(0, index + 1).some((start) => tokens[start]!.text === '...')) return undefined;
  const start = starts[index];
  return start === undefined ? undefined : { at: start, value: start };
}

/** The text as tokens, or undefined where it cannot be read (an unclosed string or comment). */
function tokenize(source: string): Token[] | undefined {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (/\s/.test(char)) {
      index += 1;
    } else if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      index = end < 0 ? source.length : end + 1;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      if (end < 0) return undefined;
      index = end + 2;
    } else if (char === '"' || char === "'" || char === '`') {
      const end = stringEnd(source, index);
      if (end === undefined) return undefined;
      tokens.push({ kind: 'string', text: source.slice(index, end), offset: index });
      index = end;
    } else if (source.startsWith('...', index)) {
      tokens.push({ kind: 'punct', text: '...', offset: index });
      index += 3;
    } else if (/[\w$]/.test(char)) {
      const word = /^[\w$]+/.exec(source.slice(index, index + 256))![0];
      tokens.push({ kind: 'word', text: word, offset: index });
      index += word.length;
    } else {
      tokens.push({ kind: 'punct', text: char, offset: index });
      index += 1;
    }
  }
  return tokens;
}

/** The offset just past the string or template literal that starts at `start` (a template's `${…}` parts skipped with their braces). */
function stringEnd(source: string, start: number): number | undefined {
  const quote = source[start]!;
  let index = start + 1;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\\') index += 2;
    else if (char === quote) return index + 1;
    else if (quote !== '`' && char === '\n') return undefined;
    else if (quote === '`' && source.startsWith('${', index)) {
      let depth = 1;
      index += 2;
      while (index < source.length && depth > 0) {
        const inner = source[index]!;
        if (inner === '"' || inner === "'" || inner === '`') {
          const end = stringEnd(source, index);
          if (end === undefined) return undefined;
          index = end;
          continue;
        }
        if (inner === '{') depth += 1;
        else if (inner === '}') depth -= 1;
        index += 1;
      }
    } else index += 1;
  }
  return undefined;
}

function position(source: string, offset: number): FieldLocation {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
