import path from 'node:path';
import { createProcessor, runSync, type ProcessorOptions } from '@mdx-js/mdx';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import { interpolate, manualPage, withoutBom, type Diagnostic } from '@laguna-docs/shared';
import { codeHandler } from '../code/codeHandler.js';
import { remarkAdmonitions } from '../directives/remark-admonitions.js';
import { isContainerName, rewriteTitledFences } from '../directives/titledAdmonitions.js';
import { remarkTabs } from '../tabs/remark-tabs.js';
import { remarkAutolinkLiteralBlocks } from '../gfm/remark-autolink-literal-blocks.js';
import { remarkTitle } from '../headings/remark-title.js';
import { remarkDollarText } from '../math/remark-dollar-text.js';
import { DEFAULT_LABELS, PAGE_HAST_PASSES } from '../createProcessor.js';
import { processorMemo } from '../processorMemo.js';
import type { MarkdownPlugins, ParseMarkdownOptions } from '../types.js';
import { builtinComponents } from './builtins.js';
import { ComponentError, droppedHandlers, Fragment, hastChildren, jsxDEV, type HastComponent } from './hastRuntime.js';
import { messageDiagnostic, report } from '../report.js';
import { walkElements } from '../walkElements.js';
import { takeImports, type FileExists, type MdxImports } from './remark-mdx-imports.js';
import { remarkExpressionLines } from './remark-expression-lines.js';
import { expandIslands, expandStatic, siteComponentStub, type RenderedComponent } from './siteComponents.js';
import { CODE_TIME_LIMIT_MS, seconds, TimeLimitError, withTimeLimit } from './timeLimit.js';
import { pageData } from '../pageData.js';
import { checkTree } from '../limits/checkTree.js';
import { LimitError, SIMPLIFY_HINT } from '../limits/limits.js';

/** What `parseMdx` gives besides what every parse gives: the hast, and the `VFile` its plugins filled in. */
export interface MdxResult {
  hast: HastRoot;
  file: VFile;
  diagnostics: Diagnostic[];
}

/** The problem an `.mdx` file has, as thrown while it compiles or runs. */
class MdxProblem extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/**
 * Compiles an `.mdx` page with `@mdx-js/mdx` through the remark plugins of `.md` pages, runs it with a
 * JSX runtime that builds hast (see `hastRuntime.ts`) and the built-in components, then gives the tree
 * the rehype passes of `.md` pages (links, heading ids and table of contents, task lists, math, code
 * blocks, the site's own). Links, headings and images written as JSX are thus resolved and checked too.
 * MDX runs the page's code at build time; imports are limited (see `remark-mdx-imports.ts`).
 */
