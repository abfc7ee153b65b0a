import { closest } from '@laguna-docs/shared';

/** What a code fence's meta string asks for: ```` ```rust title="src/main.rs" {1,4-6} showLineNumbers ````. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers, ascending, without duplicates. */
  highlightLines: number[];
  showLineNumbers: boolean;
  /** Lines and ranges asked for past `lineCount`, as written (`7`, `12-99999999`); none are in `highlightLines`. */
  pastEnd: string[];
  /** What could not be understood; each becomes a warning. */
  problems: Array<{ message: string; hint: string }>;
}

const OPTIONS = ['title', 'showLineNumbers'];
const HINT = 'code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers';
// key="value", key='value', key=value, {ranges}, or a bare word.
const TOKEN = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;

/** At most this many problems are reported per fence: a long meta string of nonsense needs only a few. */
const MAX_PROBLEMS = 10;

/**
 * Parses the meta string of a code fence whose code has `lineCount` lines. Unknown words and bad ranges are
 * reported, not fatal. Only lines of the code are ever listed, so a range such as `{1-99999999}` costs no
 * more than the code's own lines.
 */
export function parseCodeMeta(meta: string, lineCount = Infinity): CodeMeta {
  const result: CodeMeta = { highlightLines: [], showLineNumbers: false, pastEnd: [], problems: [] };
  // Most fences have no options.
  if (meta === '') return result;
  const lines = new Set<number>();
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, double, single, bare, ranges, word] = match;
    if (key !== undefined) {
      const value = double ?? single ?? bare ?? '';
      if (key === 'title') result.title = value;
      else result.problems.push(unknown(`${key}=`, key));
    } else if (ranges !== undefined) {
      addRanges(ranges, lineCount, lines, result);
    } else if (word === 'showLineNumbers') {
      result.showLineNumbers = true;
    } else if (word !== undefined) {
      result.problems.push(unknown(word, word));
    }
  }
  result.highlightLines = [...lines].sort((a, b) => a - b);
  if (result.problems.length > MAX_PROBLEMS) {
    const more = result.problems.length - MAX_PROBLEMS;
    result.problems = [...result.problems.slice(0, MAX_PROBLEMS), { message: `and ${more} more problem${more === 1 ? '' : 's'} in the options of this code block`, hint: HINT }];
  }
  return result;
}

function addRanges(ranges: string, lineCount: number, lines: Set<number>, { problems, pastEnd }: CodeMeta): void {
  for (const part of ranges.split(',')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(trimmed);
    const from = Number(match?.[1]);
    const to = match?.[2] === undefined ? from : Number(match[2]);
    if (!match || from < 1 || to < from) {
      problems.push({ message: `"${trimmed}" in {${ranges}} is not a line number or a range such as 4-6`, hint: HINT });
      continue;
    }
    if (to > lineCount) pastEnd.push(from > lineCount ? trimmed : `${lineCount + 1}-${to}`);
    for (let line = from; line <= Math.min(to, lineCount); line++) lines.add(line);
  }
}

function unknown(written: string, name: string): { message: string; hint: string } {
  const guess = closest(name, OPTIONS);
  return { message: `unknown code block option "${written}"${guess ? `; did you mean "${guess}"?` : ''}`, hint: HINT };
}
