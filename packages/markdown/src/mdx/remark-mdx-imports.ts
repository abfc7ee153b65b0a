import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { THEME_IMPORTS } from './builtins.js';

/**
 * What an `.mdx` file may import, decided before any code runs: the built-in components under their
 * `@theme/…` names, `.md`/`.mdx` partials and other files inside the site, by relative path. Anything
 * else (packages, absolute paths, named imports) is an error at its line, so a page runs no code but its
 * own and its partials'. Imports are taken out of the compiled code; what they bind is handed in:
 * components through MDX's `components`, a file's path as a string constant (resolved like a markdown
 * link later, so an image gets its published, hashed URL).
 */
export interface MdxImports {
  /** Local name → the built-in component it names. */
  builtins: Map<string, string>;
  /** Local name → path of the partial, relative to the site root like the page's own `file`. */
  partials: Map<string, string>;
}

/** The estree shapes this plugin reads (MDX's parser gives full estree; only these fields matter here). */
interface EsmStatement {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: { type: string; local: { name: string } }[];
  [key: string]: unknown;
}
interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  position?: { start: { line: number; column: number } };
  data?: { estree?: { type: 'Program'; body: EsmStatement[]; sourceType: string } | null };
}

const ALLOWED = 'an .mdx file may import the built-in components (@theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/CodeBlock), .md/.mdx partials and other files inside the site, by a relative path';

/** The file's imports, taken out of its tree; `file.path` is the file's path relative to the site root. */
export function takeImports(tree: Root, file: VFile): MdxImports {
  const imports: MdxImports = { builtins: new Map(), partials: new Map() };
  const dir = path.posix.dirname(file.path);
  const fail = (message: string, node: EsmNode, hint = ALLOWED): never => {
    const error = file.message(message, { place: node.position?.start, ruleId: 'import', source: 'mdx' });
    // Thrown, and reported from there: not also one of the file's messages.
    file.messages.pop();
    error.fatal = true;
    error.note = hint;
    throw error;
  };
  for (const child of tree.children as unknown as EsmNode[]) {
    if (child.type !== 'mdxjsEsm' || !child.data?.estree) continue;
    const body: EsmStatement[] = [];
    for (const statement of child.data.estree.body) {
      if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source) {
        fail(`"export … from '${String(statement.source.value)}'" is not supported in .mdx files`, child, 'import what you need, then export a const');
      }
      if (statement.type !== 'ImportDeclaration') {
        body.push(statement);
        continue;
      }
      const source = String(statement.source?.value);
      const specifiers = statement.specifiers ?? [];
      const local = specifiers.length === 1 && specifiers[0]!.type === 'ImportDefaultSpecifier' ? specifiers[0]!.local.name : undefined;
      const builtin = THEME_IMPORTS[source];
      const relative = source.startsWith('./') || source.startsWith('../');
      if (!builtin && !relative) fail(`import of "${source}" is not allowed`, child);
      if (local === undefined) fail(`"${source}" is imported without a default name: write "import Name from '${source}'"`, child);
      if (builtin) {
        imports.builtins.set(local!, builtin);
        continue;
      }
      const target = path.posix.normalize(path.posix.join(dir, source));
      if (target.startsWith('../') || path.posix.isAbsolute(target)) fail(`import of "${source}" points outside the site`, child);
      if (/\.mdx?$/i.test(source)) {
        imports.partials.set(local!, target);
        continue;
      }
      // A file: its path as written, which the link pass resolves (and checks) like a markdown link.
      body.push({
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: local! }, init: { type: 'Literal', value: source } }],
      });
    }
    child.data.estree.body = body;
  }
  return imports;
}
