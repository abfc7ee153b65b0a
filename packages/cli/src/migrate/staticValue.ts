import { parse, type Node } from 'acorn';

/**
 * A value the reader could not work out without running the code (a `require`, a function, an
 * environment variable): what the file says there and at which line, for the report.
 */
export class Unread {
  constructor(
    readonly source: string,
    readonly line: number,
    /** The module it is in, when that is not the file being read (a constant imported from another module). */
    readonly file?: string,
  ) {}
}

/**
 * An expression carried into the new config as the code it is, because it means the same there and
 * needs nothing from the old site: only `new Date().getFullYear()` inside a template literal.
 */
export class Code {
  constructor(readonly source: string) {}
}

/** A value of a config file as far as it can be read without running it. */
export type StaticValue = string | number | boolean | null | undefined | Unread | Code | StaticValue[] | { [key: string]: StaticValue };

/** Where a line of the parsed text came from in the file the user wrote (see `readConfigModule`). */
export type LineMap = (line: number) => number;

/** The value a module exports (`module.exports =` or `export default`), read without running it. */
export interface ModuleValue {
  /** `undefined` when the module exports nothing the reader recognises. */
  value: StaticValue;
  /** A named export (`export const name`, `exports.name =`, or a key of the exported object). */
  named(name: string): StaticValue;
}

/** How `readModuleValue` reads what a module imports. */
export interface ReadModuleOptions {
  /** The module's path as the report names it, for values read from a module other than the config. */
  file?: string;
  /** What the module a relative `import`/`require` names exports; undefined when it is no file that can be read. */
  importModule?: (source: string) => ModuleValue | undefined;
}

// Acorn's node types are loose (`Node` with any fields by type); this is the one narrow view used here.
interface AnyNode extends Node {
  [key: string]: unknown;
}

/** The line each object and array read from a file starts at (the file as the user wrote it), for the report. */
const startLines = new WeakMap<object, number>();
/** The module an object or array was read from, when it is not the file being read. */
const startFiles = new WeakMap<object, string>();
/** The line of each key of an object read from a file, for values that carry no line of their own (`true`). */
const keyLines = new WeakMap<object, Map<string, number>>();

/** The line at which `object` was given `key`; undefined when it was not read from a file. */
export function lineOfKey(object: StaticValue, key: string): number | undefined {
  return typeof object === 'object' && object !== null ? keyLines.get(object)?.get(key) : undefined;
}

/** The line an object or array that `readModuleValue` read starts at; undefined for anything else. */
export function lineOf(value: StaticValue): number | undefined {
  if (value instanceof Unread) return value.line || undefined;
  return typeof value === 'object' && value !== null ? startLines.get(value) : undefined;
}

/** The module a value was read from when it was imported from one (undefined for the file being read). */
export function fileOf(value: StaticValue): string | undefined {
  if (value instanceof Unread) return value.file;
  return typeof value === 'object' && value !== null ? startFiles.get(value) : undefined;
}

/** Modules whose calls `readModuleValue` works out: `path.resolve(__dirname, './sidebars.js')` is `./sidebars.js`. */
const PATH_MODULES = new Set(['path', 'node:path']);

const isRecord = (value: StaticValue): value is { [key: string]: StaticValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Unread) && !(value instanceof Code);

export { isRecord };

/**
 * Reads the exported value of a JavaScript module (ESM or CommonJS) without running it: literals,
 * arrays, objects, template literals, top-level constants and the object a config function returns are
 * read; anything else becomes an `Unread` naming its source text and line.
 */
