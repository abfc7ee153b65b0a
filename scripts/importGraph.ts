import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The import graph of the workspace's packages, for finding import circles: every module of every
 * package's `src/`, with an edge for each relative import (`./x.js`) and each import of another package
 * (`@laguna-docs/markdown`, which leads to the module that package's `exports` name as its source).
 *
 * Type-only imports (`import type …`, `export type … from`) count too. TypeScript erases them, so they
 * load nothing at run time, but two modules that each name the other's types still cannot be read,
 * moved or split one without the other: the layering mistake this graph is for. The cure is the same as
 * for any circle (the type moves to the module that makes the value, or to a third), so no exemption.
 * Dynamic `import('…')` counts like a static import: a module that loads its own importer later is a
 * circle all the same.
 */

/** A module, as its path from the repository root (`packages/builder/src/buildSite.ts`), and what it imports. */
export type ImportGraph = Map<string, Set<string>>;

/** One source file: its path from the repository root and its text. */
export interface SourceModule {
  file: string;
  text: string;
}

/** What a package's name and subpaths lead to: `@laguna-docs/theme-default/client` → `themes/default/src/client.ts`. */
export type PackageEntries = Map<string, string>;

const SOURCE = /\.(ts|tsx|mts)$/;
const WORKSPACE_SCOPE = '@laguna-docs/';

/** The module specifiers a file imports, type-only and dynamic imports included (see the comment at the top). */
export function moduleImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The graph of `modules`; imports of files outside them or of packages not in `entries` are left out. */
export function importGraph(modules: readonly SourceModule[], entries: PackageEntries): ImportGraph {
  const known = new Set(modules.map((module) => module.file));
  const graph: ImportGraph = new Map();
  for (const { file, text } of modules) {
    const targets = new Set<string>();
    for (const specifier of moduleImports(file, text)) {
      const target = specifier.startsWith('.') ? relativeTarget(file, specifier, known) : entries.get(specifier);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** `./x.js` from a file → `x.ts`, `x.tsx` or `x/index.ts` beside it, whichever exists. */
function relativeTarget(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const joined = path.posix.join(path.posix.dirname(from), specifier);
  const stem = joined.replace(/\.(js|jsx|mjs|ts|tsx)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${joined}/index.ts`, `${joined}/index.tsx`].find((candidate) => known.has(candidate));
}

/**
 * The circles of a graph: each group of modules that reach one another (a strongly connected component
 * of more than one module, or a module importing itself), as its members in sorted order.
 */
export function importCircles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a long chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; targets: string[]; at: number }> = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(graph.get(node) ?? [])].sort(), at: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++]!;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || graph.get(frame.node)?.has(frame.node)) circles.push(members.sort());
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One way round a circle, for the message: `a.ts → b.ts → a.ts`, from its first member by the shortest path back. */
export function describeCircle(graph: ImportGraph, members: readonly string[]): string {
  const inside = new Set(members);
  const first = members[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  let last: string | undefined;
  search: while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!inside.has(target)) continue;
      if (target === first) {
        last = node;
        break search;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  const way = [first];
  for (let node = last; node !== undefined && node !== first; node = cameFrom.get(node)) way.splice(1, 0, node);
  return [...way, first].join(' → ');
}

/** The workspace's packages: `packages/*` and `themes/*` folders with a `package.json` and a `src/`. */
export function workspacePackages(root: string): Array<{ name: string; dir: string; exports: Record<string, unknown> }> {
  return ['packages', 'themes'].flatMap((group) =>
    fs.readdirSync(path.join(root, group), { withFileTypes: true }).flatMap((entry) => {
      const dir = `${group}/${entry.name}`;
      const manifest = path.join(root, dir, 'package.json');
      if (!entry.isDirectory() || !fs.existsSync(manifest) || !fs.existsSync(path.join(root, dir, 'src'))) return [];
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
      return [{ name: json.name, dir, exports: json.exports ?? {} }];
    }),
  );
}

/** Every source module of the workspace's packages, and where each workspace package name leads. */
export function readWorkspace(root: string): { modules: SourceModule[]; entries: PackageEntries } {
  const modules: SourceModule[] = [];
  const entries: PackageEntries = new Map();
  for (const { name, dir, exports } of workspacePackages(root)) {
    if (!name.startsWith(WORKSPACE_SCOPE)) continue;
    for (const [subpath, conditions] of Object.entries(exports)) {
      const target = typeof conditions === 'object' && conditions !== null ? (conditions as Record<string, unknown>).source : undefined;
      if (typeof target === 'string' && SOURCE.test(target)) entries.set(`${name}${subpath.slice(1)}`, path.posix.join(dir, target));
    }
    const walk = (folder: string): void => {
      for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
        const file = `${folder}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) modules.push({ file, text: fs.readFileSync(path.join(root, file), 'utf8') });
      }
    };
    walk(`${dir}/src`);
  }
  return { modules, entries };
}

/** The graph of packages: an edge from a package to each workspace package one of its modules imports. */
export function packageGraph(graph: ImportGraph, root: string): ImportGraph {
  const packages = workspacePackages(root);
  const packageOf = (file: string) => packages.find((item) => file.startsWith(`${item.dir}/`))?.name;
  const result: ImportGraph = new Map(packages.map((item) => [item.name, new Set<string>()]));
  for (const [file, targets] of graph) {
    const from = packageOf(file);
    for (const target of targets) {
      const to = packageOf(target);
      if (from && to && from !== to) result.get(from)!.add(to);
    }
  }
  return result;
}

/** A rule of the package tree: modules under `from` (a path prefix) may not import modules under `to`. */
export interface ImportRule {
  from: string;
  to: string;
  /** Why, for the message. */
  why: string;
  /** Modules under `from` the rule does not hold for (path prefixes). */
  except?: readonly string[];
  /** Whether test files (`*.test.ts`) may import `to`, as a test of what is there does. */
  testsMay?: boolean;
}

/** Every import that breaks one of `rules`, as `importer → imported (why)`, sorted. */
export function brokenRules(graph: ImportGraph, rules: readonly ImportRule[]): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    for (const rule of rules) {
      if (!file.startsWith(rule.from) || rule.except?.some((prefix) => file.startsWith(prefix)) || (rule.testsMay && /\.test\.tsx?$/.test(file))) continue;
      for (const target of targets) if (target.startsWith(rule.to)) found.push(`${file} → ${target} (${rule.why})`);
    }
  }
  return found.sort();
}

/** The workspace packages a package imports beyond `allowed`, as `package → package`, sorted. */
export function packagesBeyond(packages: ImportGraph, name: string, allowed: readonly string[]): string[] {
  return [...(packages.get(name) ?? [])].filter((target) => !allowed.includes(target)).map((target) => `${name} → ${target}`).sort();
}
