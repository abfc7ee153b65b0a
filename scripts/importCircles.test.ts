import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCircle, importCircles, importGraph, packageGraph, readWorkspace, moduleImports, type PackageEntries } from './importGraph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/*
 * Import circles tolerated while they are taken apart, each named by its modules in sorted order and
 * matched exactly: a circle that grows by a module, or any other circle, fails the test, and so does an
 * entry whose circle is gone. There are none today; keep it that way.
 */
const KNOWN_CIRCLES: readonly string[][] = [];

const key = (members: readonly string[]) => members.join(' ⇄ ');

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
