/**
 * Code blocks that Docusaurus's remark plugins turn into tabs, written as laguna-docs's code groups:
 * a fence marked `npm2yarn` (`@docusaurus/remark-plugin-npm2yarn`) becomes one block per package manager
 * (npm, yarn, pnpm, bun), and a run of fences marked `tab` (`docusaurus-remark-plugin-tab-blocks`) one
 * group, each labelled by its `tab={"label": …}` or its language.
 */
export function convertCodeTabs(text: string): { text: string; changes: string[] } {
  const lines = text.split('\n');
  const out: string[] = [];
  const changes = new Set<string>();
  for (let index = 0; index < lines.length; index += 1) {
    const fence = readFence(lines, index);
    if (!fence) {
      out.push(lines[index]!);
      continue;
    }
    if (/(^|\s)npm2yarn(\s|$)/.test(fence.meta)) {
      changes.add('npm2yarn code blocks became code groups (npm, yarn, pnpm, bun)');
      const meta = fence.meta.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim();
      const info = [fence.language, meta].filter(Boolean).join(' ');
      out.push(`${fence.indent}:::code-group{groupId="npm2yarn"}`);
      for (const manager of MANAGERS) out.push(`${fence.indent}${fence.marker}${info} [${manager}]`, ...fence.body.map((line) => convertCommand(line, manager)), `${fence.indent}${fence.marker}`);
      out.push(`${fence.indent}:::`);
      index = fence.end;
      continue;
    }
    if (tabLabel(fence) === undefined) {
      out.push(...lines.slice(index, fence.end + 1));
      index = fence.end;
      continue;
    }
    // A run of tab fences, blank lines between them allowed.
    const group = [fence];
    let next = fence.end + 1;
    for (;;) {
      let probe = next;
      while (probe < lines.length && lines[probe]!.trim() === '') probe += 1;
      const following = readFence(lines, probe);
      if (!following || tabLabel(following) === undefined) break;
      group.push(following);
      next = following.end + 1;
    }
    changes.add('tab-block code blocks became code groups');
    out.push(`${fence.indent}:::code-group`);
    for (const item of group) {
      const meta = item.meta.replace(/(^|\s)tab(=\{[^}]*\})?(?=\s|$)/, '').trim();
      out.push(`${item.indent}${item.marker}${[item.language, meta].filter(Boolean).join(' ')} [${tabLabel(item)}]`, ...item.body, `${item.indent}${item.marker}`);
    }
    out.push(`${fence.indent}:::`);
    index = next - 1;
  }
  return { text: out.join('\n'), changes: [...changes] };
}

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
type Manager = (typeof MANAGERS)[number];

interface Fence {
  indent: string;
  marker: string;
  language: string;
  meta: string;
  body: string[];
  /** Index of the closing line. */
  end: number;
}

function readFence(lines: readonly string[], index: number): Fence | undefined {
  const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[index] ?? '');
  if (!open) return undefined;
  const [, indent = '', marker = '', language = '', meta = ''] = open;
  for (let end = index + 1; end < lines.length; end += 1) {
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[end]!);
    if (close && close[1]![0] === marker[0] && close[1]!.length >= marker.length) return { indent, marker, language, meta: meta.trim(), body: lines.slice(index + 1, end), end };
  }
  return undefined;
}

/** A tab fence's label: `tab={"label":"Yarn"}`'s, else its language; undefined for a fence that is no tab. */
function tabLabel(fence: Fence): string | undefined {
  const tab = /(?:^|\s)tab(?:=(\{[^}]*\}))?(?=\s|$)/.exec(fence.meta);
  if (!tab) return undefined;
  try {
    const options = tab[1] ? (JSON.parse(tab[1]) as { label?: unknown }) : {};
    if (typeof options.label === 'string' && options.label && !options.label.includes(']')) return options.label;
  } catch {
    // Options that are not JSON: the language names the tab.
  }
  return LANGUAGE_LABELS[fence.language] ?? (fence.language || 'code');
}

/** The labels tab-blocks gives the common languages. */
const LANGUAGE_LABELS: Record<string, string> = { js: 'JavaScript', jsx: 'JSX', ts: 'TypeScript', tsx: 'TSX', py: 'Python', python: 'Python', sh: 'Shell', bash: 'Bash', go: 'Go', java: 'Java', kotlin: 'Kotlin', rust: 'Rust', ruby: 'Ruby', php: 'PHP', csharp: 'C#', cs: 'C#' };

/** An npm command line as `manager` writes it; other lines as they are. */
export function convertCommand(line: string, manager: Manager): string {
  const match = /^(\s*(?:\$\s+)?)npm\s+(\S+)(.*)$/.exec(line);
  if (!match || manager === 'npm') return line;
  const [, lead = '', command = '', rest = ''] = match;
  const args = rest.trim().split(/\s+/).filter(Boolean);
  const dev = args.some((arg) => arg === '--save-dev' || arg === '-D');
  const global = args.some((arg) => arg === '--global' || arg === '-g');
  const names = args.filter((arg) => !['--save-dev', '-D', '--save', '-S', '--global', '-g'].includes(arg));
  const run = (words: string[]) => `${lead}${words.filter(Boolean).join(' ')}`;
  switch (command) {
    case 'install':
    case 'i':
    case 'add':
      if (names.length === 0 && !global) return run([manager, 'install']);
      if (manager === 'yarn') return run(global ? ['yarn', 'global', 'add', ...names] : ['yarn', 'add', ...(dev ? ['--dev'] : []), ...names]);
      return run([manager, 'add', ...(dev ? [manager === 'bun' ? '--dev' : '--save-dev'] : []), ...(global ? ['--global'] : []), ...names]);
    case 'ci':
      return run([manager, 'install', '--frozen-lockfile']);
    case 'uninstall':
    case 'remove':
    case 'rm':
      return run(manager === 'yarn' && global ? ['yarn', 'global', 'remove', ...names] : [manager, 'remove', ...(global ? ['--global'] : []), ...names]);
    case 'init':
    case 'create':
      return names.length > 0 ? run([manager, 'create', ...names]) : run([manager, 'init']);
    case 'run':
    case 'run-script':
      return run(manager === 'yarn' ? ['yarn', ...names] : [manager, 'run', ...names]);
    case 'start':
    case 'test':
      return run(manager === 'bun' ? ['bun', 'run', command, ...names] : [manager, command, ...names]);
    case 'exec':
      return run([manager === 'yarn' ? 'yarn' : manager === 'bun' ? 'bunx' : 'pnpm', ...(manager === 'pnpm' ? ['exec'] : []), ...names.filter((name) => name !== '--')]);
    default:
      return run([manager, command, ...args]);
  }
}