export function parseMdx(options: ParseMarkdownOptions, prepare: (file: VFile) => void): MdxResult {
  const offset = (options.lineOffset ?? 1) - 1;
  const file = new VFile({ path: options.file, value: options.markdown });
  prepare(file);
  let tabSets = 0;
  const builtins = builtinComponents(options.admonitions ?? [], () => ++tabSets);
  const readFile = options.readFile ?? (() => undefined);
  const partialProblems: Diagnostic[] = [];
  const assets = new Map<string, string>();
  const limitMs = options.codeTimeLimitMs ?? CODE_TIME_LIMIT_MS;
  try {
    const content = evaluate(file, { options, builtins, readFile, page: options.file, stack: [options.file], isPage: true, partialProblems, assets });
    const data = pageData(file);
    let running: RenderedComponent | undefined;
    const expand = {
      host: options.siteComponents,
      assets,
      rendered: (component: RenderedComponent) => {
        // The page links the components' stylesheet (set again after the passes, which start the list afresh).
        used = true;
        running = component;
      },
      deadHandlers: (component: RenderedComponent, handlers: string[], at: Element) => {
        report(file, {
          rule: 'dead-component',
          severity: 'warning',
          message: `<${component.name}> (${component.target}) gives ${handlers.join(', ')}, but it is rendered without a client: directive, so it is HTML made at build time and does nothing in the browser`,
          hint: `write <${component.name} client:load> to make it an island that runs in the browser (client:idle or client:visible load it later); leave it as it is if it needs no browser code`,
          node: at,
        });
      },
    };
    let used = false;
    const hast = withComponentErrors(options.file, limitMs, () => running, () => expandStatic({ type: 'root', children: content }, expand));
    reportDroppedHandlers(hast, file);
    const ran = finalPass(options.plugins).runSync(hast, file);
    const islands = withComponentErrors(options.file, limitMs, () => running, () =>
      expandIslands(ran, expand, (island) => {
        if (!data.features?.includes('islands')) data.features = [...(data.features ?? []), 'islands'];
        // An imported file given to an island is published: the link pass never sees it in the island's markup.
        for (const written of island.files) {
          data.links = [...(data.links ?? []), { href: assets.get(written)!, written, origin: 'markdown', file: options.file, ...(island.line ? { line: island.line } : {}) }];
        }
      }),
    );
    if (used && !data.features?.includes('siteComponents')) data.features = [...(data.features ?? []), 'siteComponents'];
    return { hast: islands, file, diagnostics: partialProblems };
  } catch (error) {
    if (error instanceof MdxProblem) return { hast: { type: 'root', children: [] }, file, diagnostics: [{ ...error.diagnostic, ...(error.diagnostic.line ? { line: error.diagnostic.line + (error.diagnostic.file === options.file ? offset : 0) } : {}) }] };
    throw error;
  }
}

/** An event handler the page's code gave an element is left out (see `jsxDEV`): a warning at the element. */
function reportDroppedHandlers(tree: HastRoot, file: VFile): void {
  // A component used many times leaves its handler out each time: one warning for the place it is written.
  const reported = new Set<string>();
  walkElements(tree, (element) => {
    const names = droppedHandlers(element);
    const place = `${element.position?.start.line}:${element.position?.start.column}:${names.join()}`;
    if (names.length === 0 || reported.has(place)) return;
    reported.add(place);
    report(file, {
      rule: 'static-handler',
      severity: 'warning',
      message: `${names.join(', ')} on <${element.tagName}> ${names.length > 1 ? 'are' : 'is'} left out: the page is HTML made at build time, where functions do not run`,
      hint: `for a component that reacts in the browser, put it in src/components and use it with client:load (see ${manualPage('docs/guides/mdx')})`,
      node: element,
    });
  });
}

interface EvaluateContext {
  options: ParseMarkdownOptions;
  builtins: Record<string, HastComponent>;
  readFile: (file: string) => string | undefined;
  /** The page's file; links in a partial are rewritten to start from it. */
  page: string;
  /** The files being evaluated, outermost first: an import of one of them again is a cycle. */
  stack: string[];
  isPage: boolean;
  /** Where the warnings of the page's partials go, each naming the partial and its line. */
  partialProblems: Diagnostic[];
  /** The page's imported files, by the path written, with their published addresses (given to site components). */
  assets: Map<string, string>;
}

/**
 * Runs a step over the page's components within the time limit; a component's problem becomes the page's,
 * at the element's line, and so does one that runs too long (`running` tells which one was rendering).
 */
function withComponentErrors<T>(page: string, limitMs: number, running: () => RenderedComponent | undefined, step: () => T): T {
  try {
    return withTimeLimit(limitMs, step);
  } catch (error) {
    if (error instanceof ComponentError) throw new MdxProblem(runtimeProblem(error, page));
    const component = running();
    if (error instanceof TimeLimitError && component) {
      throw new MdxProblem({
        severity: 'error',
        code: 'mdx/component-error',
        message: `<${component.name}> (${component.target}) ran for more than ${seconds(limitMs)} while rendering and was stopped: a loop that never ends?`,
        hint: `a component renders at build time, once per use; its render may take at most ${seconds(limitMs)}`,
        file: page,
        ...(component.line ? { line: component.line } : {}),
      });
    }
    throw error;
  }
}

