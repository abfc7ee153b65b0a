import { parse, type Node } from 'acorn';

/**
 * A value the reader could not work out without running the code (a `require`, a function, an
 * environment variable): what the file says there and at which line, for the report.
 */
export class Unread {
  constructor(
    readonly source: string,
    readonly line: number,
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
}

// Acorn's node types are loose (`Node` with any fields by type); this is the one narrow view used here.
interface AnyNode extends Node {
  [key: string]: unknown;
}

/** The line each object and array read from a file starts at (the file as the user wrote it), for the report. */
const startLines = new WeakMap<object, number>();

/** The line an object or array that `readModuleValue` read starts at; undefined for anything else. */
export function lineOf(value: StaticValue): number | undefined {
  if (value instanceof Unread) return value.line || undefined;
  return typeof value === 'object' && value !== null ? startLines.get(value) : undefined;
}

const isRecord = (value: StaticValue): value is { [key: string]: StaticValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Unread) && !(value instanceof Code);

export { isRecord };

/**
 * Reads the exported value of a JavaScript module (ESM or CommonJS) without running it: literals,
 * arrays, objects, template literals, top-level constants and the object a config function returns are
 * read; anything else becomes an `Unread` naming its source text and line.
 */
export function readModuleValue(text: string, mapLine: LineMap = (line) => line): ModuleValue {
  let program: AnyNode;
  try {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as AnyNode;
  } catch {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'script', locations: true, allowHashBang: true, allowReturnOutsideFunction: true }) as unknown as AnyNode;
  }
  const body = program.body as AnyNode[];
  const declarations = new Map<string, AnyNode>();
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration ? (statement.declaration as AnyNode) : statement;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AnyNode[]) {
        const id = declarator.id as AnyNode;
        if (id.type === 'Identifier' && declarator.init) declarations.set(id.name as string, declarator.init as AnyNode);
      }
    } else if (declaration.type === 'FunctionDeclaration' && declaration.id) {
      declarations.set((declaration.id as AnyNode).name as string, declaration);
    }
  }
  const evaluating = new Set<string>();
  const lineOf_ = (node: AnyNode) => mapLine(node.loc?.start.line ?? 0);
  const unread = (node: AnyNode) => new Unread(text.slice(node.start, node.end).replace(/\s+/g, ' ').slice(0, 80), lineOf_(node));

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
        startLines.set(list, lineOf_(node));
        return list;
      }
      case 'ObjectExpression': {
        const result: { [key: string]: StaticValue } = {};
        startLines.set(result, lineOf_(node));
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
        }
        return result;
      }
      case 'Identifier': {
        const name = node.name as string;
        if (name === 'undefined') return undefined;
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
        return unread(node);
      }
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
      for (const declarator of statement.declarations as AnyNode[]) {
        const id = declarator.id as AnyNode;
        if (id.type === 'Identifier' && declarator.init) declarations.set(id.name as string, declarator.init as AnyNode);
      }
    }
    const last = statements.filter((statement) => statement.type === 'ReturnStatement').pop();
    return last?.argument ? evaluate(last.argument as AnyNode) : undefined;
  };

  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') return { value: evaluate(statement.declaration as AnyNode) };
    // `export { config as default }`, as esbuild writes `export default config` of TypeScript.
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      const specifier = (statement.specifiers as AnyNode[]).find((item) => (item.exported as AnyNode).name === 'default');
      if (specifier) return { value: evaluate(specifier.local as AnyNode) };
    }
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as AnyNode) : undefined;
    if (expression?.type === 'AssignmentExpression' && isModuleExports(expression.left as AnyNode)) return { value: evaluate(expression.right as AnyNode) };
  }
  return { value: undefined };
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