export function readModuleValue(text: string, mapLine: LineMap = (line) => line, options: ReadModuleOptions = {}): ModuleValue {
  let program: AnyNode;
  try {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as AnyNode;
  } catch {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'script', locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as AnyNode;
  }
  const body = program.body as AnyNode[];
  const declarations = new Map<string, AnyNode>();
  // Names bound by `import … from` or `const { name } = require(…)`: the module and the export they name.
  const imported = new Map<string, { source: string; name: string; node: AnyNode }>();
  const declare = (declarator: AnyNode) => {
    const id = declarator.id as AnyNode;
    const init = declarator.init as AnyNode | null;
    if (id.type === 'Identifier' && init) declarations.set(id.name as string, init);
    const required = init ? requiredSource(init) : undefined;
    if (id.type === 'ObjectPattern' && required !== undefined) {
      for (const property of id.properties as AnyNode[]) {
        const key = property.key as AnyNode | undefined;
        const value = property.value as AnyNode | undefined;
        if (property.type === 'Property' && !property.computed && key?.type === 'Identifier' && value?.type === 'Identifier') imported.set(value.name as string, { source: required, name: key.name as string, node: declarator });
      }
    }
  };
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration ? (statement.declaration as AnyNode) : statement;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AnyNode[]) declare(declarator);
    } else if (declaration.type === 'FunctionDeclaration' && declaration.id) {
      declarations.set((declaration.id as AnyNode).name as string, declaration);
    } else if (declaration.type === 'ImportDeclaration') {
      const source = String((declaration.source as AnyNode).value);
      for (const specifier of declaration.specifiers as AnyNode[]) {
        const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : String(((specifier.imported as AnyNode).name ?? (specifier.imported as AnyNode).value) as string);
        imported.set((specifier.local as AnyNode).name as string, { source, name, node: declaration });
      }
    }
  }
  const modules = new Map<string, ModuleValue | undefined>();
  const moduleOf = (source: string): ModuleValue | undefined => {
    if (!modules.has(source)) modules.set(source, /^\.\.?\//.test(source) ? options.importModule?.(source) : undefined);
    return modules.get(source);
  };
  const importedValue = (binding: { source: string; name: string; node: AnyNode }): StaticValue => {
    const module = moduleOf(binding.source);
    if (!module) return unread(binding.node);
    if (binding.name === 'default' || binding.name === '*') return module.value;
    return module.named(binding.name);
  };
  /** Whether `node` names the path module (`path` from `import path from 'node:path'` or `require('path')`). */
  const isPathModule = (node: AnyNode): boolean => {
    if (node.type !== 'Identifier') return false;
    const binding = imported.get(node.name as string);
    if (binding) return PATH_MODULES.has(binding.source);
    const init = declarations.get(node.name as string);
    const required = init ? requiredSource(init) : undefined;
    return required !== undefined ? PATH_MODULES.has(required) : node.name === 'path';
  };
  const evaluating = new Set<string>();
  const lineOf_ = (node: AnyNode) => mapLine(node.loc?.start.line ?? 0);
  const unread = (node: AnyNode) => new Unread(text.slice(node.start, node.end).replace(/\s+/g, ' ').slice(0, 80), lineOf_(node), options.file);
  const place = <T extends object>(value: T, node: AnyNode): T => {
    startLines.set(value, lineOf_(node));
    if (options.file) startFiles.set(value, options.file);
    return value;
  };

  const evaluate = (node: AnyNode): StaticValue => {
    switch (node.type) {
      case 'Literal':
        return node.regex || typeof node.value === 'bigint' ? unread(node) : (node.value as string | number | boolean | null);
      case 'TemplateLiteral': {
        const quasis = node.quasis as AnyNode[];
        const expressions = (node.expressions as AnyNode[]).map(evaluate);
        if (expressions.every((value) => typeof value === 'string' || typeof value === 'number')) {
          return quasis.map((quasi, index) => `${(quasi.value as { cooked: string }).cooked}${index < expressions.length ? String(expressions[index]) : ''}`).join('');
        }
        const parts = (node.expressions as AnyNode[]).map((expression, index) => {
          const value = expressions[index];
          if (typeof value === 'string' || typeof value === 'number') return String(value).replace(/[`\\$]/g, '\\$&');
          return isCurrentYear(text.slice(expression.start, expression.end)) ? '${new Date().getFullYear()}' : undefined;
        });
        if (parts.some((part) => part === undefined)) return unread(node);
        return new Code(`\`${quasis.map((quasi, index) => `${(quasi.value as { raw: string }).raw}${parts[index] ?? ''}`).join('')}\``);
      }
      case 'ArrayExpression': {
        const list = (node.elements as Array<AnyNode | null>).map((element) => (element === null ? undefined : element.type === 'SpreadElement' ? unread(element) : evaluate(element)));
        return place(list, node);
      }
      case 'ObjectExpression': {
        const result = place<{ [key: string]: StaticValue }>({}, node);
        for (const property of node.properties as AnyNode[]) {
          if (property.type === 'SpreadElement') {
            const spread = evaluate(property.argument as AnyNode);
            if (isRecord(spread)) Object.assign(result, spread);
            continue;
          }
          const key = property.key as AnyNode;
          const name = property.computed ? undefined : key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
          if (name === undefined) continue;
          result[name] = property.kind !== 'init' || property.method ? unread(property) : evaluate(property.value as AnyNode);
          if (!keyLines.has(result)) keyLines.set(result, new Map());
          keyLines.get(result)!.set(name, lineOf_(property));
        }
        return result;
      }
      case 'Identifier': {
        const name = node.name as string;
        if (name === 'undefined') return undefined;
        // The config's folder, the site's: paths made from it are written relative to the site.
        if (name === '__dirname') return '.';
        const binding = imported.get(name);
        if (binding && !declarations.has(name)) return importedValue(binding);
        const init = declarations.get(name);
        if (!init || evaluating.has(name)) return unread(node);
        evaluating.add(name);
        try {
          return evaluate(init);
        } finally {
          evaluating.delete(name);
        }
      }
      case 'UnaryExpression': {
        const argument = evaluate(node.argument as AnyNode);
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        if (node.operator === '!' && (typeof argument === 'number' || typeof argument === 'boolean')) return !argument;
        return unread(node);
      }
      case 'CallExpression': {
        // `require.resolve('./src/css/custom.css')` names a file; the path is what a migration needs.
        const callee = node.callee as AnyNode;
        const args = node.arguments as AnyNode[];
        if (callee.type === 'MemberExpression' && (callee.object as AnyNode).name === 'require' && (callee.property as AnyNode).name === 'resolve' && args[0]) {
          const target = evaluate(args[0]);
          if (typeof target === 'string') return target;
        }
        // `path.resolve(__dirname, 'sidebars.json')`, `path.join(__dirname, 'docs')`: a path relative to the site.
        if (callee.type === 'MemberExpression' && isPathModule(callee.object as AnyNode) && ['resolve', 'join'].includes((callee.property as AnyNode).name as string)) {
          const parts = args.map(evaluate);
          if (parts.length > 0 && parts.every((part): part is string => typeof part === 'string')) {
            const joined = parts.reduce((whole, part) => (callee.property as AnyNode).name === 'resolve' && part.startsWith('/') ? part : `${whole}/${part}`);
            const normal = joined.split('/').reduce<string[]>((list, segment) => (segment === '' || segment === '.' ? list : segment === '..' && list.length > 0 && list.at(-1) !== '..' ? list.slice(0, -1) : [...list, segment]), []);
            return joined.startsWith('/') ? `/${normal.join('/')}` : normal.length === 0 ? '.' : `./${normal.join('/')}`.replace(/^\.\/\.\./, '..');
          }
        }
        const required = requiredSource(node);
        if (required !== undefined) {
          const module = moduleOf(required);
          return module ? module.value : unread(node);
        }
        return unread(node);
      }
      case 'MemberExpression': {
        if (node.computed) return unread(node);
        const object = evaluate(node.object as AnyNode);
        const key = (node.property as AnyNode).name as string;
        return isRecord(object) && key in object ? object[key] : unread(node);
      }
      case 'BinaryExpression': {
        const left = evaluate(node.left as AnyNode);
        const right = evaluate(node.right as AnyNode);
        if (node.operator === '+' && (typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) return (left as string) + (right as string);
        return unread(node);
      }
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        return evaluate(node.expression as AnyNode);
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return returned(node) ?? unread(node);
      case 'AwaitExpression':
      case 'ParenthesizedExpression':
        return evaluate((node.argument ?? node.expression) as AnyNode);
      default:
        return unread(node);
    }
  };

  /** What a config function (`async function createConfig() { … return {…}; }`) returns, when that is one plain value. */
  const returned = (fn: AnyNode): StaticValue | undefined => {
    const fnBody = fn.body as AnyNode;
    if (fnBody.type !== 'BlockStatement') return evaluate(fnBody);
    const statements = fnBody.body as AnyNode[];
    // Constants declared in the function are read like top-level ones.
    for (const statement of statements) {
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations as AnyNode[]) declare(declarator);
    }
    const last = statements.filter((statement) => statement.type === 'ReturnStatement').pop();
    return last?.argument ? evaluate(last.argument as AnyNode) : undefined;
  };

  // The default export, and the nodes of named ones (`export const`, `export { a as b }`, `exports.a =`).
  let exported: AnyNode | undefined;
  const namedNodes = new Map<string, AnyNode>();
  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') exported ??= statement.declaration as AnyNode;
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      // `export { config as default }`, as esbuild writes `export default config` of TypeScript.
      for (const specifier of statement.specifiers as AnyNode[]) {
        const name = (specifier.exported as AnyNode).name as string;
        if (name === 'default') exported ??= specifier.local as AnyNode;
        else namedNodes.set(name, specifier.local as AnyNode);
      }
      const declaration = statement.declaration as AnyNode | null;
      for (const declarator of declaration?.type === 'VariableDeclaration' ? (declaration.declarations as AnyNode[]) : []) {
        const id = declarator.id as AnyNode;
        if (id.type === 'Identifier') namedNodes.set(id.name as string, id);
      }
    }
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as AnyNode) : undefined;
    if (expression?.type !== 'AssignmentExpression') continue;
    const left = expression.left as AnyNode;
    if (isModuleExports(left)) exported ??= expression.right as AnyNode;
    else if (left.type === 'MemberExpression' && !left.computed && (isModuleExports(left.object as AnyNode) || (left.object as AnyNode).name === 'exports')) namedNodes.set((left.property as AnyNode).name as string, expression.right as AnyNode);
  }
  let value: StaticValue;
  let read = false;
  const defaultValue = () => {
    if (!read) value = exported ? evaluate(exported) : undefined;
    read = true;
    return value;
  };
  const named = (name: string): StaticValue => {
    const node = namedNodes.get(name);
    if (node) return evaluate(node);
    const whole = defaultValue();
    return isRecord(whole) && name in whole ? whole[name] : new Unread(`the export ${name}`, 0, options.file);
  };
  return { value: defaultValue(), named };
}

/** The module `require('…')` names, when `node` is such a call. */
function requiredSource(node: AnyNode): string | undefined {
  const callee = node.callee as AnyNode | undefined;
  const args = node.arguments as AnyNode[] | undefined;
  if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'require' || args?.length !== 1) return undefined;
  const first = args[0]!;
  return first.type === 'Literal' && typeof first.value === 'string' ? first.value : undefined;
}

function isModuleExports(node: AnyNode): boolean {
  if (node.type !== 'MemberExpression') return false;
  const object = node.object as AnyNode;
  const property = node.property as AnyNode;
  return object.type === 'Identifier' && object.name === 'module' && !node.computed && property.name === 'exports';
}

function isCurrentYear(source: string): boolean {
  // esbuild writes `(/* @__PURE__ */ new Date()).getFullYear()`.
  const plain = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');
  return plain === 'newDate().getFullYear()' || plain === '(newDate()).getFullYear()';
}