/** Runs the page's code (its expressions and exports, and its partials') within the time limit. */
function pageCodeTimed<T>(page: string, limitMs: number, step: () => T): T {
  try {
    return withTimeLimit(limitMs, step);
  } catch (error) {
    if (!(error instanceof TimeLimitError)) throw error;
    throw new MdxProblem({
      severity: 'error',
      code: 'mdx/run',
      message: `the page's code ran for more than ${seconds(limitMs)} and was stopped: a loop that never ends?`,
      hint: `check the expressions and exports of the page and of the partials it imports; they run at build time and may take at most ${seconds(limitMs)}`,
      file: page,
    });
  }
}

/** The file compiled and run, as hast; a problem throws `MdxProblem` naming the file and line. */
function evaluate(file: VFile, context: EvaluateContext, props: Record<string, unknown> = {}): ElementContent[] {
  const { options } = context;
  let code: string;
  const exists: FileExists = (target) => context.readFile(target) !== undefined;
  Object.assign(file.data, { mdxFileExists: exists, ...(options.linkOutside ? { mdxLinkOutside: options.linkOutside } : {}) });
  try {
    const processor = mdxProcessor(options, context.isPage);
    // `:::note Title` and `::: code-group` lines, which remark-directive does not read, as it reads them.
    rewriteTitledFences(file, (text) => processor.parse(text) as MdastRoot, isContainerName(options.admonitions));
    code = String(processor.processSync(file));
  } catch (error) {
    if (error instanceof LimitError) {
      throw new MdxProblem({ severity: 'error', code: 'markdown/too-complex', message: error.message, hint: error.hint, file: String(file.path), line: error.line });
    }
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw new MdxProblem(tooDeep(String(file.path)));
    const message = error as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } }; ruleId?: string; note?: string };
    const start = message.place && 'start' in message.place ? message.place.start : message.place;
    // Some of MDX's parse errors give their place only in the text: "… (3:1-3:7)".
    const written = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason ?? '');
    const line = message.line ?? start?.line ?? (written ? Number(written[1]) : undefined);
    const column = message.column ?? start?.column ?? (written ? Number(written[2]) : undefined);
    const reason = (message.reason ?? message.message).replace(written?.[0] ?? '', '');
    throw new MdxProblem({
      severity: 'error',
      code: message.ruleId === 'import' ? 'mdx/import' : 'mdx/syntax',
      message: reason,
      hint: message.note ?? 'fix the MDX syntax (JSX tags must close, `{` starts an expression: write `\\{` for a brace, and `&lt;` for a lone `<`)',
      file: String(file.path),
      ...(line ? { line } : {}),
      ...(column ? { column } : {}),
    });
  }
  const imports = (file.data as { mdxImports?: MdxImports }).mdxImports ?? { builtins: new Map(), partials: new Map(), components: new Map(), files: new Set() };
  const components: Record<string, HastComponent> = {};
  for (const [name, builtin] of Object.entries(context.builtins)) components[name] = withoutDirective(name, builtin, BUILTIN_DIRECTIVE);
  for (const [local, name] of imports.builtins) components[local] = withoutDirective(local, context.builtins[name]!, BUILTIN_DIRECTIVE);
  for (const [local, target] of imports.partials) components[local] = withoutDirective(local, (partialProps) => partial(target, context, partialProps), `"${target}" is a partial, rendered into the page at build time`);
  for (const [local, target] of imports.components) components[local] = siteComponentStub(target, local);
  if (context.isPage && options.resolveLink) {
    for (const written of imports.files) {
      const resolved = options.resolveLink(written);
      if ('href' in resolved) context.assets.set(written, resolved.href);
    }
  }
  try {
    // MDX types its runtime as React's; this one builds hast, which the compiled code never looks into.
    const run = () => {
      const { default: content } = runSync(code, { jsxDEV, Fragment } as unknown as Parameters<typeof runSync>[1]) as { default: (props: Record<string, unknown>) => unknown };
      return hastChildren(content({ ...props, components }));
    };
    // The page's run includes its partials' (each compiled and run as the page's code uses it).
    return context.isPage ? pageCodeTimed(String(file.path), options.codeTimeLimitMs ?? CODE_TIME_LIMIT_MS, run) : run();
  } catch (error) {
    if (error instanceof MdxProblem) throw error;
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw new MdxProblem(tooDeep(String(file.path)));
    throw new MdxProblem(runtimeProblem(error, String(file.path)));
  }
}

