import { readModuleValue, Unread } from './staticValue.js';
import { markerLine, TabsProblem, writeTabDirectives, type TabMarker, type TagAttribute } from './tabDirectives.js';

/** The markdown an MDX file became, with what was changed, or why it could not become markdown. */
export type ConvertMdxResult = { ok: true; markdown: string; changes: string[] } | { ok: false; reason: string; line?: number };

/** The components Docusaurus's theme gives MDX files, by the names they are imported from. */
const THEME_COMPONENTS: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'Details',
  '@theme/CodeBlock': 'CodeBlock',
};

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Record<string, TagAttribute>;
  /** Index after the tag's `>`. */
  end: number;
}

/**
 * Turns a Docusaurus MDX file into plain markdown where that keeps its meaning: `import`/`export` lines of
 * the theme's components are dropped; `<Tabs>`/`<TabItem>` become `::::tabs`/`:::tab` containers (or a
 * `:::code-group`, see `writeTabDirectives`); `<Admonition type title>` becomes `:::type[title]`;
 * `<Details summary>` becomes `<details>`; `<CodeBlock>` with a template literal becomes a code fence;
 * `{/* comments *\/}` become HTML comments. `:::` admonitions, front matter and code stay as they are.
 * Anything else that needs React (another component, a JSX expression, an export the text uses) makes
 * the file unconvertible, with the first such thing named and its line.
 */
export function convertMdx(text: string): ConvertMdxResult {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text)?.[0] ?? '';
  const body = text.slice(frontMatter.length);
  const bodyLine = frontMatter.split('\n').length - 1;
  const changes = new Set<string>();
  const imports = new Map<string, string>();
  const exported: string[] = [];
  const lineAt = (index: number) => bodyLine + body.slice(0, index).split('\n').length;

  // Split into code fences (kept as they are) and text, dropping the ESM blocks of the text.
  const segments: Array<{ code: boolean; text: string; start: number }> = [];
  const lines = body.split('\n');
  let offset = 0;
  let fence: string | undefined;
  let esm = false;
  let current: { code: boolean; text: string; start: number } | undefined;
  const push = (code: boolean, line: string, start: number) => {
    if (!current || current.code !== code) {
      current = { code, text: '', start };
      segments.push(current);
    }
    current.text += `${line}\n`;
  };
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    if (fence) {
      push(true, line, start);
      // Docusaurus authors indent fences inside JSX (a <TabItem>), closing fence included.
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      continue;
    }
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opener?.[1]) {
      fence = opener[1];
      push(true, line, start);
      continue;
    }
    if (esm && line.trim() === '') esm = false;
    if (!esm && /^(import|export)\s/.test(line)) esm = true;
    if (esm) {
      readEsm(line, imports, exported);
      // The text after it is a segment of its own, so offsets inside segments stay offsets in the file.
      current = undefined;
      continue;
    }
    push(false, line, start);
  }

  for (const name of exported) {
    if (new RegExp(`[{<]\\s*${name}\\b`).test(segments.filter((s) => !s.code).map((s) => s.text).join(''))) {
      return { ok: false, reason: `its text uses "${name}", a value the file exports` };
    }
  }
  if (imports.size > 0 || exported.length > 0) changes.add('import and export lines removed');

  let out = '';
  const markers: TabMarker[] = [];
  for (const segment of segments) {
    if (segment.code) {
      out += segment.text;
      continue;
    }
    const converted = convertText(segment.text, { imports, changes, markers, lineOf: (index) => lineAt(segment.start + index) });
    if (!converted.ok) return { ok: false, reason: converted.reason, line: lineAt(segment.start + converted.index) };
    // Tags removed from their own lines leave runs of blank lines behind; one is enough in markdown.
    let piece = converted.text.replace(/^[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n');
    if (out.endsWith('\n')) piece = piece.replace(/^\n+/, out.endsWith('\n\n') ? '' : '\n');
    out += piece;
  }
  if (markers.length > 0) {
    try {
      out = writeTabDirectives(out, markers, changes);
    } catch (error) {
      if (error instanceof TabsProblem) return { ok: false, reason: error.message, line: error.line };
      throw error;
    }
  }
  const markdown = (frontMatter + out.replace(/^\n+/, '\n')).replace(/\n+$/, '\n');
  return { ok: true, markdown, changes: [...changes] };
}

function readEsm(line: string, imports: Map<string, string>, exported: string[]): void {
  const from = /from\s+['"]([^'"]+)['"]/.exec(line)?.[1];
  const clause = /^import\s+(.*?)\s+from\s/.exec(line)?.[1];
  if (from && clause) {
    for (const part of clause.replace(/[{}]/g, ',').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name && name !== 'type') imports.set(name, from);
    }
  }
  const declared = /^export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/.exec(line)?.[1];
  if (declared) exported.push(declared);
}

