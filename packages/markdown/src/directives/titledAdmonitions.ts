import type { Root } from 'mdast';
import { admonitionKind } from './admonitionKinds.js';
import { findFenceLines } from './fenceLines.js';

/**
 * Rewrites `:::note Custom title` lines into remark-directive's `:::note[Custom title]`, returning the new
 * text, or `undefined` when there is nothing to rewrite. `tree` is the text parsed as it is: only lines the
 * parser saw as paragraph text are touched, so examples inside code blocks stay as written. Lines keep
 * their numbers and the title keeps its columns (the space becomes `[`), so positions stay right.
 */
export function rewriteTitledAdmonitions(tree: Root, markdown: string): string | undefined {
  if (!markdown.includes(':::')) return undefined;
  const targets = findFenceLines(tree).filter((fence) => fence.hasRest && admonitionKind(fence.name));
  if (targets.length === 0) return undefined;
  const lines = markdown.split('\n');
  for (const target of targets) {
    const line = lines[target.line - 1];
    if (line === undefined) continue;
    const opening = target.colons + target.name;
    const at = line.indexOf(opening);
    if (at === -1) continue;
    const rest = line.slice(at + opening.length);
    const match = /^[ \t]+(.*?)[ \t]*(\r?)$/.exec(rest);
    if (!match?.[1]) continue;
    const title = match[1].replace(/[[\]]/g, '\\$&');
    lines[target.line - 1] = `${line.slice(0, at)}${opening}[${title}]${match[2]}`;
  }
  return lines.join('\n');
}