/** A page whose structure overflowed the stack past the checks (see `MARKDOWN_LIMITS`): nested too deep to read. */
function tooDeep(file: string): Diagnostic {
  return { severity: 'error', code: 'markdown/too-complex', message: 'the page is nested too deep to read (JSX elements, expressions, blockquotes, lists)', hint: SIMPLIFY_HINT, file };
}

const BUILTIN_DIRECTIVE = 'the built-in components work in the browser without one';

/**
 * `component`, refusing a `client:*` directive: only site components become islands, so on a built-in
 * component or a partial it would do nothing, silently.
 */
function withoutDirective(name: string, component: HastComponent, why: string): HastComponent {
  return (props) => {
    const directive = Object.keys(props).find((key) => key.startsWith('client:'));
    if (directive) throw new ComponentError(`<${name} ${directive}>: ${why}; a client: directive makes a site component an island, so leave it out here`);
    return component(props);
  };
}

/** An error thrown while the page's code ran, as a diagnostic. */
function runtimeProblem(error: unknown, file: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /Expected component `([^`]+)` to be defined[^`]*`(\d+):(\d+)/.exec(message);
  if (unknown) {
    return {
      severity: 'error',
      code: 'mdx/unknown-component',
      message: `<${unknown[1]}> is neither a built-in component nor imported`,
      hint: 'the built-in components are Tabs, TabItem, Details, Admonition and CodeBlock; import others: import Card from "@site/src/components/Card", or a partial: import Name from "./_name.mdx"',
      file,
      line: Number(unknown[2]),
      column: Number(unknown[3]),
    };
  }
  if (error instanceof ComponentError) return { severity: 'error', code: error.code, message: error.message, file, ...(error.line ? { line: error.line } : {}), ...(error.trace ? { stack: error.trace } : {}) };
  // The line of the expression that threw (see `remarkExpressionLines`); none for an export's code.
  const line = error !== null && typeof error === 'object' && typeof (error as { mdxLine?: unknown }).mdxLine === 'number' ? (error as { mdxLine: number }).mdxLine : undefined;
  return { severity: 'error', code: 'mdx/run', message: `the page's code failed: ${message}`, hint: 'check the expressions and exports of the page', file, ...(line !== undefined ? { line } : {}) };
}

/** A partial imported by a page (or by another partial), compiled and run with the given props. */
function partial(target: string, context: EvaluateContext, props: Record<string, unknown>): ElementContent[] {
  // Thrown as component errors, so the element that used the partial names the line.
  if (context.stack.includes(target)) throw new ComponentError(`"${target}" imports itself (${[...context.stack, target].join(' → ')})`, 'mdx/import-cycle');
  const text = context.readFile(target);
  if (text === undefined) throw new ComponentError(`the imported file "${target}" does not exist`, 'mdx/missing-import');
  const body = withoutBom(text).replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const file = new VFile({ path: target, value: body });
  if (context.options.admonitions?.length) Object.assign(file.data, { admonitions: context.options.admonitions });
  const children = evaluate(file, { ...context, stack: [...context.stack, target], isPage: false }, props);
  context.partialProblems.push(...file.messages.map(messageDiagnostic(target, 0)));
  const from = path.posix.dirname(context.page);
  const dir = path.posix.dirname(target);
  return children.map((child) => rebased(child, dir, from));
}

