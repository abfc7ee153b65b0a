import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { TAB_DIRECTIVES } from '../tabs/remark-tabs.js';
import { admonitionKind } from './admonitionKinds.js';
import { findFenceLines } from './fenceLines.js';

/**
 * Rewrites `:::note Custom title` and VitePress's `::: note Custom title` / `::: note` lines into
 * remark-directive's `:::note[Custom title]` / `:::note`, returning the new text, or `undefined` when there
 * is nothing to rewrite. `tree` is the text parsed as it is: only lines the parser saw as paragraph text are
 * touched, so examples inside code blocks stay as written. Lines keep their numbers and the title keeps its
 * columns (the blanks become `[` and blanks inside it, which the title loses), so positions stay right.
 */
export function rewriteTitledAdmonitions(tree: Root, markdown: string, isKind: (name: string) => boolean = (name) => admonitionKind(name) !== undefined): string | undefined {
  if (!markdown.includes(':::')) return undefined;
  const targets = findFenceLines(tree).filter((fence) => (fence.hasRest || fence.spaced) && isKind(fence.name));
  if (targets.length === 0) return undefined;
  const lines = markdown.split('\n');
  for (const target of targets) {
    const line = lines[target.line - 1];
    if (line === undefined) continue;
    const at = line.indexOf(target.colons);
    const match = at === -1 ? null : /^(:{3,})([ \t]*)([A-Za-z][\w-]*)(?:([ \t]+)(.*?))?[ \t]*(\r?)$/.exec(line.slice(at));
    if (!match || match[3] !== target.name) continue;
    const [, colons, gap = '', name, blanks = '', title = '', cr = ''] = match;
    const opening = `${line.slice(0, at)}${colons}${name}`;
    if (!title) {
      lines[target.line - 1] = `${opening}${cr}`;
      continue;
    }
    const pad = ' '.repeat(Math.max(0, gap.length + blanks.length - 1));
    lines[target.line - 1] = `${opening}[${pad}${title.replace(/[[\]]/g, '\\$&')}]${cr}`;
  }
  return lines.join('\n');
}

/** Whether a container name is one of ours: an admonition kind (the site's own `own` too) or a tab directive. */
export function isContainerName(own: readonly string[] = []): (name: string) => boolean {
  return (name) => admonitionKind(name, own) !== undefined || TAB_DIRECTIVES.has(name);
}

/** A line that may be a titled or spaced fence (`:::note Title`, `::: code-group`); most pages have none. */
const MAYBE_TITLED = /^[ \t>]*:{3,}(?:[ \t]+[A-Za-z]|[A-Za-z][\w-]*[ \t]+\S)/m;

/**
 * `rewriteTitledAdmonitions` for a compiler that parses and compiles in one go (MDX): rewrites the file's
 * text before it compiles, parsing it once beforehand only when some line may need it.
 */
export function rewriteTitledFences(file: VFile, parse: (file: VFile) => Root, isKind: (name: string) => boolean): void {
  const text = String(file.value);
  if (!MAYBE_TITLED.test(text)) return;
  const rewritten = rewriteTitledAdmonitions(parse(file), text, isKind);
  if (rewritten !== undefined) file.value = rewritten;
}
