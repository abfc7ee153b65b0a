import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenRules, describeCircle, importCircles, importGraph, packageGraph, packagesBeyond, readWorkspace, moduleImports, type ImportRule, type PackageEntries } from './importGraph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/*
 * Import circles tolerated while they are taken apart, each named by its modules in sorted order and
 * matched exactly: a circle that grows by a module, or any other circle, fails the test, and so does an
 * entry whose circle is gone. There are none today; keep it that way.
 */
const KNOWN_CIRCLES: readonly string[][] = [];

const key = (members: readonly string[]) => members.join(' ⇄ ');

/** What each package of the design (DESIGN.md's package tree) may import of the workspace, and nothing else. */
const PACKAGE_DEPENDENCIES: Record<string, readonly string[]> = {
  '@laguna-docs/shared': [],
  // Which sources exist and what they plan (pages, routes, translations' freshness), the site folder's
  // write gate and the version snapshot (which bundles the spec); nothing of the build.
  '@laguna-docs/content': ['@laguna-docs/config', '@laguna-docs/openapi', '@laguna-docs/shared'],
  // The API reference turns a spec's model into pages; it knows nothing of the build that runs it, and
  // reads the spec's texts with the markdown reader that build passes in (`SpecMarkdown`).
  '@laguna-docs/api-reference': ['@laguna-docs/openapi', '@laguna-docs/render', '@laguna-docs/shared'],
};

/** Folders that may not import others: a stage is plain data in and out, whatever speeds it up. */
const FOLDER_RULES: readonly ImportRule[] = [
  { from: 'packages/builder/src/stages/', to: 'packages/builder/src/speed/', why: 'stages never know the speed layer that wraps their steps' },
  {
    from: 'packages/builder/src/',
    to: 'packages/builder/src/speed/',
    // The build starts its speed (buildSite.ts) and the dev server keeps a watch session (index.ts); a shard
    // renders its run as the helper threads render their shares.
    except: ['packages/builder/src/speed/', 'packages/builder/src/buildSite.ts', 'packages/builder/src/index.ts', 'packages/builder/src/shards/', 'packages/builder/src/testing/'],
    testsMay: true,
    why: 'nothing but the orchestrator knows that caches, memos or threads exist: steps are plain, and speed/ wraps them',
  },
];

describe('the import graph of the packages', () => {
  const { modules, entries } = readWorkspace(root);
  const graph = importGraph(modules, entries);

  it('reads every package and follows imports inside packages and between them', () => {
    expect(modules.length).toBeGreaterThan(300);
    expect(graph.get('packages/render/src/index.ts')).toContain('packages/render/src/renderDocument.ts');
    expect(graph.get('packages/render/src/renderDocument.ts')).toContain('packages/shared/src/index.ts');
    expect(entries.get('@laguna-docs/theme-default/client')).toBe('themes/default/src/client.ts');
  });

  it('has no import circle inside a package but the known ones', () => {
    const known = new Set(KNOWN_CIRCLES.map(key));
    const found = importCircles(graph);
    const unknown = found.filter((members) => !known.has(key(members))).map((members) => `import circle: ${describeCircle(graph, members)}`);
    expect(unknown, 'take the circle apart: move what both modules need into a third, or turn the back import around').toEqual([]);
    const gone = KNOWN_CIRCLES.filter((members) => !found.some((circle) => key(circle) === key(members))).map(key);
    expect(gone, 'these circles are gone: remove them from KNOWN_CIRCLES').toEqual([]);
  });

  it('has no circle between packages: their dependencies point one way', () => {
    const packages = packageGraph(graph, root);
    expect(importCircles(packages).map((members) => `package circle: ${describeCircle(packages, members)}`)).toEqual([]);
    expect(packages.get('@laguna-docs/shared')?.size).toBe(0);
  });

  it('keeps each package to the dependencies the design gives it', () => {
    const packages = packageGraph(graph, root);
    for (const name of Object.keys(PACKAGE_DEPENDENCIES)) expect(packages.has(name), `${name} is a workspace package`).toBe(true);
    const beyond = Object.entries(PACKAGE_DEPENDENCIES).flatMap(([name, allowed]) => packagesBeyond(packages, name, allowed));
    expect(beyond, 'move the shared piece into the imported-from package, or into shared').toEqual([]);
  });

  it('keeps the folder rules of the builder', () => {
    expect(brokenRules(graph, FOLDER_RULES)).toEqual([]);
  });
});

