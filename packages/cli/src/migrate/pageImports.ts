import { isProvidedImport } from '@laguna-docs/markdown';
import { textLines } from './codeFences.js';
import type { StaticValue } from './staticValue.js';

/** What the pages' imports need of the new site, gathered while their files are carried. */
export interface PageImportsContext {
  /** `siteConfig` as `useDocusaurusContext()` gives it: the old config's plain values. */
  siteConfig: { [key: string]: StaticValue };
  /** The old site's dependencies (package.json `dependencies` and `devDependencies`), name → version range. */
  dependencies: ReadonlyMap<string, string>;
  /** Packages the carried pages import, name → version range, for the new site's package.json. */
  used: Map<string, string>;
  /** Files written for the imports (a module per component taken from a package), path → text. */
  modules: Map<string, string>;
  /** Packages left out of the new package.json (see `registryDependencyProblem`), name → why. */
  refused: Map<string, string>;
}

/**
 * Why a package may not go into the new site's package.json as the old site had it, or undefined: only a
 * package of the registry by a valid name, at a version range or tag, is carried. A `file:`, `link:`,
 * `git+…`, URL, `user/repo` or `../` version points outside the site or fetches (and may run) code from
 * elsewhere on `npm install`; a name that is not a package's name is no package.
 */
export function registryDependencyProblem(name: string, range: string): string | undefined {
  if (name.length > 214 || !/^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/.test(name)) return 'not the name of an npm package';
  if (!/^[\w.\-~^<>=|*+ ]*$/.test(range)) return `its version "${range.replace(/[\u0000-\u001f]/g, '').slice(0, 60)}" is not a version range of the registry (a file, link, git or URL version points outside the site)`;
  return undefined;
}

/** Adds a package the carried files import to the new package.json, or to the refused ones. */
function usePackage(context: PageImportsContext, name: string, range: string): boolean {
  const problem = registryDependencyProblem(name, range);
  if (problem) context.refused.set(name, problem);
  else context.used.set(name, range);
  return problem === undefined;
}

/** Where the modules that hand a package's component to pages are written in the new site. */
export const PACKAGE_MODULES = 'src/components/packages';

/**
 * The page's imports as laguna-docs's MDX takes them: a component from an npm package (`import ReactPlayer
 * from 'react-player'`, `import { Chart } from 'charts'`) becomes a default import of a module of the site's
 * components that hands it on, and the package is added to the new site's package.json;
 * `useDocusaurusContext` becomes a function of the page giving the old config's plain values; `import React
 * from 'react'`, which MDX does not need, goes. Imports laguna-docs provides, and relative and `@site/`
 * default imports, stay as they are. Returns the text and what changed.
 */
export function rewritePageImports(text: string, context: PageImportsContext): { text: string; changes: string[] } {
  const changes = new Set<string>();
  const lines = text.split('\n');
  const isText = textLines(lines);
  const out = lines.map((line, index) => {
    if (!isText[index]) return line;
    const match = /^import\s+(.+?)\s+from\s+(['"])([^'"]+)\2;?\s*$/.exec(line);
    if (!match) return line;
    const clause = match[1]!;
    const source = match[3]!;
    if (isProvidedImport(source)) return line;
    if (source === '@docusaurus/useDocusaurusContext' && /^[A-Za-z_$][\w$]*$/.test(clause)) {
      changes.add(`${clause}() gives the config's values, written into the page`);
      return `export const ${clause} = () => (${JSON.stringify({ siteConfig: plain(context.siteConfig), i18n: {} })});`;
    }
    if (source === 'react' && /^React$/.test(clause)) {
      changes.add('import React removed (MDX needs none)');
      return '';
    }
    const bare = !/^(\.{1,2}\/|\/|@site\/|@theme\/|@docusaurus\/|@generated\/)/.test(source);
    if (!bare || source === 'react' || source === 'react-dom') return line;
    const bindings = importBindings(clause);
    if (!bindings) return line;
    const name = packageName(source);
    if (!usePackage(context, name, context.dependencies.get(name) ?? 'latest')) return line;
    changes.add(`components of the package ${name} handed on by ${PACKAGE_MODULES}/ (the package is in package.json)`);
    return bindings
      .map(({ imported, local }) => {
        const module = `${PACKAGE_MODULES}/${source.replace(/^@/, '').replace(/[^\w.-]+/g, '-')}-${imported}.jsx`;
        context.modules.set(module, imported === 'default' ? `export { default } from '${source}';\n` : `export { ${imported} as default } from '${source}';\n`);
        return `import ${local} from '@site/${module.replace(/\.jsx$/, '')}';`;
      })
      .join('\n');
  });
  return { text: out.join('\n'), changes: [...changes] };
}

/**
 * The packages of the old site's dependencies that a component file imports (`clsx`, `react-player`),
 * added to what the new site's package.json lists; React and Docusaurus's own modules are not.
 */
export function notePackagesOf(code: string, context: PageImportsContext): void {
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) {
    const source = match[1]!;
    if (/^(\.|\/|@site\/|@theme\/|@docusaurus\/|@generated\/|node:)/.test(source)) continue;
    const name = packageName(source);
    const range = context.dependencies.get(name);
    if (range && name !== 'react' && name !== 'react-dom') usePackage(context, name, range);
  }
}

/** `Name`, `{ A, B as C }`, `Name, { A }` as imported name → local name; undefined for a namespace import. */
function importBindings(clause: string): Array<{ imported: string; local: string }> | undefined {
  if (clause.includes('*')) return undefined;
  const bindings: Array<{ imported: string; local: string }> = [];
  const named = /\{([^}]*)\}/.exec(clause)?.[1];
  const defaultName = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
  if (defaultName) bindings.push({ imported: 'default', local: defaultName });
  for (const part of named?.split(',') ?? []) {
    const [imported, local = imported] = part.trim().split(/\s+as\s+/);
    if (imported) bindings.push({ imported, local: local!.trim() });
  }
  return bindings.length > 0 ? bindings : undefined;
}

/** The package of an import: `react-player` of `react-player/youtube`, `@scope/name` of `@scope/name/sub`. */
export function packageName(source: string): string {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The config's values that JSON can hold (title, url, customFields …); what could not be read is left out. */
function plain(value: StaticValue): unknown {
  if (Array.isArray(value)) return value.map(plain).filter((item) => item !== undefined);
  if (value === null || typeof value !== 'object') return value;
  if (!('constructor' in value) || value.constructor !== Object) return undefined;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (key === 'themeConfig' || key === 'presets' || key === 'plugins' || key === 'themes' ? [] : [[key, plain(item)]])).filter(([, item]) => item !== undefined));
}