type TextResult = { ok: true; text: string } | { ok: false; reason: string; index: number };

/** What converting the text of one file shares across its segments. */
interface ConvertContext {
  imports: Map<string, string>;
  changes: Set<string>;
  /** The `<Tabs>`/`<TabItem>` tags met, in order; the text holds a marker line for each. */
  markers: TabMarker[];
  /** The file's line of an index into the segment being converted. */
  lineOf: (index: number) => number;
}

function convertText(text: string, context: ConvertContext): TextResult {
  const { changes } = context;
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') {
      out += text.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(text.slice(index))?.[0] ?? '`';
      const close = text.indexOf(run, index + run.length);
      const end = close === -1 ? index + run.length : close + run.length;
      out += text.slice(index, end);
      index = end;
      continue;
    }
    if (text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index);
      const stop = end === -1 ? text.length : end + 3;
      out += text.slice(index, stop);
      index = stop;
      continue;
    }
    if (char === '{') {
      const comment = /^\{\s*\/\*([\s\S]*?)\*\/\s*\}/.exec(text.slice(index));
      if (comment) {
        out += `<!--${comment[1]?.replace(/--/g, '- -')}-->`;
        changes.add('{/* comments */} became HTML comments');
        index += comment[0].length;
        continue;
      }
      // `## Title {#id}` sets a heading id in laguna-docs too.
      const headingId = /^\{#[\w-]+\}/.exec(text.slice(index));
      if (headingId) {
        out += headingId[0];
        index += headingId[0].length;
        continue;
      }
      return { ok: false, reason: `it has the JSX expression ${snippet(text.slice(index))}`, index };
    }
    if (char === '<' && /^<\/?[A-Za-z]/.test(text.slice(index, index + 3))) {
      const tag = readTag(text, index);
      if (!tag) {
        out += char;
        index += 1;
        continue;
      }
      const result = convertTag(tag, text, index, context);
      if (!result.ok) return { ...result, index };
      out += result.text;
      index = result.end;
      continue;
    }
    out += char;
    index += 1;
  }
  return { ok: true, text: out };
}

type TagResult = { ok: true; text: string; end: number } | { ok: false; reason: string };