describe('rules of the import graph', () => {
  const entries: PackageEntries = new Map([['@laguna-docs/b', 'packages/b/src/index.ts']]);
  const graph = importGraph(
    [
      { file: 'packages/a/src/stages/one.ts', text: "import { fast } from '../speed/fast.js';\nimport { b } from '@laguna-docs/b';" },
      { file: 'packages/a/src/speed/fast.ts', text: "import { one } from '../stages/one.js';" },
      { file: 'packages/b/src/index.ts', text: 'export const b = 1;' },
    ],
    entries,
  );

  it('names each import a folder rule forbids, and only those', () => {
    const rules: ImportRule[] = [{ from: 'packages/a/src/stages/', to: 'packages/a/src/speed/', why: 'sealed' }];
    expect(brokenRules(graph, rules)).toEqual(['packages/a/src/stages/one.ts → packages/a/src/speed/fast.ts (sealed)']);
  });

  it('leaves out the modules a rule excepts, and tests where it lets them', () => {
    const withTest = importGraph(
      [
        { file: 'packages/a/src/one.ts', text: "import { fast } from './speed/fast.js';" },
        { file: 'packages/a/src/main.ts', text: "import { fast } from './speed/fast.js';" },
        { file: 'packages/a/src/one.test.ts', text: "import { fast } from './speed/fast.js';" },
        { file: 'packages/a/src/speed/fast.ts', text: 'export const fast = 1;' },
      ],
      entries,
    );
    const rule: ImportRule = { from: 'packages/a/src/', to: 'packages/a/src/speed/', except: ['packages/a/src/main.ts', 'packages/a/src/speed/'], why: 'sealed' };
    expect(brokenRules(withTest, [rule])).toEqual(['packages/a/src/one.test.ts → packages/a/src/speed/fast.ts (sealed)', 'packages/a/src/one.ts → packages/a/src/speed/fast.ts (sealed)']);
    expect(brokenRules(withTest, [{ ...rule, testsMay: true }])).toEqual(['packages/a/src/one.ts → packages/a/src/speed/fast.ts (sealed)']);
  });

  it('names the packages a package imports beyond what it may', () => {
    const packages: Map<string, Set<string>> = new Map([['@laguna-docs/a', new Set(['@laguna-docs/b', '@laguna-docs/c'])]]);
    expect(packagesBeyond(packages, '@laguna-docs/a', ['@laguna-docs/b'])).toEqual(['@laguna-docs/a → @laguna-docs/c']);
    expect(packagesBeyond(packages, '@laguna-docs/a', ['@laguna-docs/b', '@laguna-docs/c'])).toEqual([]);
  });
});

describe('finding import circles', () => {
  const entries: PackageEntries = new Map([['@laguna-docs/b', 'packages/b/src/index.ts']]);
  const graphOf = (files: Record<string, string>) => importGraph(Object.entries(files).map(([file, text]) => ({ file, text })), entries);

  it('names a circle through relative imports, index files and another package', () => {
    const graph = graphOf({
      'packages/a/src/one.ts': "import { two } from './two.js';",
      'packages/a/src/two.ts': "export { three } from './nested/index.js';",
      'packages/a/src/nested/index.ts': "import { b } from '@laguna-docs/b';",
      'packages/b/src/index.ts': "export const b = await import('../../a/src/one.js');",
      'packages/a/src/alone.ts': "import { one } from './one.js';",
    });
    const circles = importCircles(graph);
    expect(circles.map((members) => describeCircle(graph, members))).toEqual([
      'packages/a/src/nested/index.ts → packages/b/src/index.ts → packages/a/src/one.ts → packages/a/src/two.ts → packages/a/src/nested/index.ts',
    ]);
  });

  it('counts type-only imports, which also make two modules each depend on the other', () => {
    const graph = graphOf({
      'packages/a/src/one.ts': "import { two } from './two.js';",
      'packages/a/src/two.ts': "import type { One } from './one.js';",
    });
    expect(importCircles(graph)).toEqual([['packages/a/src/one.ts', 'packages/a/src/two.ts']]);
  });

  it('finds a module importing itself, and none where imports point one way', () => {
    expect(importCircles(graphOf({ 'packages/a/src/self.ts': "export * from './self.js';" }))).toEqual([['packages/a/src/self.ts']]);
    expect(importCircles(graphOf({ 'packages/a/src/one.ts': "import './two.js';", 'packages/a/src/two.ts': "import 'node:fs';" }))).toEqual([]);
  });

  it('reads static, re-export, side-effect and dynamic imports, in TSX too', () => {
    const text = "import a from './a.js';\nimport type { B } from './b.js';\nexport { c } from './c.js';\nexport type { D } from './d.js';\nimport './e.css';\nconst f = () => import('./f.js');\nexport const G = () => <div />;";
    expect(moduleImports('x.tsx', text)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.css', './f.js']);
  });
});
