import { closest } from '@laguna-docs/shared';

/** What a code fence's meta string asks for: ```` ```rust title="src/main.rs" {1,4-6} showLineNumbers ````. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers, ascending, without duplicates. */
  highlightLines: number[];
  showLineNumbers: boolean;
  /** What could not be understood; each becomes a warning. */
  problems: Array<{ message: string; hint: string }>;
}

const OPTIONS = ['title', 'showLineNumbers'];
const HINT = 'code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers';
// key="value", key='value', key=value, {ranges}, or a bare word.
const TOKEN = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;

/** Parses the meta string of a code fence. Unknown words and bad ranges are reported, not fatal. */
export function parseCodeMeta(meta: string): CodeMeta {
  const result: CodeMeta = { highlightLines: [], showLineNumbers: false, problems: [] };
  const lines = new Set<number>();
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, double, single, bare, ranges, word] = match;
    if (key !== undefined) {
      const value = double ?? single ?? bare ?? '';
      if (key === 'title') result.title = value;
      else result.problems.push(unknown(`${key}=`, key));
    } else if (ranges !== undefined) {
      addRanges(ranges, lines, result.problems);
    } else if (word === 'showLineNumbers') {
      result.showLineNumbers = true;
    } else if (word !== undefined) {
      result.problems.push(unknown(word, word));
    }
  }
  result.highlightLines = [...lines].sort((a, b) => a - b);
  return result;
}

function addRanges(ranges: string, lines: Set<number>, problems: CodeMeta['problems']): void {
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
    for (let line = from; line <= to; line++) lines.add(line);
  }
}

function unknown(written: string, name: string): { message: string; hint: string } {
  const guess = closest(name, OPTIONS);
  return { message: `unknown code block option "${written}"${guess ? `; did you mean "${guess}"?` : ''}`, hint: HINT };
}