function convertTag(tag: Tag, text: string, start: number, context: ConvertContext): TagResult {
  const { imports, changes, markers } = context;
  const raw = text.slice(start, tag.end);
  if (/^[a-z]/.test(tag.name)) {
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (typeof value !== 'string' && value !== true) return { ok: false, reason: `<${tag.name}> has the JSX attribute ${name}={…}` };
    }
    if (!/\sclassName=/.test(raw)) return { ok: true, text: raw, end: tag.end };
    changes.add('className became class');
    return { ok: true, text: raw.replace(/(\s)className=/g, '$1class='), end: tag.end };
  }
  const source = imports.get(tag.name);
  const known = source ? THEME_COMPONENTS[source] : undefined;
  if (!known && source && /\.mdx?$/.test(source)) return { ok: false, reason: `it uses the partial <${tag.name}> from "${source}"` };
  if (!known) return { ok: false, reason: `it uses <${tag.name}>${source ? ` from "${source}"` : ''}, a React component` };
  const attr = (name: string) => {
    const value = tag.attributes[name];
    return typeof value === 'string' ? value : undefined;
  };
  switch (known) {
    case 'Tabs':
    case 'TabItem': {
      // A marker line for each tag; `writeTabDirectives` writes the containers once the whole file is read.
      const kind = known === 'Tabs' ? 'tabs' : 'tab';
      const line = context.lineOf(start);
      const mark = (marker: TabMarker) => `\n\n${markerLine(markers.push(marker) - 1)}\n\n`;
      if (tag.closing) return { ok: true, text: mark({ kind: `/${kind}`, attributes: {}, line }), end: tag.end };
      const opened = mark({ kind, attributes: tag.attributes, line });
      return { ok: true, text: tag.selfClosing ? opened + mark({ kind: `/${kind}`, attributes: {}, line }) : opened, end: tag.end };
    }
    case 'Admonition': {
      if (tag.closing) return { ok: true, text: '\n\n:::\n\n', end: tag.end };
      changes.add('<Admonition> became a ::: admonition');
      const title = attr('title');
      return { ok: true, text: `\n\n:::${attr('type') ?? 'note'}${title ? `[${title}]` : ''}\n\n`, end: tag.end };
    }
    case 'Details': {
      changes.add('<Details> became <details>');
      if (tag.closing) return { ok: true, text: '\n\n</details>\n\n', end: tag.end };
      const summary = attr('summary');
      return { ok: true, text: `\n\n<details>\n${summary ? `<summary>${summary}</summary>\n` : ''}\n`, end: tag.end };
    }
    default: {
      // <CodeBlock language="js" title="x">{`code`}</CodeBlock>
      const rest = /^\s*\{`((?:[^`\\]|\\.)*)`\}\s*<\/CodeBlock>/.exec(text.slice(tag.end));
      if (tag.closing || tag.selfClosing || !rest) return { ok: false, reason: 'it has a <CodeBlock> whose code is not one template literal' };
      changes.add('<CodeBlock> became a code fence');
      const code = (rest[1] ?? '').replace(/\\(.)/g, '$1').replace(/^\n/, '').replace(/\n$/, '');
      const meta = [attr('language') ?? '', attr('title') ? `title="${attr('title')}"` : '', tag.attributes.showLineNumbers ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
      return { ok: true, text: `\n\n\`\`\`${meta}\n${code}\n\`\`\`\n\n`, end: tag.end + rest[0].length };
    }
  }
}

/** Reads a JSX or HTML tag starting at `start`; `undefined` when it is not one (a `<` in text). */
function readTag(text: string, start: number): Tag | undefined {
  const head = /^<(\/?)([A-Za-z][\w.-]*)/.exec(text.slice(start));
  if (!head) return undefined;
  const attributes: Tag['attributes'] = {};
  let index = start + head[0].length;
  for (;;) {
    while (/\s/.test(text[index] ?? '')) index += 1;
    if (index >= text.length) return undefined;
    if (text.startsWith('/>', index)) return { name: head[2] ?? '', closing: head[1] === '/', selfClosing: true, attributes, end: index + 2 };
    if (text[index] === '>') return { name: head[2] ?? '', closing: head[1] === '/', selfClosing: false, attributes, end: index + 1 };
    const name = /^[^\s=>/]+/.exec(text.slice(index))?.[0];
    if (!name) return undefined;
    index += name.length;
    if (text[index] !== '=') {
      attributes[name] = true;
      continue;
    }
    index += 1;
    const quote = text[index];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, index + 1);
      if (close === -1) return undefined;
      attributes[name] = text.slice(index + 1, close);
      index = close + 1;
    } else if (quote === '{') {
      const end = matchingBrace(text, index);
      if (end === -1) return undefined;
      const expression = text.slice(index + 1, end);
      attributes[name] = readExpression(expression);
      index = end + 1;
    } else {
      return undefined;
    }
  }
}

/** The value of a JSX attribute expression such as `values={[{label: 'npm', value: 'npm'}]}`, if it is plain data. */
function readExpression(expression: string): { value: unknown } | Unread {
  try {
    const { value } = readModuleValue(`export default (${expression});`);
    return value instanceof Unread ? value : { value };
  } catch {
    return new Unread(expression, 0);
  }
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}

function snippet(text: string): string {
  const end = matchingBrace(text, 0);
  const whole = end === -1 ? text.split('\n')[0] ?? '' : text.slice(0, end + 1);
  return whole.length > 40 ? `${whole.slice(0, 37)}…` : whole;
}
