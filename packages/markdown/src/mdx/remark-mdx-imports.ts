import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { COMPONENT_EXTENSIONS } from '@laguna-docs/shared';
import { THEME_IMPORTS } from './builtins.js';
import { DOCUSAURUS_HOOKS, TOC_BINDING } from './docusaurusBuiltins.js';

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
  /** Local name → path of the site component (a `.tsx`/`.jsx`/`.ts`/`.js` file), relative to the site root. */
  components: Map<string, string>;
  /** Other files imported, by the path as written (`./diagram.png`). */
  files: Set<string>;
}

const COMPONENT_FILE = /\.(tsx|jsx|ts|js)$/i;

/** What `takeImports` asks of the site's files, in `file.data.mdxFileExists`. */
export type FileExists = (file: string) => boolean;

/** Where a site file that is a symbolic link out of the site leads, in `file.data.mdxLinkOutside`. */
export type LinkOutside = (file: string) => string | undefined;

/** The files an import without an extension may name, in the order they are tried. */
function componentCandidates(target: string): string[] {
  if (COMPONENT_FILE.test(target)) return [target];
  return [target, `${target}/index`].flatMap((stem) => COMPONENT_EXTENSIONS.map((extension) => `${stem}${extension}`));
}

/**
 * The component file an import names: `target` itself when it has a component's extension, else the first
 * of `target` + each extension, then `target/index` + each, that exists. Undefined when none does.
 */
export function componentFile(target: string, exists: FileExists): string | undefined {
  return componentCandidates(target).find(exists);
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

const ALLOWED = 'an .mdx file may import the built-in components (@theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/CodeBlock), the site\'s components (@site/src/components/Card, or a relative path to a .tsx/.jsx/.ts/.js file), .md/.mdx partials and other files inside the site, by a relative path';

/** The file's imports, taken out of its tree; `file.path` is the file's path relative to the site root. */
export function takeImports(tree: Root, file: VFile): MdxImports {
  const imports: MdxImports = { builtins: new Map(), partials: new Map(), components: new Map(), files: new Set() };
  const dir = path.posix.dirname(file.path);
  const exists = (file.data as { mdxFileExists?: FileExists }).mdxFileExists ?? (() => false);
  const linkOutside = (file.data as { mdxLinkOutside?: LinkOutside }).mdxLinkOutside ?? (() => undefined);
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
      const hook = DOCUSAURUS_HOOKS[source];
      if (hook && local !== undefined) {
        // A hook of Docusaurus's (`useBaseUrl`): a function of the page's, under the name it was imported by.
        body.push({ type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: local }, init: hook }] });
        continue;
      }
      if (builtin === 'TOCInline' && !imports.builtins.has(local ?? '')) body.push(TOC_BINDING);
      const relative = source.startsWith('./') || source.startsWith('../');
      const site = source.startsWith('@site/');
      if (!builtin && !relative && !site) fail(`import of "${source}" is not allowed`, child);
      if (local === undefined) fail(`"${source}" is imported without a default name: write "import Name from '${source}'"`, child);
      if (builtin) {
        imports.builtins.set(local!, builtin);
        continue;
      }
      const target = site ? path.posix.normalize(source.slice('@site/'.length)) : path.posix.normalize(path.posix.join(dir, source));
      if (target.startsWith('../') || target === '..' || path.posix.isAbsolute(target)) fail(`import of "${source}" points outside the site`, child);
      // A partial or component that is a link out of the site is not read (not even to see whether it compiles).
      for (const candidate of /\.mdx?$/i.test(source) ? [target] : componentCandidates(target)) {
        const real = linkOutside(candidate);
        if (real !== undefined) fail(`"${candidate}" is a symbolic link to "${real}", outside the site's folder; it is not read`, child, 'copy the file into the site, or make the link point to a file inside it');
        if (exists(candidate)) break;
      }
      if (/\.mdx?$/i.test(source)) {
        imports.partials.set(local!, target);
        continue;
      }
      // A file of the site named from its folder (`@site/static/img/logo.png`): as if written relative to this file.
      const written = site && /\.[a-z0-9]+$/i.test(target) && !COMPONENT_FILE.test(target) ? relativeFrom(dir, target) : source;
      // A component: a file of a component's extension, or one found by trying them (as `@site/…` imports are written).
      const component = written !== source ? undefined : site || COMPONENT_FILE.test(source) || !exists(target) ? componentFile(target, exists) : undefined;
      if (component !== undefined) {
        imports.components.set(local!, component);
        continue;
      }
      if (written === source && (site || COMPONENT_FILE.test(source))) {
        fail(`the component "${source}" does not exist: no ${COMPONENT_FILE.test(target) ? target : `${target}{${COMPONENT_EXTENSIONS.join(',')}} or ${target}/index{${COMPONENT_EXTENSIONS.join(',')}}`} in the site`, child, 'check the path: @site/ starts at the site folder (where the config is), a relative path at the folder of this file');
      }
      imports.files.add(written);
      // A file: its path as written, which the link pass resolves (and checks) like a markdown link.
      body.push({
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: local! }, init: { type: 'Literal', value: written } }],
      });
    }
    child.data.estree.body = body;
  }
  return imports;
}

/** `target` (from the site folder) as a relative import from `dir`. */
function relativeFrom(dir: string, target: string): string {
  const relative = path.posix.relative(dir, target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
