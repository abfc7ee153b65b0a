// Writes the declarations of the published package's public API into its `dist/`: `SiteConfigInput`
// written out in full from the config schema (with its doc comments, naming no zod type, so a user's
// `tsc` needs nothing but `laguna-docs`), `defineConfig`, and the theme contract, emitted from
// `@laguna-docs/shared` into `dist/types/shared/`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describeConfigInput, fieldsToTypeScript, namedSchemaTypes } from './configSchemaTypes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The theme contract and what its members name, re-exported from the shared declarations. */
const THEME_TYPES = ['Theme', 'LayoutProps', 'ThemeComponents', 'ThemeComponentProps', 'ThemeComponentName', 'NavbarProps', 'NavPanelProps', 'TocProps', 'PagePieceProps', 'SitePieceProps', 'TocEntry', 'ContentProps', 'ServerMarkup', 'MarkupSlots', 'SiteData', 'PageData', 'HomeData', 'CategoryCard', 'UiStrings', 'Diagnostic'];

function emitShared(outDir) {
  const sharedSrc = path.join(root, 'packages', 'shared', 'src');
  const program = ts.createProgram([path.join(sharedSrc, 'index.ts')], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: sharedSrc,
    outDir,
  });
  const result = program.emit();
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
}

/** The text of `dist/index.d.ts`. */
export function indexDeclarations() {
  const fields = fieldsToTypeScript(describeConfigInput(), '  ');
  return `// The public API of laguna-docs. Made by scripts/cli-types.mjs from the sources; do not edit.
/// <reference path="./theme-modules.d.ts" />
export type { ${THEME_TYPES.join(', ')} } from './types/shared/index.js';

/** The site config written in \`laguna-docs.config.ts\`. Every field has a default unless it is required. */
export interface SiteConfigInput {
${fields}}
${namedSchemaTypes(fields).map((written) => `\n${written}\n`).join('')}

/** Gives a config file types and completion; returns its argument unchanged. */
export declare function defineConfig(config: SiteConfigInput): SiteConfigInput;

/** The version of the installed \`laguna-docs\` package. */
export declare const VERSION: string;

/** Runs the command line with \`argv\` (as in \`process.argv\`) and resolves to its exit code. */
export declare function main(argv: readonly string[]): Promise<number>;
`;
}

/**
 * The modules a site's React pages and theme overrides import (see "Theme" in the README), typed, so an
 * editor knows \`@theme/Layout\`, \`@theme/<Name>\` and \`@theme-original/<Name>\` once a file imports \`laguna-docs\`.
 */
export async function themeModuleDeclarations() {
  const { THEME_COMPONENTS } = await import(pathToFileURL(path.join(root, 'packages', 'shared', 'dist', 'index.js')).href);
  const component = (specifier, name, props) => `declare module '${specifier}' {\n  import type { ComponentType } from 'react';\n  import type { ${props} } from 'laguna-docs';\n  const ${name}: ComponentType<${props}>;\n  export default ${name};\n}\n`;
  return [
    '// Modules laguna-docs gives a site\'s React pages and theme overrides. Made by scripts/cli-types.mjs; do not edit.',
    "declare module '@theme/Layout' {\n  import type { ReactNode } from 'react';\n  /** The site's layout is around every page: this gives its children; \`title\` and \`description\` written as text name the page. */\n  export default function Layout(props: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string }): ReactNode;\n}\n",
    ...Object.entries(THEME_COMPONENTS).flatMap(([name, { props }]) => [component(`@theme/${name}`, name, props), component(`@theme-original/${name}`, name, props)]),
  ].join('\n');
}

/** Writes `index.d.ts` and `types/shared/` into `dist`. */
export async function writeTypes(dist) {
  emitShared(path.join(dist, 'types', 'shared'));
  fs.writeFileSync(path.join(dist, 'index.d.ts'), indexDeclarations());
  fs.writeFileSync(path.join(dist, 'theme-modules.d.ts'), await themeModuleDeclarations());
}
