import { escapeSegment } from './pointer.js';

interface Frame {
  /** Pointer of the container. */
  pointer: string;
  array: boolean;
  /** Next array index, or the key whose value comes next. */
  index: number;
  key?: string;
}

/**
 * The line of every value stored under `key` in a JSON text, by the value's JSON pointer: one pass over the
 * text, so a large JSON spec needs no position-keeping parser for the lines of its descriptions. Expects
 * valid JSON (parse it first).
 */
export function indexJsonMembers(text: string, key: string): Map<string, number> {
  const lines = new Map<string, number>();
  const stack: Frame[] = [];
  let line = 1;
  // The pointer of the value that starts next.
  const valuePointer = (): string | undefined => {
    const frame = stack[stack.length - 1];
    if (!frame) return '';
    if (frame.array) return `${frame.pointer}/${frame.index}`;
    return frame.key === undefined ? undefined : `${frame.pointer}/${escapeSegment(frame.key)}`;
  };
  const valueStarts = (): string | undefined => {
    const frame = stack[stack.length - 1];
    const pointer = valuePointer();
    if (pointer !== undefined && frame && !frame.array && frame.key === key) lines.set(pointer, line);
    return pointer;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') line++;
    else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const frame = stack[stack.length - 1];
      if (frame && !frame.array && frame.key === undefined) frame.key = JSON.parse(text.slice(i, end + 1)) as string;
      else valueStarts();
      i = end;
    } else if (char === '{' || char === '[') {
      const pointer = valueStarts() ?? '';
      stack.push({ pointer, array: char === '[', index: 0 });
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      const frame = stack[stack.length - 1];
      if (frame?.array) frame.index++;
      else if (frame) delete frame.key;
    } else if (char !== ':' && char !== ' ' && char !== '\t' && char !== '\r') {
      // A number, true, false or null: skip to its end.
      valueStarts();
      while (i + 1 < text.length && !/[\s,}\]]/.test(text[i + 1]!)) i++;
    }
  }
  return lines;
}
