import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importGraph, readWorkspace } from './importGraph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPER = 'packages/builder/src/speed/threads/parseWorker.ts';
const REACT = /^react(-dom)?(\/|$)/;

/** The specifiers a module loads when it runs: its value imports (type-only ones load nothing). */
function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  ts.forEachChild(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
  });
  return found;
}

describe('the parse helper thread', () => {
  it('loads no React, nor the config and content packages: its start-up is part of every cold build that parses ahead', () => {
    const { modules, entries } = readWorkspace(root);
    const texts = new Map(modules.map((module) => [module.file, module.text]));
    const graph = importGraph(modules, entries);
    // Follow only what loads at run time: the targets of a module's value imports.
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      const loaded = new Set(valueImports(file, texts.get(file)!));
      for (const target of graph.get(file) ?? []) {
        const specifiers = [...loaded].filter((specifier) => (specifier.startsWith('.') ? path.join(path.dirname(file), specifier).replace(/\.js$/, '') === target.replace(/\.tsx?$/, '') : entries.get(specifier) === target));
        if (specifiers.length > 0) visit(target);
      }
    };
    visit(HELPER);
    expect(reached).toContain('packages/builder/src/markdownPage.ts');
    expect(reached).toContain('packages/markdown/src/index.ts');
    const withReact = [...reached].filter((file) => valueImports(file, texts.get(file)!).some((specifier) => REACT.test(specifier)));
    expect(withReact, 'the helper parses plain .md pages: keep what brings React (the .mdx component host, the renderer) out of its imports').toEqual([]);
    // The config and content packages (zod's schema, the YAML reader: some 40 ms of a thread's CPU to load) are the build thread's.
    expect([...reached].filter((file) => /^packages\/(config|content)\//.test(file)), 'the helper is sent its pages read and planned').toEqual([]);
  }, 60_000);
});