const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#)/i;

/** A partial's node with its relative links starting from the page's folder, and without positions (they are the partial's lines). */
function rebased(node: ElementContent, dir: string, from: string): ElementContent {
  if (node.type !== 'element') return { ...node, position: undefined } as ElementContent;
  const properties = { ...node.properties };
  for (const name of ['href', 'src'] as const) {
    const value = properties[name];
    if (typeof value === 'string' && value !== '' && RELATIVE.test(value)) {
      const moved = path.posix.relative(from, path.posix.join(dir, value));
      properties[name] = moved.startsWith('.') ? moved : `./${moved}`;
    }
  }
  const element: Element = { ...node, properties, children: node.children.map((child) => rebased(child, dir, from)) };
  delete element.position;
  return element;
}

type MdxProcessor = ReturnType<typeof createProcessor>;
const mdxProcessors = processorMemo<MdxProcessor>();

/**
 * The MDX compiler for pages (or partials) with these labels and site plugins, built once and reused:
 * building one costs about as much as compiling a page. What differs per file travels in `file.data`.
 */
function mdxProcessor(options: ParseMarkdownOptions, isPage: boolean): MdxProcessor {
  const key = `${options.footnoteLabel ?? ''}\u0000${options.footnoteBackLabel ?? ''}\u0000${isPage}`;
  return mdxProcessors(options.plugins ?? NO_PLUGINS, key, () => createProcessor(compileOptions(options, isPage)));
}

function compileOptions(options: ParseMarkdownOptions, isPage: boolean): ProcessorOptions {
  const site = (options.plugins?.remarkPlugins ?? []) as PluggableList;
  const footnoteBackLabel = options.footnoteBackLabel ?? DEFAULT_LABELS.footnoteBackLabel;
  return {
    development: true,
    outputFormat: 'function-body',
    remarkPlugins: [
      // Before anything walks the tree recursively: JSX elements count as levels of nesting too.
      () => (tree: MdastRoot): undefined => {
        checkTree(tree);
      },
      remarkGfm,
      remarkAutolinkLiteralBlocks,
      remarkDirective,
      remarkMath,
      remarkDollarText,
      ...(isPage ? [remarkTitle] : []),
      remarkTabs,
      remarkAdmonitions,
      ...site,
      remarkExpressionLines,
      // A transformer that returned a value would replace the tree with it.
      () => (tree: MdastRoot, file: VFile): undefined => {
        (file.data as { mdxImports?: MdxImports }).mdxImports = takeImports(tree, file);
      },
    ],
    remarkRehypeOptions: {
      handlers: { code: codeHandler },
      footnoteLabel: options.footnoteLabel ?? DEFAULT_LABELS.footnoteLabel,
      footnoteBackLabel: (reference: number, rereference: number) =>
        interpolate(footnoteBackLabel, { number: `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}` }),
    },
  };
}

type HastProcessor = Processor<undefined, HastRoot, HastRoot, undefined, undefined>;
const NO_PLUGINS: MarkdownPlugins = { remarkPlugins: [], rehypePlugins: [] };
const finalPasses = new WeakMap<MarkdownPlugins, HastProcessor>();

/** The rehype passes of `.md` pages that apply to an evaluated `.mdx` tree, built once per set of site plugins. */
function finalPass(plugins: MarkdownPlugins = NO_PLUGINS): HastProcessor {
  let processor = finalPasses.get(plugins);
  if (!processor) {
    processor = unified()
      // JSX is HTML written another way: the same passes as a `.md` page's HTML, its policy first (no
      // script, no event handlers, no javascript: URLs, no iframes but the config's embeds).
      .use(PAGE_HAST_PASSES)
      .use(plugins.rehypePlugins as PluggableList)
      // unified cannot infer a pipeline with no parser from its plugins; it takes hast in and gives hast out.
      .freeze() as unknown as HastProcessor;
    finalPasses.set(plugins, processor);
  }
  return processor;
}
